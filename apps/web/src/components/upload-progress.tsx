import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/**
 * How far an upload has gone (0..1), as documents show it: a bar that fills while the file is sent, then runs
 * without end while the server reads it. `sending` and `reading` are the texts of each stage.
 */
export function UploadProgress({ progress, sending, reading }: { progress: number; sending: string; reading: string }) {
  const sent = progress >= 1;
  const text = sent ? reading : sending;
  return (
    <Box role="status">
      <LinearProgress variant={sent ? 'indeterminate' : 'determinate'} value={Math.round(progress * 100)} aria-label={text} />
      <Typography variant="caption" color="text.secondary">
        {text}
      </Typography>
    </Box>
  );
}

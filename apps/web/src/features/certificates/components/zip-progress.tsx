import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import type { ZipProgress } from '../use-zip-download';

const megabytes = (bytes: number) => `${formatNumber(bytes / (1024 * 1024), 1)} MB`;

/** The progress bar of a ZIP being built and downloaded. */
export function ZipProgressBar({ progress }: { progress: ZipProgress }) {
  const { t } = useTranslation();
  const total = progress.estimated ?? 0;
  const value = total ? Math.min(99, (progress.received / total) * 100) : undefined;
  return (
    <Box role="status" aria-live="polite" sx={{ my: 1 }}>
      <LinearProgress
        variant={value === undefined ? 'indeterminate' : 'determinate'}
        value={value}
        aria-label={t('certificates.downloadZip')}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('certificates.downloading', { received: megabytes(progress.received), total: megabytes(total) })}
      </Typography>
    </Box>
  );
}

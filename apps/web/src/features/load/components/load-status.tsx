import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { LoadPhase } from '../use-load-flow';
import { ProblemsTable } from './problems-table';

/** Where a check or save stands: upload progress, the failure, "ready" or every problem found. */
export function LoadStatus({ phase }: { phase: LoadPhase }) {
  const { t } = useTranslation();
  return (
    <>
      {phase.kind === 'busy' && (
        <Box sx={{ mt: 2 }} role="status">
          <LinearProgress
            variant={phase.progress === null ? 'indeterminate' : 'determinate'}
            value={(phase.progress ?? 0) * 100}
            aria-label={t('schoolLoad.processing')}
          />
          <Typography variant="body2" sx={{ mt: 1 }}>
            {phase.progress === null
              ? t('schoolLoad.processing')
              : t('schoolLoad.uploading', { percent: Math.round(phase.progress * 100) })}
          </Typography>
        </Box>
      )}
      {phase.kind === 'failed' && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {phase.message}
        </Alert>
      )}
      {phase.kind === 'checked' && phase.check.ignoredColumns?.length ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('schoolLoad.ignored', { columns: phase.check.ignoredColumns.join(', ') })}
        </Alert>
      ) : null}
      {phase.kind === 'checked' && phase.check.problems.length === 0 && (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {t('schoolLoad.ready', { rows: phase.check.rows, toCreate: phase.check.toCreate, toUpdate: phase.check.toUpdate })}
        </Alert>
      )}
      {phase.kind === 'checked' && phase.check.problems.length > 0 && (
        <Stack spacing={2} sx={{ mt: 2 }}>
          <Alert severity="error" role="alert">
            {t('schoolLoad.problemsTitle', { count: phase.check.problems.length })}
          </Alert>
          <ProblemsTable problems={phase.check.problems} />
        </Stack>
      )}
    </>
  );
}

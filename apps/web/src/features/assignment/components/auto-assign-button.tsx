import AutoFixHigh from '@mui/icons-material/AutoFixHigh';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AutoAssignmentResult } from '@quorum/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useErrorMessage } from '../../../lib/errors';
import { useAutoAssign } from '../api';

function ResultView({ result, onClose }: { result: AutoAssignmentResult; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert severity="success" role="status" data-testid="auto-result" onClose={onClose}>
      <AlertTitle>{t('assignment.resultTitle')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        <li>{t('assignment.resultAssigned', { count: result.assigned })}</li>
        {result.perCommission.map((c) => (
          <li key={c.commissionId}>{t('assignment.resultCommission', { name: c.name, assigned: c.assigned, free: c.freeLeft })}</li>
        ))}
        {result.leftUnassigned.map((l) => (
          <li key={l.reason}>{t(`assignment.reasons.${l.reason}`, { count: l.count })}</li>
        ))}
        <li>
          {t('assignment.resultSkipped', {
            manual: result.skipped.manual,
            assigned: result.skipped.alreadyAssigned,
            other: result.skipped.otherStatus,
          })}
        </li>
      </Box>
    </Alert>
  );
}

/** "Asignar automáticamente": a confirmation, progress while it runs, then the counts (or the error). */
export function AutoAssign({ withoutCommission }: { withoutCommission: number }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [open, setOpen] = useState(false);
  const run = useAutoAssign();
  return (
    <Stack spacing={1.5} sx={{ mb: 3 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<AutoFixHigh />} onClick={() => setOpen(true)} disabled={run.isPending}>
          {run.isPending ? t('assignment.autoRunning') : t('assignment.auto')}
        </Button>
        <Typography color="text.secondary">{t('assignment.withoutCommission', { count: withoutCommission })}</Typography>
      </Stack>
      {run.isPending && <LinearProgress aria-label={t('assignment.autoRunning')} />}
      {run.isError && (
        <Alert severity="error" role="alert" onClose={() => run.reset()}>
          {errorMessage(run.error)}
        </Alert>
      )}
      {run.data && <ResultView result={run.data} onClose={() => run.reset()} />}
      <ConfirmDialog
        open={open}
        title={t('assignment.autoTitle')}
        body={t('assignment.autoBody')}
        confirmLabel={t('assignment.autoConfirm')}
        busy={run.isPending}
        onClose={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          run.mutate();
        }}
      />
    </Stack>
  );
}

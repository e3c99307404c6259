import AutoFixHigh from '@mui/icons-material/AutoFixHigh';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AutoAssignmentResult } from '@quorum/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AutoAssignDialog } from './auto-assign-dialog';
import { NotPlacedSummary } from './not-placed-summary';

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
        <li>
          {t('assignment.resultSkipped', {
            manual: result.skipped.manual,
            assigned: result.skipped.alreadyAssigned,
            other: result.skipped.otherStatus,
          })}
        </li>
      </Box>
      <NotPlacedSummary title={t('assignment.resultNotPlaced', { count: result.notPlaced.length })} notPlaced={result.notPlaced} />
    </Alert>
  );
}

/** "Asignar automáticamente": the dry run and the option in a dialog, then what the run did (the count is undefined while loading). */
export function AutoAssign({ withoutCommission }: { withoutCommission: number | undefined }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<AutoAssignmentResult | null>(null);
  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
        <Button variant="contained" startIcon={<AutoFixHigh />} onClick={() => setOpen(true)}>
          {t('assignment.auto')}
        </Button>
        <Typography color="text.secondary" sx={{ minWidth: 200 }}>
          {withoutCommission === undefined ? <Skeleton width={200} /> : t('assignment.withoutCommission', { count: withoutCommission })}
        </Typography>
      </Stack>
      {result && <ResultView result={result} onClose={() => setResult(null)} />}
      {open && (
        <AutoAssignDialog
          onClose={() => setOpen(false)}
          onDone={(done) => {
            setOpen(false);
            setResult(done);
          }}
        />
      )}
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AutoAssignmentResult } from '@quorum/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { QueryView } from '../../../components/query-state';
import { useSubmit } from '../../../components/use-submit';
import { autoAssignPreviewQuery, useAutoAssign } from '../api';
import { NotPlacedSummary } from './not-placed-summary';

/** What a run would do: how many would be placed, per commission, and who would not be and why. */
function Preview({ result }: { result: AutoAssignmentResult }) {
  const { t } = useTranslation();
  const total = result.assigned + result.notPlaced.length;
  return (
    <Box role="status" data-testid="auto-preview" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography sx={{ fontWeight: 500 }}>
        {total === 0 ? t('assignment.preview.nobody') : t('assignment.preview.wouldPlace', { count: result.assigned, total })}
      </Typography>
      {result.assigned > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {result.perCommission
            .filter((c) => c.assigned > 0)
            .map((c) => (
              <Typography component="li" variant="body2" key={c.commissionId}>
                {t('assignment.preview.commission', { name: c.name, assigned: c.assigned, free: c.freeLeft })}
              </Typography>
            ))}
        </Box>
      )}
      <NotPlacedSummary title={t('assignment.preview.notPlaced', { count: result.notPlaced.length })} notPlaced={result.notPlaced} />
    </Box>
  );
}

/** The preview's place while it loads: the same lines, so the dialog does not jump. */
function PreviewSkeleton() {
  const { t } = useTranslation();
  return (
    <Box aria-busy="true" aria-label={t('common.loading')} sx={{ display: 'grid', gap: 1.5 }}>
      <Skeleton variant="text" width="70%" />
      <Skeleton variant="rounded" height={72} />
    </Box>
  );
}

interface Props {
  onClose: () => void;
  /** The run finished: its result. */
  onDone: (result: AutoAssignmentResult) => void;
}

/**
 * "Asignar automáticamente": first a dry run (who would be placed, who would not and why), the option to
 * seat people without preferences anywhere free, then «Asignar».
 */
export function AutoAssignDialog({ onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [fillWithoutPreferences, setFill] = useState(false);
  const preview = useQuery({ ...autoAssignPreviewQuery({ fillWithoutPreferences }), placeholderData: keepPreviousData });
  const run = useAutoAssign();
  const submit = useSubmit(null, { failureIn: 'form' });
  const nothingToDo = preview.data?.assigned === 0;

  const assign = async () => {
    let result: AutoAssignmentResult | undefined;
    const done = await submit.run(async () => {
      result = await run.mutateAsync({ fillWithoutPreferences });
      return true;
    });
    if (done && result) onDone(result);
  };

  return (
    <FormDialog
      title={t('assignment.autoTitle')}
      submitLabel={t('assignment.autoConfirm')}
      onSubmit={(event) => {
        event.preventDefault();
        void assign();
      }}
      onClose={onClose}
      failure={submit.failure}
      busy={submit.busy || preview.isFetching || !preview.data || nothingToDo}
    >
      <Typography variant="body2">{t('assignment.autoBody')}</Typography>
      <Alert severity="info">{t('assignment.seatsAreDelegations')}</Alert>
      <FormControlLabel
        control={<Checkbox checked={fillWithoutPreferences} onChange={(e) => setFill(e.target.checked)} />}
        label={t('assignment.fillWithoutPreferences')}
      />
      <QueryView query={preview} pending={<PreviewSkeleton />}>
        {(data) => <Preview result={data} />}
      </QueryView>
    </FormDialog>
  );
}

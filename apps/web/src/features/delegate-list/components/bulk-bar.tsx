import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type Commission, DELEGATE_STATUSES, type DelegateStatus, NONE } from '@quorum/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/select-field';
import { useBulkDelegates } from '../api';
import { useSubmit } from '../../../components/use-submit';

interface Props {
  ids: string[];
  commissions: Commission[];
  onDone: () => void;
}

/** Actions on the selected delegates: assign a commission (or none) or change their status, all at once. */
export function BulkBar({ ids, commissions, onDone }: Props) {
  const { t } = useTranslation();
  const submit = useSubmit(null, { serverWords: 'any' });
  const bulk = useBulkDelegates();
  const [commissionId, setCommissionId] = useState('');
  const [status, setStatus] = useState('');

  const run = async (input: Parameters<typeof bulk.mutateAsync>[0]) => {
    const done = await submit.run(async () => {
      const { changed } = await bulk.mutateAsync(input);
      return changed ? t('delegateList.bulk.done', { count: changed }) : t('delegateList.bulk.nothing');
    });
    if (done) onDone();
  };

  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label={t('delegateList.bulk.label')}
      sx={{ p: 2, mb: 2, borderRadius: 4, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
    >
      <Typography sx={{ fontWeight: 600 }}>{t('delegateList.bulk.selected', { count: ids.length })}</Typography>
      <Button size="small" onClick={onDone}>
        {t('delegateList.bulk.clear')}
      </Button>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flex: '1 1 280px', maxWidth: 420 }}>
        <SelectField
          label={t('delegateList.bulk.commission')}
          size="small"
          sx={{ flex: 1, minWidth: 0 }}
          value={commissionId}
          onChange={setCommissionId}
          options={[
            { value: NONE, label: t('delegateList.noCommission') },
            ...commissions.filter((c) => !c.archived).map((c) => ({ value: c.id, label: c.name })),
          ]}
        />
        <Button
          variant="contained"
          sx={{ flexShrink: 0 }}
          disabled={!commissionId || bulk.isPending}
          onClick={() => void run({ action: 'assign', ids, commissionId: commissionId === NONE ? null : commissionId })}
        >
          {t('delegateList.bulk.assign')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flex: '1 1 280px', maxWidth: 420 }}>
        <SelectField
          label={t('delegateList.bulk.status')}
          size="small"
          sx={{ flex: 1, minWidth: 0 }}
          value={status}
          onChange={setStatus}
          options={DELEGATE_STATUSES.map((s) => ({ value: s, label: t(`delegateList.status.${s}`) }))}
        />
        <Button
          variant="contained"
          sx={{ flexShrink: 0 }}
          disabled={!status || bulk.isPending}
          onClick={() => void run({ action: 'status', ids, status: status as DelegateStatus })}
        >
          {t('delegateList.bulk.setStatus')}
        </Button>
      </Box>
    </Paper>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type Commission, DELEGATE_STATUSES, type DelegateStatus, NONE } from '@quorum/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, type SelectOption } from '../../../components/select-field';
import { useBulkDelegates } from '../api';
import { useSubmit } from '../../../components/use-submit';

interface Props {
  ids: string[];
  commissions: Commission[];
  onDone: () => void;
  /** More actions on the selection, from other features (e.g. «Enviar correo»). */
  children?: ReactNode;
}

/** Actions on the selected delegates: assign a commission (or none) or change their status, all at once. */
export function BulkBar({ ids, commissions, onDone, children }: Props) {
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
      <BulkAction
        label={t('delegateList.bulk.commission')}
        value={commissionId}
        onChange={setCommissionId}
        options={[
          { value: NONE, label: t('delegateList.noCommission') },
          ...commissions.filter((c) => !c.archived).map((c) => ({ value: c.id, label: c.name })),
        ]}
        actionLabel={t('delegateList.bulk.assign')}
        disabled={bulk.isPending}
        onApply={() => void run({ action: 'assign', ids, commissionId: commissionId === NONE ? null : commissionId })}
      />
      <BulkAction
        label={t('delegateList.bulk.status')}
        value={status}
        onChange={setStatus}
        options={DELEGATE_STATUSES.map((s) => ({ value: s, label: t(`delegateStatus.${s}`) }))}
        actionLabel={t('delegateList.bulk.setStatus')}
        disabled={bulk.isPending}
        onApply={() => void run({ action: 'status', ids, status: status as DelegateStatus })}
      />
      {children}
    </Paper>
  );
}

interface BulkActionProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: SelectOption[];
  actionLabel: string;
  /** Besides while nothing is chosen. */
  disabled: boolean;
  onApply: () => void;
}

/** A choice and the button that applies it to the selected delegates. */
function BulkAction({ label, value, onChange, options, actionLabel, disabled, onApply }: BulkActionProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flex: '1 1 280px', maxWidth: 420 }}>
      <SelectField label={label} size="small" sx={{ flex: 1, minWidth: 0 }} value={value} onChange={onChange} options={options} />
      <Button variant="contained" sx={{ flexShrink: 0 }} disabled={!value || disabled} onClick={onApply}>
        {actionLabel}
      </Button>
    </Box>
  );
}

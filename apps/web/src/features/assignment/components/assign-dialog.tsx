import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { MatrixCommission, MatrixDelegate } from '@quorum/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/select-field';
import { useErrorMessage } from '../../../lib/errors';
import { useToast } from '../../../components/toast/toast-provider';
import { useAssignDelegate } from '../api';

interface Props {
  delegate: MatrixDelegate;
  commissions: MatrixCommission[];
  /** The delegate's current seat, when they have one. */
  current?: { commissionId: string; delegationId: string | null };
  onClose: () => void;
}

/** Manual assignment: a commission and (optionally) one of its delegations. */
export function AssignDialog({ delegate, commissions, current, onClose }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const titleId = useId();
  const assign = useAssignDelegate();
  const firstPreference = delegate.preferences.find((p) => commissions.some((c) => c.id === p));
  const [commissionId, setCommissionId] = useState(current?.commissionId ?? firstPreference ?? '');
  const [delegationId, setDelegationId] = useState(current?.delegationId ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const commission = commissions.find((c) => c.id === commissionId);
  const name = `${delegate.firstNames} ${delegate.lastNames}`;

  const save = async (clear = false) => {
    setFailure(null);
    try {
      await assign.mutateAsync({
        delegateId: delegate.id,
        commissionId: clear ? null : commissionId || null,
        delegationId: clear ? null : delegationId || null,
      });
      toast.success(t(clear ? 'assignment.unassigned' : 'assignment.assigned'));
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('assignment.assignTitle', { name })}</DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <Stack spacing={2} sx={{ pt: 1 }}>
          <SelectField
            label={t('assignment.commission')}
            value={commissionId}
            onChange={(value) => {
              setCommissionId(value);
              setDelegationId('');
            }}
            options={commissions.map((c) => ({ value: c.id, label: c.name }))}
            fullWidth
          />
          <SelectField
            label={t('assignment.delegation')}
            value={delegationId}
            onChange={setDelegationId}
            disabled={!commission}
            options={[
              { value: '', label: t('assignment.noDelegation') },
              ...(commission?.delegations ?? []).map((d) => ({
                value: d.id,
                label: d.delegates.length ? `${d.name} (${d.delegates.length})` : `${d.name} · ${t('assignment.emptySeat')}`,
              })),
            ]}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        {current && (
          <Button color="error" onClick={() => void save(true)} disabled={assign.isPending} sx={{ mr: 'auto' }}>
            {t('assignment.unassign')}
          </Button>
        )}
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={assign.isPending || !commissionId}>
          {t('assignment.assign')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

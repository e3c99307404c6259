import Button from '@mui/material/Button';
import type { MatrixCommission, MatrixDelegate } from '@quorum/shared';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { useSubmit } from '../../../components/use-submit';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/select-field';
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
  const submit = useSubmit(null, { failureIn: 'form' });
  const assign = useAssignDelegate();
  const firstPreference = delegate.preferences.find((p) => commissions.some((c) => c.id === p));
  const [commissionId, setCommissionId] = useState(current?.commissionId ?? firstPreference ?? '');
  const [delegationId, setDelegationId] = useState(current?.delegationId ?? '');
  const commission = commissions.find((c) => c.id === commissionId);
  const name = `${delegate.firstNames} ${delegate.lastNames}`;

  const save = async (clear = false) => {
    const done = await submit.run(async () => {
      await assign.mutateAsync({
        delegateId: delegate.id,
        commissionId: clear ? null : commissionId || null,
        delegationId: clear ? null : delegationId || null,
      });
      return t(clear ? 'assignment.unassigned' : 'assignment.assigned');
    });
    if (done) onClose();
  };

  return (
    <FormDialog
      title={t('assignment.assignTitle', { name })}
      submitLabel={t('assignment.assign')}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      onClose={onClose}
      failure={submit.failure}
      busy={assign.isPending || !commissionId}
      maxWidth="xs"
      extraActions={
        current && (
          <Button color="error" onClick={() => void save(true)} disabled={assign.isPending} sx={{ mr: 'auto' }}>
            {t('assignment.unassign')}
          </Button>
        )
      }
    >
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
    </FormDialog>
  );
}

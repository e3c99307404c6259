import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { type Commission, roleHasCommission } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { QueryView } from '../../../components/query-state';
import { useSubmit } from '../../../components/use-submit';
import { usersQuery } from '../../../data/users';
import { useSetChairs } from '../api';

/** Who chairs a commission: its Presidente accounts. */
export function ChairsDialog({ commission, onClose }: { commission: Commission; onClose: () => void }) {
  const { t } = useTranslation();
  const users = useQuery(usersQuery);
  const setChairs = useSetChairs();
  const [selected, setSelected] = useState<Set<string>>(() => new Set(commission.chairs.map((c) => c.uid)));
  const submit = useSubmit(null, { failureIn: 'form' });
  const presidents = (users.data ?? []).filter((u) => roleHasCommission(u.role));

  const toggle = (uid: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(uid)) next.delete(uid);
      else next.add(uid);
      return next;
    });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const done = await submit.run(async () => {
      await setChairs.mutateAsync({ id: commission.id, userIds: [...selected] });
      return t('commissions.chairsSaved');
    });
    if (done) onClose();
  };

  return (
    <FormDialog
      title={t('commissions.chairsTitle', { name: commission.name })}
      submitLabel={t('common.save')}
      onSubmit={(event) => void save(event)}
      onClose={onClose}
      failure={submit.failure}
      busy={setChairs.isPending || users.isPending}
    >
      <DialogContentText>{t('commissions.chairsHelp')}</DialogContentText>
      <QueryView
        query={users}
        empty={<Alert severity="info">{t('commissions.noPresidents')}</Alert>}
        isEmpty={() => presidents.length === 0}
      >
        {() => (
          <FormGroup>
            {presidents.map((user) => (
              <FormControlLabel
                key={user.uid}
                control={<Checkbox checked={selected.has(user.uid)} onChange={() => toggle(user.uid)} />}
                label={`${user.name} (${user.email})${user.active ? '' : ` · ${t('users.inactive')}`}`}
              />
            ))}
          </FormGroup>
        )}
      </QueryView>
    </FormDialog>
  );
}

import Box from '@mui/material/Box';
import type { Profile } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { QueryView } from '../../components/query-state';
import { useSubmit } from '../../components/use-submit';
import { commissionsQuery } from '../../data/commissions';
import { usersQuery } from '../../data/users';
import { useSendPasswordLink, useSetUserActive } from '../../features/users/api';
import { MailDeliveryNotice, type UndeliveredMail } from '../../features/users/components/mail-delivery-notice';
import { UsersTable } from '../../features/users/components/users-table';
import { lazyDialog } from '../../components/on-demand';

const UserDialog = lazyDialog(() => import('../../features/users/components/user-dialog').then((m) => m.UserDialog));

/** /secretary/users: staff accounts. */
export default function UsersPage() {
  const { t } = useTranslation();
  const users = useQuery(usersQuery);
  const commissions = useQuery(commissionsQuery(true));
  const setActive = useSetUserActive();
  const sendLink = useSendPasswordLink();
  const submit = useSubmit();
  const [editing, setEditing] = useState<Profile | null | undefined>(undefined);
  const [disabling, setDisabling] = useState<Profile | null>(null);
  const [undelivered, setUndelivered] = useState<UndeliveredMail | null>(null);

  const changeActive = async (user: Profile, active: boolean) => {
    await submit.run(async () => {
      await setActive.mutateAsync({ uid: user.uid, active });
      return active ? t('users.enabled', { name: user.name }) : t('users.disabled', { name: user.name });
    });
    setDisabling(null);
  };

  const sendPasswordLink = (user: Profile) =>
    submit.run(async () => {
      const { delivery } = await sendLink.mutateAsync(user.uid);
      if (delivery === 'sent') return t('users.linkSent', { name: user.name });
      setUndelivered({ kind: 'reset', name: user.name, delivery });
      return true;
    });

  return (
    <Box>
      <PageHeader
        title={t('routes.secretaryUsers')}
        subtitle={t('users.subtitle')}
        add={{ label: t('users.new'), onClick: () => setEditing(null) }}
      />
      {undelivered && <MailDeliveryNotice mail={undelivered} onClose={() => setUndelivered(null)} />}
      <QueryView query={users}>
        {(data) => (
          <UsersTable
            users={data}
            commissions={commissions.data}
            onEdit={setEditing}
            onDisable={setDisabling}
            onEnable={(user) => void changeActive(user, true)}
            onSendLink={(user) => void sendPasswordLink(user)}
          />
        )}
      </QueryView>
      {editing !== undefined && (
        <UserDialog
          user={editing}
          commissions={commissions.data ?? []}
          onClose={() => setEditing(undefined)}
          onUndelivered={setUndelivered}
        />
      )}
      <ConfirmDialog
        open={disabling !== null}
        title={t('users.disableTitle', { name: disabling?.name ?? '' })}
        body={t('users.disableBody')}
        confirmLabel={t('users.disable')}
        busy={setActive.isPending}
        onConfirm={() => disabling && void changeActive(disabling, false)}
        onClose={() => setDisabling(null)}
      />
    </Box>
  );
}

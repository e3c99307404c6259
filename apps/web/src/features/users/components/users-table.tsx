import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { type Commission, roleHasCommission, type StaffUser } from '@quorum/shared';
import { useTranslation } from 'react-i18next';
import { type Column, SimpleTable } from '../../../components/simple-table';
import { formatDateTime } from '../../../lib/format';

interface Props {
  users: StaffUser[];
  commissions: Commission[] | undefined;
  onEdit: (user: StaffUser) => void;
  onDisable: (user: StaffUser) => void;
  onEnable: (user: StaffUser) => void;
  onSendLink: (user: StaffUser) => void;
}

/** The staff accounts with their role, commission, state and actions. */
export function UsersTable({ users, commissions, onEdit, onDisable, onEnable, onSendLink }: Props) {
  const { t } = useTranslation();

  const commissionName = (id: string | null) => {
    const commission = id ? commissions?.find((c) => c.id === id) : undefined;
    return commission ? `${commission.name} (${commission.acronym})` : '—';
  };

  const columns: Column<StaffUser>[] = [
    { key: 'name', header: t('users.columns.name'), cell: (user) => user.name, sx: { fontWeight: 600 } },
    { key: 'email', header: t('users.columns.email'), cell: (user) => user.email },
    { key: 'role', header: t('users.columns.role'), cell: (user) => t(`roles.${user.role}`) },
    {
      key: 'commission',
      header: t('users.columns.commission'),
      cell: (user) => (roleHasCommission(user.role) ? commissionName(user.comissionId) : '—'),
    },
    {
      key: 'active',
      header: t('users.columns.active'),
      cell: (user) =>
        user.active && user.invitationPending ? (
          <Tooltip title={t('users.invitationPendingHelp')}>
            <Chip size="small" color="warning" variant="outlined" label={t('users.invitationPending')} />
          </Tooltip>
        ) : (
          <Chip
            size="small"
            color={user.active ? 'success' : 'default'}
            variant={user.active ? 'filled' : 'outlined'}
            label={user.active ? t('users.active') : t('users.inactive')}
          />
        ),
    },
    {
      key: 'lastLogin',
      header: t('users.columns.lastLogin'),
      cell: (user) => (user.lastLoginAt ? formatDateTime(user.lastLoginAt) : t('users.never')),
    },
    {
      key: 'actions',
      header: t('common.actions'),
      align: 'right',
      cell: (user) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button size="small" onClick={() => onEdit(user)}>
            {t('common.edit')}
          </Button>
          {user.active ? (
            <Button size="small" color="error" onClick={() => onDisable(user)}>
              {t('users.disable')}
            </Button>
          ) : (
            <Button size="small" onClick={() => onEnable(user)}>
              {t('users.enable')}
            </Button>
          )}
          <Button size="small" onClick={() => onSendLink(user)} disabled={!user.active}>
            {t(user.invitationPending ? 'users.resendInvitation' : 'users.sendLink')}
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <SimpleTable
      label={t('routes.secretaryUsers')}
      columns={columns}
      rows={users}
      rowKey={(user) => user.uid}
      rowProps={(user) => ({ 'data-testid': `user-row-${user.email}` })}
      emptyText={t('users.empty')}
      rounded
      hover
    />
  );
}

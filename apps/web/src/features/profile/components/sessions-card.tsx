import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { ActiveSession } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { type Column, QueryTable } from '../../../components/simple-table';
import { useSubmit } from '../../../components/use-submit';
import { formatDateTime } from '../../../lib/format';
import { sessionsQuery, useRevokeSession } from '../api';

/** Own active sessions: device, address, dates; any but this one can be closed. */
export function SessionsCard() {
  const { t } = useTranslation();
  const headingId = useId();
  const sessions = useQuery(sessionsQuery);
  const revoke = useRevokeSession();
  const submit = useSubmit();
  const [busyId, setBusyId] = useState<string | null>(null);

  const close = async (session: ActiveSession) => {
    setBusyId(session.id);
    await submit.run(async () => {
      await revoke.mutateAsync(session.id);
      return t('profile.sessions.closed');
    });
    setBusyId(null);
  };

  const columns: Column<ActiveSession>[] = [
    {
      key: 'device',
      header: t('profile.sessions.device'),
      cell: (s) => (
        <span title={s.userAgent ?? undefined}>{s.device ?? s.userAgent?.slice(0, 60) ?? t('profile.sessions.unknownDevice')}</span>
      ),
    },
    { key: 'ip', header: t('profile.sessions.ip'), cell: (s) => s.ipAddress ?? '—' },
    { key: 'created', header: t('profile.sessions.created'), cell: (s) => formatDateTime(s.createdAt) },
    { key: 'expires', header: t('profile.sessions.expires'), cell: (s) => formatDateTime(s.expiresAt) },
    {
      key: 'actions',
      header: t('common.actions'),
      align: 'right',
      cell: (s) =>
        s.current ? (
          <Chip size="small" label={t('profile.sessions.current')} />
        ) : (
          <Button size="small" onClick={() => void close(s)} disabled={busyId === s.id}>
            {t('profile.sessions.close')}
          </Button>
        ),
    },
  ];

  return (
    <SectionCard title={t('profile.sessions.title')} headingId={headingId}>
      <QueryTable
        query={sessions}
        empty={<Alert severity="info">{t('profile.sessions.none')}</Alert>}
        frame="plain"
        size="small"
        labelledBy={headingId}
        columns={columns}
        rowKey={(s) => s.id}
        emptyText={t('profile.sessions.none')}
      />
    </SectionCard>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { MailMessage, MailMessageDetail, MailRecipientStatus } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/query-state';
import { type Column, SimpleTable } from '../../../components/simple-table';
import { formatDateTime } from '../../../lib/format';
import { type MailScope, mailMessageQuery, mailMessagesQuery } from '../api';

const COLOR: Record<MailRecipientStatus, 'default' | 'success' | 'error'> = { pendiente: 'default', enviado: 'success', fallido: 'error' };

/** The messages sent, newest first, with their delivery counts; one opens to each recipient's status. */
export function MessageHistory({ scope }: { scope: MailScope }) {
  const { t } = useTranslation();
  const messages = useQuery(mailMessagesQuery(scope));
  const [open, setOpen] = useState<string | null>(null);
  const columns: Column<MailMessage>[] = [
    { key: 'date', header: t('mail.history.date'), cell: (m) => formatDateTime(m.createdAt) },
    {
      key: 'subject',
      header: t('mail.history.subject'),
      cell: (m) => (
        <>
          {m.subject}
          {m.attachments.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('mail.attachments.list', { names: m.attachments.map((f) => f.name).join(', ') })}
            </Typography>
          )}
        </>
      ),
    },
    { key: 'by', header: t('mail.history.by'), cell: (m) => m.createdByName },
    {
      key: 'status',
      header: t('mail.history.status'),
      cell: (m) =>
        t('mail.history.counts', {
          total: m.recipientCount,
          sent: m.statuses.enviado,
          failed: m.statuses.fallido,
          pending: m.statuses.pendiente,
        }),
    },
    {
      key: 'open',
      header: '',
      align: 'right',
      cell: (m) => (
        <Button size="small" onClick={() => setOpen(open === m.id ? null : m.id)} aria-expanded={open === m.id}>
          {t('mail.history.recipients')}
        </Button>
      ),
    },
  ];
  return (
    <QueryView query={messages}>
      {(rows) => (
        <Box>
          <SimpleTable
            columns={columns}
            rows={rows}
            rowKey={(m) => m.id}
            emptyText={t('mail.history.empty')}
            label={t('mail.history.title')}
          />
          {open && <MessageRecipients scope={scope} id={open} />}
        </Box>
      )}
    </QueryView>
  );
}

function MessageRecipients({ scope, id }: { scope: MailScope; id: string }) {
  const { t } = useTranslation();
  const detail = useQuery(mailMessageQuery(scope, id));
  const columns: Column<MailMessageDetail['recipients'][number]>[] = [
    { key: 'name', header: t('mail.history.name'), cell: (r) => r.name },
    { key: 'email', header: t('mail.history.email'), cell: (r) => r.email },
    {
      key: 'status',
      header: t('mail.history.status'),
      cell: (r) => <Chip size="small" color={COLOR[r.status]} label={t(`mail.status.${r.status}`)} />,
    },
    { key: 'error', header: t('mail.history.error'), cell: (r) => r.error ?? '' },
  ];
  return (
    <QueryView query={detail}>
      {(message) => (
        <Box sx={{ mt: 2 }} role="region" aria-label={message.subject}>
          <Typography variant="h6" component="h3" gutterBottom>
            {message.subject}
          </Typography>
          {message.statuses.fallido > 0 && <Alert severity="warning">{t('mail.history.someFailed')}</Alert>}
          <SimpleTable
            columns={columns}
            rows={message.recipients}
            rowKey={(r) => r.email}
            emptyText={t('mail.history.empty')}
            label={t('mail.history.recipients')}
            size="small"
          />
        </Box>
      )}
    </QueryView>
  );
}

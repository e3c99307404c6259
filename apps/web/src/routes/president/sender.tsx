import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { MailRecipients } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { lazySection } from '../../components/on-demand';
import { PageHeader } from '../../components/page-header';
import { SectionCard } from '../../components/section-card';
import { myCapabilitiesQuery } from '../../data/capabilities';
import { commissionQuery } from '../../data/commissions';
import { commissionDelegatesQuery } from '../../data/commission-delegates';
import { delegationsQuery } from '../../features/delegations/api';
import { MailComposer } from '../../features/mail/components/mail-composer';
import { RecipientPicker } from '../../features/mail/components/recipient-picker';

/** The history sits below the composer: it loads after the first paint, with its data (the route's budget, decision 025). */
const MessageHistory = lazySection(() => import('../../features/mail/components/message-history').then((m) => m.MessageHistory), 160);

/** /president/sender/:id (Email): write to the commission's delegates, and the history of messages sent. */
export default function PresidentSenderPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const commission = useQuery(commissionQuery(id));
  const delegations = useQuery(delegationsQuery(id));
  const delegates = useQuery(commissionDelegatesQuery(id));
  const [recipients, setRecipients] = useState<MailRecipients | null>({ kind: 'commission' });
  // The server refuses a chair without «mail.send» (Permisos); the page says so before anything is written.
  const mayWrite = useQuery(myCapabilitiesQuery).data?.['mail.send'] !== false;

  const delegationOptions = useMemo(() => (delegations.data ?? []).map((d) => ({ id: d.id, label: d.name })), [delegations.data]);
  const delegateOptions = useMemo(
    () =>
      (delegates.data ?? [])
        .filter((d) => d.status !== 'retirado')
        .map((d) => ({ id: d.id, label: `${d.firstNames} ${d.lastNames}${d.delegationName ? ` · ${d.delegationName}` : ''}` })),
    [delegates.data],
  );

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <PageHeader title={t('routes.presidentSender')} subtitle={commission.data && t('mail.subtitle', { name: commission.data.name })} />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <SectionCard title={t('mail.composeTitle')}>
          {mayWrite ? (
            <MailComposer
              scope={id}
              recipients={recipients}
              picker={<RecipientPicker delegations={delegationOptions} delegates={delegateOptions} onChange={setRecipients} />}
            />
          ) : (
            <Alert severity="info">{t('mail.noPermission')}</Alert>
          )}
        </SectionCard>
        <SectionCard title={t('mail.history.title')}>
          <MessageHistory scope={id} />
        </SectionCard>
      </Box>
    </Box>
  );
}

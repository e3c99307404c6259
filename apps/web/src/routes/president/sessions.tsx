import Box from '@mui/material/Box';
import { type LiveState, PAGE_DRAWN_AT } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageFallback } from '../../components/query-state';
import { UntilHydrated } from '../../components/until-hydrated';
import { commissionQuery } from '../../data/commissions';
import { commissionDelegatesQuery } from '../../data/commission-delegates';
import { useLiveCommands } from '../../features/live/commands';
import { useLive } from '../../features/live/use-live';
import { liveUrls } from '../../features/session-console/api';
import { SessionConsole } from '../../features/session-console/components/session-console';
import { pageData } from '../../lib/page-data';

/**
 * /president/sessions/:id (Sesión): the chair's live console of the commission, over the live client. The server draws
 * it for the chair's session with the commission, its delegates and its live state (decision 041): the page hydrates
 * with that state and the time it was drawn at, then follows the stream.
 */
export default function PresidentSessionsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const commission = useQuery(commissionQuery(id));
  const delegates = useQuery(commissionDelegatesQuery(id));
  const urls = liveUrls(id);
  const [drawn] = useState(() => ({ state: pageData<LiveState>(urls.state) ?? null, at: pageData<number>(PAGE_DRAWN_AT) }));
  const feed = useLive(urls.events, drawn.state);
  const commands = useLiveCommands(urls.commands, feed);
  // The roll call marks each seated delegate still taking part.
  const seated = useMemo(
    () =>
      (delegates.data ?? []).flatMap((d) =>
        d.delegationId && d.status !== 'retirado' ? [{ id: d.id, delegationId: d.delegationId }] : [],
      ),
    [delegates.data],
  );
  if (!commission.isSuccess) return <PageFallback title={t('routes.presidentSessions')} query={commission} />;
  return (
    <Box sx={{ maxWidth: 1600 }}>
      {/* Drawn by the server, its buttons work once the page has hydrated: until then they cannot be pressed. */}
      <UntilHydrated>
        <SessionConsole
          commissionId={id}
          commissionName={commission.data.name}
          delegates={seated}
          drawnAt={drawn.at}
          live={{
            ...commands,
            state: feed.state,
            error: feed.error,
            connection: feed.connection,
            clock: feed.clock,
            ballots: feed.ballots,
            requestsHeard: feed.requestsHeard,
            papersHeard: feed.papersHeard,
          }}
        />
      </UntilHydrated>
    </Box>
  );
}

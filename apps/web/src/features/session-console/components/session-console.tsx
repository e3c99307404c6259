import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { LiveState } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { memo, type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/query-state';
import { lazyDialog, lazySection, lazyTab } from '../../../components/on-demand';
import { UrlTabs } from '../../../components/url-tabs';
import { requestQueueQuery } from '../api';
import { withLaterTexts } from '../later';
import {
  type ConsoleAction,
  ConsoleContext,
  type ConsoleHeard,
  ConsoleHeardContext,
  type ConsoleLink,
  ConsoleLinkContext,
  type ConsoleLive,
  ConsoleNow,
  type ConsoleValue,
  type SeatedDelegate,
  useConsole,
  useConsoleHeard,
  useHeldStore,
} from '../use-console';
import { CaucusPanel } from './caucus-panel';
import { ConsoleHeader } from './console-header';
import { RefusedActions } from './refused-actions';
import { RollCallTab } from './roll-call-tab';
import { ShortcutsHelp, useConsoleShortcuts } from './shortcuts';
import { SpeakersList } from './speakers-list';
import { SpeechPanel } from './speech-panel';

interface Props<A extends ConsoleAction> {
  commissionId: string;
  /** The live client: state, clock reading and command queue. */
  live: ConsoleLive<A>;
  /** The time the server drew the console at (decision 041): its timers hydrate as they were sent. */
  drawnAt?: number | undefined;
  commissionName: string;
  /** The commission's seated delegates (the roll call marks each of them). */
  delegates: readonly SeatedDelegate[];
}

// The roll call is the tab the console opens on; the others load after the first paint (decision 025), with the texts
// only such parts read (`withLaterTexts`, decision 032).
const MotionsTab = lazyTab(() => withLaterTexts(import('./motions-tab')).then((m) => m.MotionsTab), 320);
const VotingTab = lazyTab(() => withLaterTexts(import('./voting-tab')).then((m) => m.VotingTab), 320);
const RequestsTab = lazyTab(() => withLaterTexts(import('./requests-tab')).then((m) => m.RequestsTab), 320);
const WarningsTab = lazyTab(() => import('./warnings-tab').then((m) => m.WarningsTab), 320);
const ActaTab = lazyTab(() => withLaterTexts(import('./acta-tab')).then((m) => m.ActaTab), 320);

// The speaking time's chart (MUI's charts) loads after the console paints.
const SpeakingStatistics = lazyTab(() => withLaterTexts(import('./speaking-statistics')).then((m) => m.SpeakingStatistics), 160);

// The sessions scheduled ahead show only while none is open: their list (asked after the console paints) and its
// buttons load when they are drawn.
const ScheduledSessions = lazySection(() => withLaterTexts(import('./scheduled-sessions')).then((m) => m.ScheduledSessions), 120);

const UndoDialog = lazyDialog(() => import('./undo-dialog').then((m) => m.UndoDialog));

// The floor's column and the roll call read the live state and the clock themselves (`useConsole`, `useConsoleNow`):
// drawn again by those, not by the tabs' label when the phones' requests are read (79 ms on Lighthouse's phone, each
// time the queue came in after the console hydrated).
const FloorColumn = memo(function FloorColumn() {
  return (
    <Stack spacing={2}>
      <CaucusPanel />
      <SpeechPanel />
      <SpeakersList />
      <SpeakingStatistics />
      <ShortcutsHelp />
    </Stack>
  );
});
const RollCallPanel = memo(RollCallTab);

const TABS = ['lista', 'solicitudes', 'mociones', 'votacion', 'amonestaciones', 'acta'] as const;
const PANELS: Record<(typeof TABS)[number], () => ReactNode> = {
  lista: () => <RollCallPanel />,
  solicitudes: () => <RequestsTab />,
  mociones: () => <MotionsTab />,
  votacion: () => <VotingTab />,
  amonestaciones: () => <WarningsTab />,
  acta: () => <ActaTab />,
};

/**
 * The floor column and the side tabs, once the state is known. Memoised, as its tabs' labels: MUI's Tabs measures its
 * tabs after each of its renders (a layout of the page forced there), so it is drawn again only when a label changes.
 */
const ConsoleBody = memo(function ConsoleBody({ commissionName, onUndo }: { commissionName: string; onUndo: () => void }) {
  const { t } = useTranslation();
  const { commissionId, state } = useConsole();
  const { requestsHeard } = useConsoleHeard();
  useConsoleShortcuts(onUndo);
  // The requests from phones waiting, on the tab's label: the chair sees a placard raised from any tab (decision 037).
  const queue = useQuery({
    ...requestQueueQuery(commissionId, state.version, requestsHeard),
    enabled: state.session?.status === 'en_curso',
  });
  const waiting = state.session?.status === 'en_curso' ? (queue.data?.items.length ?? 0) : 0;
  const tabs = useMemo(
    () =>
      TABS.map((value) => ({
        value,
        label:
          value === 'solicitudes' && waiting > 0
            ? t('sessionConsole.tabs.solicitudesWaiting', { count: waiting })
            : t(`sessionConsole.tabs.${value}`),
      })),
    [t, waiting],
  );
  return (
    <>
      <ConsoleHeader commissionName={commissionName} onUndo={onUndo} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
        }}
      >
        <FloorColumn />
        <Paper
          variant="outlined"
          sx={{ p: 2, maxHeight: { md: 'calc(100vh - 200px)' }, overflowY: { md: 'auto' }, position: { md: 'sticky' }, top: { md: 80 } }}
        >
          <UrlTabs label={t('sessionConsole.tabs.label')} tabs={tabs} fallback="lista">
            {(selected) => PANELS[selected as (typeof TABS)[number]]()}
          </UrlTabs>
        </Paper>
      </Box>
    </>
  );
});

/**
 * The chair's live console (PRODUCT §5 sessions/{id}) over the live client the page hands it: the commission's
 * state as the stream brings it, and each action through the one command queue (retried with the same action
 * id while the connection is lost).
 */
export function SessionConsole<A extends ConsoleAction>({ commissionId, commissionName, delegates, live, drawnAt }: Props<A>) {
  const { t } = useTranslation();
  const [undoing, setUndoing] = useState(false);
  const byDelegation = useMemo(() => {
    const map = new Map<string, SeatedDelegate[]>();
    for (const d of delegates) map.set(d.delegationId, [...(map.get(d.delegationId) ?? []), d]);
    return map;
  }, [delegates]);
  const state: LiveState | null = live.state;
  const names = useMemo(() => new Map((state?.attendance ?? []).map((d) => [d.delegationId, d.name])), [state?.attendance]);
  // The state's context changes only with the state; the stream's opening (the link, the counts heard) or an action sent
  // reach the parts that show those through stores (`useHeldStore`), not every part that reads the state.
  const send = live.send;
  const value = useMemo<ConsoleValue | null>(
    () => (state ? { commissionId, state, send, names, delegates: byDelegation } : null),
    [commissionId, state, send, names, byDelegation],
  );
  const link = useHeldStore(
    useMemo<ConsoleLink>(
      () => ({ connection: live.connection, queue: live.queue, waiting: live.waiting }),
      [live.connection, live.queue, live.waiting],
    ),
  );
  const ballots = live.ballots ?? null;
  const requestsHeard = live.requestsHeard ?? 0;
  const papersHeard = live.papersHeard ?? 0;
  const heard = useHeldStore(useMemo<ConsoleHeard>(() => ({ ballots, requestsHeard, papersHeard }), [ballots, requestsHeard, papersHeard]));
  const onUndo = useCallback(() => setUndoing(true), []);

  if (!state || !value) {
    if (!live.error) return <Loading />;
    return <Alert severity="error">{t(live.error === 'revoked' ? 'sessionConsole.revokedStream' : 'sessionConsole.refusedStream')}</Alert>;
  }
  return (
    <ConsoleContext.Provider value={value}>
      <ConsoleLinkContext.Provider value={link}>
        <ConsoleHeardContext.Provider value={heard}>
          <ConsoleNow clock={live.clock} startAt={drawnAt}>
            <RefusedActions refused={live.refused} repeat={live.repeat} dismiss={live.dismiss} />
            {state.session?.status === 'suspendida' && (
              <Alert severity="warning" sx={{ mb: 2 }}>
                {t('sessionConsole.session.suspendedHint')}
              </Alert>
            )}
            {!state.session && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {t('sessionConsole.session.noneHint')}
              </Alert>
            )}
            {!state.session && <ScheduledSessions />}
            <ConsoleBody commissionName={commissionName} onUndo={onUndo} />
            {undoing && (
              <UndoDialog
                open
                onConfirm={() => {
                  live.send({ type: 'action.undo' });
                  setUndoing(false);
                }}
                onClose={() => setUndoing(false)}
              />
            )}
          </ConsoleNow>
        </ConsoleHeardContext.Provider>
      </ConsoleLinkContext.Provider>
    </ConsoleContext.Provider>
  );
}

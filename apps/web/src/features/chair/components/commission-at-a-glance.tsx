import EventNote from '@mui/icons-material/EventNote';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutline';
import Settings from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type LiveState, routePath } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryView } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { formatDateTime } from '../../../lib/format';
import { chairLiveQuery } from '../api';

/** Present members of the latest roll call against the members, and whether each quorum is reached. */
export function AttendanceFigures({ state }: { state: LiveState }) {
  const { t } = useTranslation();
  const q = state.quorum;
  const quorumChip = (reached: boolean, label: string) => (
    <Chip size="small" color={reached ? 'success' : 'default'} variant={reached ? 'filled' : 'outlined'} label={label} />
  );
  return (
    <Box data-testid="chair-attendance">
      <Typography variant="h3" component="p" sx={{ fontWeight: 600 }}>
        {t('chairPanel.glance.presentOf', { present: q.present, count: q.members })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={q.members ? (100 * q.present) / q.members : 0}
        aria-label={t('chairPanel.glance.presentOf', { present: q.present, count: q.members })}
        sx={{ height: 8, borderRadius: 4, my: 1.5 }}
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {quorumChip(
          q.hasDebateQuorum,
          t(q.hasDebateQuorum ? 'chairPanel.glance.debateYes' : 'chairPanel.glance.debateNo', { required: q.debateRequired }),
        )}
        {quorumChip(
          q.hasDecisionQuorum,
          t(q.hasDecisionQuorum ? 'chairPanel.glance.decisionYes' : 'chairPanel.glance.decisionNo', { required: q.decisionRequired }),
        )}
      </Stack>
    </Box>
  );
}

/** The open session, else the next scheduled one, else none; with its roll call and the way into the console. */
function SessionLine({ state, commissionId }: { state: LiveState; commissionId: string }) {
  const { t } = useTranslation();
  const s = state.session;
  const next = state.nextSession;
  return (
    <Box data-testid="chair-session">
      <Typography variant="subtitle2" color="text.secondary">
        {t('chairPanel.glance.session')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {s ? (
          // A chip is a <div>: the line is one too (a <p> cannot hold it).
          <Typography component="div">
            {t('chairPanel.glance.sessionOpen', { number: s.number, title: s.title })}{' '}
            <Chip size="small" label={t(`chairPanel.sessionStatus.${s.status}`)} />
          </Typography>
        ) : next ? (
          <Typography component="div">
            {t('chairPanel.glance.nextSession', { title: next.title, at: formatDateTime(next.startsAt) })}{' '}
            <Chip size="small" label={t('chairPanel.sessionStatus.programada')} />
          </Typography>
        ) : (
          <Typography>{t('chairPanel.glance.noSession')}</Typography>
        )}
        {(s || next) && (
          <Button size="small" variant="contained" component={RouterLink} to={routePath('presidentSessions', commissionId)}>
            {t(s ? 'chairPanel.glance.toConsole' : 'chairPanel.glance.openInConsole')}
          </Button>
        )}
      </Stack>
      {state.rollCall && (
        <Typography color="text.secondary" variant="body2">
          {t('chairPanel.glance.rollCallOpen', {
            mode: t(`chairPanel.modes.${state.rollCall.mode}`),
            at: formatDateTime(state.rollCall.openedAt),
          })}
        </Typography>
      )}
    </Box>
  );
}

/** The chair dashboard's live card: attendance of the latest roll call, quorum, the session, and the way into each area. */
export function CommissionAtAGlance({ commissionId }: { commissionId: string }) {
  const { t } = useTranslation();
  const live = useQuery(chairLiveQuery(commissionId));
  const links = [
    { key: 'presidentSessions', label: t('chairPanel.glance.toSession'), icon: <PlayCircleOutline /> },
    { key: 'presidentMeetings', label: t('chairPanel.glance.toMeetings'), icon: <EventNote /> },
    { key: 'presidentSettings', label: t('chairPanel.glance.toSettings'), icon: <Settings /> },
  ] as const;
  return (
    <SectionCard title={t('chairPanel.glance.title')}>
      <QueryView query={live}>
        {(state) => (
          <Stack spacing={2}>
            <AttendanceFigures state={state} />
            <SessionLine state={state} commissionId={commissionId} />
          </Stack>
        )}
      </QueryView>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}
        component="nav"
        aria-label={t('chairPanel.glance.areas')}
      >
        {links.map((l) => (
          <Button key={l.key} component={RouterLink} to={routePath(l.key, commissionId)} variant="outlined" startIcon={l.icon}>
            {l.label}
          </Button>
        ))}
      </Stack>
    </SectionCard>
  );
}

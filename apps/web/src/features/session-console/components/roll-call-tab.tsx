import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type RollCallStatus, votesNeededOf } from '@quorum/shared';
import { useTranslation } from 'react-i18next';
import { RollCallOpenings } from '../../../components/roll-call-openings';
import { withLaterTexts } from '../later';
import { roomOf } from '../room';
import { useConsole } from '../use-console';
import { lazySection } from '../../../components/on-demand';

/** The delegations' phones, below the roll call: loaded after the console's first paint (decision 032). */
const RoomPhones = lazySection(() => withLaterTexts(import('./room-phones')).then((m) => m.RoomPhones), 120);
/** The self check-ins' evidence (its picker of roll calls brings MUI's menu along): after the console's first paint. */
const SelfCheckIns = lazySection(() => withLaterTexts(import('./self-check-ins')).then((m) => m.SelfCheckIns), 120);

/** «Quórum: N de M — debate sí/no, votación sí/no» and the votes a simple majority and two thirds need now. */
function QuorumLine() {
  const { t } = useTranslation();
  const { state } = useConsole();
  const { quorum, rules } = state;
  const needed = votesNeededOf(roomOf(state), rules);
  const yesNo = (v: boolean) => t(v ? 'sessionConsole.rollCall.yes' : 'sessionConsole.rollCall.no');
  return (
    <Stack spacing={0.5} role="status" aria-live="polite" data-testid="quorum">
      <Typography sx={{ fontWeight: 600 }}>
        {t('sessionConsole.rollCall.quorum', {
          present: quorum.present,
          members: quorum.members,
          debate: yesNo(quorum.hasDebateQuorum),
          decision: yesNo(quorum.hasDecisionQuorum),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('sessionConsole.rollCall.needed', { simple: needed.simple, twoThirds: needed.twoThirds, base: needed.base })}
      </Typography>
    </Stack>
  );
}

/** The roll call: one row per delegation; one tap marks every seated delegate of it. */
export function RollCallTab() {
  const { t } = useTranslation();
  const { state, send, delegates } = useConsole();
  const rollCall = state.rollCall;
  const statuses: RollCallStatus[] = state.rules.usesPresentAndVoting
    ? ['presente', 'presente_y_votando', 'ausente']
    : ['presente', 'ausente'];
  const mark = (delegationId: string, status: RollCallStatus) => {
    if (!rollCall) return;
    for (const d of delegates.get(delegationId) ?? []) send({ type: 'rollCall.mark', rollCallId: rollCall.id, delegateId: d.id, status });
  };
  return (
    <Stack spacing={2}>
      <QuorumLine />
      {rollCall ? (
        <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => send({ type: 'rollCall.close' })}>
          {t('sessionConsole.rollCall.close')}
        </Button>
      ) : (
        <RollCallOpenings onOpen={(mode) => send({ type: 'rollCall.open', mode })} />
      )}
      {!rollCall && <Alert severity="info">{t('sessionConsole.rollCall.closedHint')}</Alert>}
      {state.attendance.length === 0 && <Alert severity="info">{t('sessionConsole.rollCall.noDelegations')}</Alert>}
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {state.attendance.map((d) => {
          const seated = delegates.get(d.delegationId)?.length ?? 0;
          return (
            <Stack
              key={d.delegationId}
              component="li"
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
              data-testid="roll-call-row"
            >
              <div>
                <Typography>{d.name}</Typography>
                {d.kind !== 'miembro' && (
                  <Typography variant="caption" color="text.secondary">
                    {t(`delegationKinds.${d.kind}`)}
                  </Typography>
                )}
                {seated === 0 && (
                  <Typography variant="caption" color="text.secondary" component="p">
                    {t('sessionConsole.rollCall.noDelegates')}
                  </Typography>
                )}
              </div>
              <ToggleButtonGroup
                exclusive
                size="small"
                value={d.status}
                aria-label={t('sessionConsole.rollCall.statusOf', { name: d.name })}
                disabled={!rollCall || seated === 0}
                onChange={(_e, value: RollCallStatus | null) => value && value !== d.status && mark(d.delegationId, value)}
              >
                {statuses.map((s) => (
                  <ToggleButton key={s} value={s} color={s === 'ausente' ? 'standard' : 'success'}>
                    {t(`sessionConsole.rollCall.status.${s}`)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </Stack>
          );
        })}
      </Stack>
      {/* The open self roll call's check-ins; with none open, the last one's (a chair's roll call hides them). */}
      {(rollCall === null || rollCall.mode === 'self') && <SelfCheckIns open={rollCall !== null} />}
      <RoomPhones />
    </Stack>
  );
}

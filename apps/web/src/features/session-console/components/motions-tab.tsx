import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Floor, motionMajority } from '@quorum/shared';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { IntegerField, parseInteger } from '../../../components/integer-field';
import { useConsole } from '../use-console';
import { MotionForm } from './motion-form';
import { PlacardProblem, usePlacardCheck } from './placard-problem';

type Motion = Floor['motions'][number];

/** A motion in words: its kind and its parameters. */
function motionText(t: TFunction, m: Motion): string {
  const kind = t(`sessionConsole.motions.kinds.${m.kind}`);
  switch (m.kind) {
    case 'caucus_moderado':
      return t('sessionConsole.motions.moderatedText', { kind, topic: m.topic, minutes: m.totalSeconds / 60, seconds: m.speakerSeconds });
    case 'caucus_no_moderado':
    case 'extension_caucus':
      return t('sessionConsole.motions.timedText', { kind, minutes: m.totalSeconds / 60 });
    case 'introduccion_proyecto':
      return m.title ? `${kind}: ${m.title}` : kind;
    case 'otra':
      return m.description;
    default:
      return kind;
  }
}

/** The vote of a motion by placards: a favor and en contra. */
function VoteMotionDialog({ motion, onClose }: { motion: Motion; onClose: () => void }) {
  const { t } = useTranslation();
  const { state, send } = useConsole();
  const [yes, setYes] = useState('');
  const [no, setNo] = useState('');
  const y = parseInteger(yes);
  const n = parseInteger(no);
  const { ready, problem } = usePlacardCheck(
    state,
    { yes: y, no: n, abstain: 0 },
    { substantive: false, majority: motionMajority(motion, state.catalogue) },
  );
  return (
    <FormDialog
      title={t('sessionConsole.motions.voteTitle', { motion: motionText(t, motion) })}
      submitLabel={t('sessionConsole.motions.record')}
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready || y === undefined || n === undefined) return;
        send({ type: 'motion.vote', motionId: motion.id, yes: y, no: n });
        onClose();
      }}
      onClose={onClose}
      busy={!ready}
      maxWidth="xs"
    >
      <Stack direction="row" spacing={2}>
        <IntegerField
          autoFocus
          label={t('sessionConsoleLater.votes.yes')}
          value={yes}
          onChange={(e) => setYes(e.target.value)}
          slotProps={{ htmlInput: { min: 0 } }}
        />
        <IntegerField
          label={t('sessionConsoleLater.votes.no')}
          value={no}
          onChange={(e) => setNo(e.target.value)}
          slotProps={{ htmlInput: { min: 0 } }}
        />
      </Stack>
      <PlacardProblem problem={problem} />
    </FormDialog>
  );
}

/** «Mociones»: enter one; the pending ones in the catalogue's order with its majority, to vote or withdraw. */
export function MotionsTab() {
  const { t } = useTranslation();
  const { state, send, names } = useConsole();
  const [voting, setVoting] = useState<Motion | null>(null);
  const motions = state.floor.motions;
  return (
    <Stack spacing={2}>
      <MotionForm />
      <Divider />
      <Typography variant="h6" component="h3">
        {t('sessionConsole.motions.pending')}
      </Typography>
      {motions.length === 0 && <Typography color="text.secondary">{t('sessionConsole.motions.none')}</Typography>}
      <Stack spacing={1} component="ol" sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {motions.map((m, i) => (
          <Paper key={m.id} component="li" variant="outlined" sx={{ p: 1.5 }} data-testid="pending-motion">
            <Typography sx={{ fontWeight: 600 }}>
              {i + 1}. {motionText(t, m)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('motionForm.majorityOf', { majority: t(`motionForm.majorities.${motionMajority(m, state.catalogue)}`) })}
              {m.delegationId ? ` · ${names.get(m.delegationId) ?? ''}` : ''}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <Button size="small" variant="contained" onClick={() => setVoting(m)}>
                {t('sessionConsole.motions.vote')}
              </Button>
              <Button size="small" onClick={() => send({ type: 'motion.withdraw', motionId: m.id })}>
                {t('sessionConsole.motions.withdraw')}
              </Button>
            </Stack>
          </Paper>
        ))}
      </Stack>
      {voting && <VoteMotionDialog motion={voting} onClose={() => setVoting(null)} />}
    </Stack>
  );
}

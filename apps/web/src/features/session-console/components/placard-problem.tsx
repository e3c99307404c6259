import FormHelperText from '@mui/material/FormHelperText';
import { type LiveState, placardResult, type VoteSubject, votersOf } from '@quorum/shared';
import { useTranslation } from 'react-i18next';
import { roomOf } from '../room';

/** Counts typed for a placard vote; a count not typed yet is undefined. */
export interface PlacardCounts {
  yes: number | undefined;
  no: number | undefined;
  abstain: number | undefined;
  vetoHoldersAgainst?: string[];
}

/**
 * Whether typed placard counts can be recorded, by the same rule the server applies (`placardResult`): `ready`
 * once every count is typed and possible; `problem`, the words that say why not (none while a count is missing).
 */
export function usePlacardCheck(state: LiveState, counts: PlacardCounts, subject: VoteSubject): { ready: boolean; problem: string | null } {
  const { t } = useTranslation();
  const { yes, no, abstain } = counts;
  if (yes === undefined || no === undefined || abstain === undefined) return { ready: false, problem: null };
  const room = roomOf(state);
  const ruling = placardResult({ yes, no, abstain, vetoHoldersAgainst: counts.vetoHoldersAgainst }, room, state.rules, subject);
  if (ruling.ok) return { ready: true, problem: null };
  if (ruling.code === 'VOTE_COUNTS_IMPOSSIBLE')
    return {
      ready: false,
      problem: t('sessionConsoleLater.votes.tooMany', {
        total: yes + no + abstain,
        count: votersOf(room, state.rules, subject.substantive).length,
      }),
    };
  return { ready: false, problem: t(`errors.${ruling.code}`) };
}

/** Why the counts cannot be recorded, under the fields (announced as it changes). */
export function PlacardProblem({ problem }: { problem: string | null }) {
  return (
    <FormHelperText error role="status" aria-live="polite" data-testid="placard-problem" sx={{ minHeight: '1.5em' }}>
      {problem ?? ''}
    </FormHelperText>
  );
}

import type { CommissionKind, CommissionRules, Fraction, MajorityBase } from '../schemas';
import { defaultDebateQuorum, fractionFromDecimal } from './quorum';

/** The settings every rule of procedure reads, worked out once from a commission. */
export interface ProcedureRules {
  kind: CommissionKind;
  debateQuorum: Fraction;
  majorityBase: MajorityBase;
  usesPresentAndVoting: boolean;
  observersVoteOnMotions: boolean;
  /** Affirmative votes a Security Council decision needs; null in any other kind of commission. */
  securityCouncilVotes: number | null;
  /** Warning before a speaker's time runs out, in ms. */
  warningMs: number;
  /** Default speaking time of a speech from the list, in ms. */
  speakingMs: number;
}

/** A commission's rules as its procedure reads them: integer quorum, Security Council votes only where they apply. */
export function procedureRulesOf(commission: { kind: CommissionKind; rules: Partial<CommissionRules> }): ProcedureRules {
  const { kind, rules } = commission;
  return {
    kind,
    debateQuorum:
      rules.debateQuorum ?? (rules.quorumFraction === undefined ? defaultDebateQuorum(kind) : fractionFromDecimal(rules.quorumFraction)),
    majorityBase: rules.majorityBase ?? 'presentes',
    usesPresentAndVoting: rules.usesPresentAndVoting ?? true,
    observersVoteOnMotions: rules.observersVoteOnMotions ?? false,
    securityCouncilVotes: kind === 'consejo_seguridad' ? (rules.securityCouncilVotes ?? 9) : null,
    warningMs: (rules.warningSeconds ?? 10) * 1000,
    speakingMs: (rules.speakingTimeSeconds ?? 90) * 1000,
  };
}

/**
 * Rules as stored: the debate quorum as a fraction of integers (the one given, else `fallback`) and the older
 * decimal `quorumFraction` kept in step with it, so both say the same.
 */
export function rulesWithDebateQuorum(rules: CommissionRules, fallback: Fraction): CommissionRules {
  const debateQuorum = rules.debateQuorum ?? fallback;
  return { ...rules, debateQuorum, quorumFraction: Math.max(0.01, debateQuorum.numerator / debateQuorum.denominator) };
}

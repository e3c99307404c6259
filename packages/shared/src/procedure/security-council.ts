/**
 * The Security Council's rule (`consejo_seguridad`): a decision needs an absolute number of affirmative votes
 * (9 unless the commission says otherwise) and, on substance only, no vote en contra from a veto holder. A
 * veto holder's abstention is not a veto.
 */

/** Whether a commission kind decides by the Security Council's rule. */
export function isSecurityCouncil(kind: string): boolean {
  return kind === 'consejo_seguridad';
}

/** Whether a Security Council decision passes: enough affirmative votes and no veto counted. */
export function securityCouncilPasses(yes: number, required: number, vetoes: number): boolean {
  return yes >= required && vetoes === 0;
}

/** The veto holders among the votes en contra (substance only; the caller says which vote this is). */
export function vetoesAmong<T extends { veto: boolean }>(votesAgainst: readonly T[]): T[] {
  return votesAgainst.filter((d) => d.veto);
}

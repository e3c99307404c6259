import { type AwardCandidate, attendancePercent, type EligibilityCheck } from '@quorum/shared';
import type { Attendance } from '../../domain/attendance/attendance';
import type { AwardCategoryRow } from './awards.repository';

/**
 * The category's rules for one candidate, given their attendance and whether their delegation has a position
 * paper (a `posicion` document it authored that was not rejected).
 */
export function eligibilityChecks(
  category: AwardCategoryRow,
  attendance: Attendance | undefined,
  hasPositionPaper: boolean,
): EligibilityCheck[] {
  const checks: EligibilityCheck[] = [];
  if (category.minAttendance !== null) {
    const rate = attendance?.rate ?? null;
    const percent = rate === null ? null : attendancePercent(rate);
    checks.push({
      rule: 'attendance',
      outcome: percent !== null && percent >= category.minAttendance ? 'ok' : 'fails',
      rate: percent,
      minimum: category.minAttendance,
    });
  }
  if (category.requiresPositionPaper === 1) checks.push({ rule: 'positionPaper', outcome: hasPositionPaper ? 'ok' : 'fails' });
  return checks;
}

/** A candidate of the category: eligible unless a rule fails. */
export function candidateOf(id: string, name: string, checks: EligibilityCheck[]): AwardCandidate {
  return { id, name, eligible: checks.every((c) => c.outcome !== 'fails'), checks };
}

/** Whether the commission's awards are locked (no assigning, notes or removing until the Gestor unlocks). */
export function isLocked(status: { lockedAt: string | null }): boolean {
  return status.lockedAt !== null;
}

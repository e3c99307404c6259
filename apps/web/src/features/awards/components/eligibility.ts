import type { AwardCandidate, EligibilityCheck } from '@quorum/shared';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../../lib/format';

/** One rule's outcome in words: «Asistencia 60 % (mínimo 80 %)», «Documento de posición: pendiente». */
function checkText(t: TFunction, check: EligibilityCheck): string {
  if (check.rule === 'attendance')
    return check.rate === null
      ? t('awards.reasons.attendanceNone', { min: check.minimum })
      : t('awards.reasons.attendance', { rate: formatNumber(check.rate, 1), min: check.minimum });
  return t(`awards.reasons.positionPaper.${check.outcome}`);
}

/** What to show beside a candidate: why they cannot be picked, then what is still pending. */
export function candidateNotes(t: TFunction, candidate: AwardCandidate): string {
  return candidate.checks
    .filter((c) => c.outcome !== 'ok')
    .map((c) => checkText(t, c))
    .join(' · ');
}

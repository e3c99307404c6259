import { type DocumentStatus, documentTransitionMessage, nextDocumentStatuses } from '@quorum/shared';
import { AppError } from '../../lib/errors';

/** Refuses a status change the document's life does not allow, and a rejection without its reason. */
export function assertTransition(from: DocumentStatus, to: DocumentStatus, comment: string | null): void {
  if (!nextDocumentStatuses(from).includes(to)) throw new AppError('DOCUMENT_STATUS_INVALID', documentTransitionMessage(from, to));
  if (to === 'rechazado' && !comment) throw new AppError('DOCUMENT_COMMENT_REQUIRED');
}

/** Each delegation once, the author not repeated among sponsors or signatories. */
export function delegationIdsOf(values: { authorDelegationId: string | null; sponsorIds: string[]; signatoryIds: string[] }): string[] {
  return [...new Set([...(values.authorDelegationId ? [values.authorDelegationId] : []), ...values.sponsorIds, ...values.signatoryIds])];
}

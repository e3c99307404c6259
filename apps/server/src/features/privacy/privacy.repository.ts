import type { Executor } from '../../db/database';
import type { DelegateRow } from '../../domain/delegates/delegates.store';

/** The privacy tools' SQL: everything stored about one delegate, and its erasure. */

/** Audit entries about a delegate, oldest first, with before/after parsed. */
export async function auditAbout(db: Executor, delegateId: string) {
  const rows = await db
    .selectFrom('auditLog')
    .leftJoin('profile', 'profile.uid', 'auditLog.actorId')
    .select(['auditLog.action', 'auditLog.createdAt', 'profile.name as actorName', 'auditLog.before', 'auditLog.after'])
    .where('auditLog.entity', '=', 'delegate')
    .where('auditLog.entityId', '=', delegateId)
    .orderBy('auditLog.createdAt', 'asc')
    .execute();
  return rows.map((r) => ({ ...r, before: r.before ? JSON.parse(r.before) : null, after: r.after ? JSON.parse(r.after) : null }));
}

/** Messages queued or sent to the delegate with their personal link (address and code match). */
export function mailsTo(db: Executor, row: DelegateRow) {
  return db
    .selectFrom('mailOutbox')
    .select(['id', 'subject', 'status', 'createdAt'])
    .where('to', '=', row.email)
    .where('text', 'like', `%${row.personalCode}%`)
    .orderBy('createdAt', 'asc')
    .execute();
}

/**
 * Erases a delegate: the row, the personal data kept in earlier audit entries about it (their
 * before/after; the entries themselves stay: who did what and when), and the mails with their personal link.
 */
export async function eraseDelegate(db: Executor, row: DelegateRow): Promise<void> {
  await db
    .updateTable('auditLog')
    .set({ before: null, after: null })
    .where('entity', '=', 'delegate')
    .where('entityId', '=', row.id)
    .execute();
  await db.deleteFrom('mailOutbox').where('to', '=', row.email).where('text', 'like', `%${row.personalCode}%`).execute();
  // Certificates already issued stay verifiable by code, with the name printed on them only (PRODUCT §8).
  await db.updateTable('certificate').set({ delegateId: null }).where('delegateId', '=', row.id).execute();
  await db.deleteFrom('delegate').where('id', '=', row.id).execute();
}

import type { ExpressionBuilder } from 'kysely';
import type { Executor } from '../../db/database';
import type { Database } from '../../db/schema';
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

/** The delegate's own mail: with their personal link (address and code match), or a mail message written to them. */
const toDelegate = (row: DelegateRow) => (eb: ExpressionBuilder<Database, 'mailOutbox'>) =>
  eb.or([eb('delegateId', '=', row.id), eb.and([eb('to', '=', row.email), eb('text', 'like', `%${row.personalCode}%`)])]);

/** Messages queued or sent to the delegate. */
export function mailsTo(db: Executor, row: DelegateRow) {
  return db
    .selectFrom('mailOutbox')
    .select(['id', 'subject', 'status', 'createdAt'])
    .where(toDelegate(row))
    .orderBy('createdAt', 'asc')
    .execute();
}

/** The phones the delegate opened their room on (decision 035): which browser, when; never the token's hash. */
export function roomDevicesOf(db: Executor, delegateId: string) {
  return db
    .selectFrom('roomDevice')
    .select(['label', 'createdAt', 'lastSeenAt', 'endedAt', 'endReason'])
    .where('delegateId', '=', delegateId)
    .orderBy('createdAt', 'asc')
    .execute();
}

/** The delegate's self check-ins at /meets: when, from which address and how (gone with the delegate). */
export function selfCheckInsOf(db: Executor, delegateId: string) {
  return db
    .selectFrom('selfCheckIn')
    .select(['rollCallId', 'address', 'way', 'checkedInAt'])
    .where('delegateId', '=', delegateId)
    .orderBy('checkedInAt', 'asc')
    .execute();
}

/**
 * Erases a delegate: the row, the personal data kept in earlier audit entries about it (their
 * before/after; the entries themselves stay: who did what and when), and the mails with their personal link. Their
 * self check-ins go with the row (foreign key, migration 024).
 */
export async function eraseDelegate(db: Executor, row: DelegateRow): Promise<void> {
  await db
    .updateTable('auditLog')
    .set({ before: null, after: null })
    .where('entity', '=', 'delegate')
    .where('entityId', '=', row.id)
    .execute();
  await db.deleteFrom('mailOutbox').where(toDelegate(row)).execute();
  // Certificates already issued stay verifiable by code, with the name printed on them only (PRODUCT §8).
  await db.updateTable('certificate').set({ delegateId: null }).where('delegateId', '=', row.id).execute();
  await db.deleteFrom('delegate').where('id', '=', row.id).execute();
}

import type { MailRecipientStatus } from '@quorum/shared';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';

/** Whether every one of the delegations belongs to the commission. */
export async function allDelegationsOf(db: Executor, commissionId: string, delegationIds: string[]): Promise<boolean> {
  const unique = [...new Set(delegationIds)];
  const row = await db
    .selectFrom('delegation')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('commissionId', '=', commissionId)
    .where('id', 'in', unique)
    .executeTakeFirstOrThrow();
  return Number(row.n) === unique.length;
}

const messageColumns = [
  'mailMessage.id',
  'mailMessage.commissionId',
  'mailMessage.subject',
  'mailMessage.body',
  'mailMessage.recipientsKind',
  'mailMessage.recipientCount',
  'mailMessage.createdByName',
  'mailMessage.createdAt',
] as const;

/** Messages, newest first: a commission's, or every one (null). */
export async function findMessages(db: Executor, commissionId: string | null) {
  let query = db.selectFrom('mailMessage').select(messageColumns).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(200);
  if (commissionId !== null) query = query.where('commissionId', '=', commissionId);
  return query.execute();
}

export async function findMessage(db: Executor, id: string) {
  return db.selectFrom('mailMessage').select(messageColumns).where('id', '=', id).executeTakeFirst();
}

/** Per message: how many recipients are pendiente, enviado, fallido. */
export async function statusCountsOf(db: Executor, messageIds: string[]): Promise<Map<string, Record<MailRecipientStatus, number>>> {
  const counts = new Map<string, Record<MailRecipientStatus, number>>();
  if (messageIds.length === 0) return counts;
  const rows = await db
    .selectFrom('mailOutbox')
    .select([
      'messageId',
      sql<number>`sum(case when "status" = 'sent' then 1 else 0 end)`.as('sent'),
      sql<number>`sum(case when "status" = 'failed' and "nextAttemptAt" is null then 1 else 0 end)`.as('failed'),
      (eb) => eb.fn.countAll<number>().as('total'),
    ])
    .where('messageId', 'in', messageIds)
    .groupBy('messageId')
    .execute();
  for (const r of rows) {
    const [sent, failed, total] = [Number(r.sent), Number(r.failed), Number(r.total)];
    counts.set(r.messageId as string, { enviado: sent, fallido: failed, pendiente: total - sent - failed });
  }
  return counts;
}

/** A message's recipients with their delivery rows; the name is the delegate's while the delegate exists. */
export async function findMessageRecipients(db: Executor, messageId: string) {
  return db
    .selectFrom('mailOutbox')
    .leftJoin('delegate', 'delegate.id', 'mailOutbox.delegateId')
    .select([
      'mailOutbox.to',
      'mailOutbox.status',
      'mailOutbox.error',
      'mailOutbox.sentAt',
      'mailOutbox.nextAttemptAt',
      'delegate.firstNames',
      'delegate.lastNames',
    ])
    .where('mailOutbox.messageId', '=', messageId)
    .orderBy('delegate.lastNames')
    .orderBy('mailOutbox.to')
    .execute();
}

export async function saveTemplate(
  db: Executor,
  row: { key: string; subject: string; body: string; updatedBy: string; updatedAt: string },
) {
  await db
    .insertInto('mailTemplate')
    .values(row)
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ subject: row.subject, body: row.body, updatedBy: row.updatedBy, updatedAt: row.updatedAt }),
    )
    .execute();
}

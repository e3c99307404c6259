import nodemailer from 'nodemailer';
import { sql } from 'kysely';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { newId, nowIso } from './ids';

export interface MailInput {
  to: string;
  subject: string;
  text: string;
}

/**
 * Every message is kept in the outbox table. With SMTP_URL set, `send` also queues its delivery and
 * returns at once: the answer to a request never waits for SMTP (so it takes the same time whether a
 * message was written or not), and the queue delivers after the response, with retries.
 */
export interface Mailer {
  send(mail: MailInput): Promise<void>;
  /**
   * Writes the message and, with SMTP, makes its first delivery attempt before answering (at most
   * `DELIVER_NOW_WAIT_MS`): for a staff write that must say honestly whether the mail left. A failed
   * attempt is retried as `send`'s are.
   */
  deliverNow(mail: MailInput): Promise<MailDelivery>;
  /** Stops the queue (queued messages stay in the outbox for the next start) and waits for deliveries under way. */
  close(): Promise<void>;
}

/**
 * What became of a message `deliverNow` wrote: `sent` (the SMTP server accepted it), `outbox` (no SMTP is
 * configured: it waits in Correo saliente for someone to pass it on), `pending` (SMTP is configured but
 * the first attempt failed or is still under way: it is retried).
 */
export type MailDelivery = 'sent' | 'outbox' | 'pending';

/** How long `deliverNow` waits for the first attempt before answering `pending`. */
export const DELIVER_NOW_WAIT_MS = 10_000;

/** Delivery attempts per message, and the wait after each failed one. */
export const MAX_DELIVERY_ATTEMPTS = 5;
const RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000];
/** A message being delivered is claimed for this long, so another process (or a restart) does not send it too. */
const CLAIM_MS = 2 * 60_000;

const later = (ms: number) => new Date(Date.now() + ms).toISOString();

/** Without SMTP the outbox is the delivery: a Gestor reads it in "Correo saliente". */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, db: Db, log: { error: (o: object, m: string) => void }): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const timers = new Set<NodeJS.Timeout>();
  const underWay = new Set<Promise<void>>();
  let closed = false;

  /** Runs a delivery in the background; its errors are logged, never thrown at a request. */
  const track = (work: Promise<void>) => {
    const p = work.catch((err) => log.error({ err }, 'mail queue failed')).finally(() => underWay.delete(p));
    underWay.add(p);
  };

  /** Delivers the message at `at` (ISO time), in this process. */
  const schedule = (id: string, at: string) => {
    if (closed) return;
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        if (!closed) track(deliver(id));
      },
      Math.max(0, Date.parse(at) - Date.now()),
    );
    timer.unref();
    timers.add(timer);
  };

  /** One delivery attempt: claims the message (unless another process has), sends it, records the outcome. */
  const deliver = async (id: string) => {
    if (!transport) return;
    const now = nowIso();
    const claimed = await db
      .updateTable('mailOutbox')
      .set({ nextAttemptAt: later(CLAIM_MS), attempts: sql<number>`"attempts" + 1`, updatedAt: now })
      .where('id', '=', id)
      .where('status', '!=', 'sent')
      .where('nextAttemptAt', '<=', now)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return;
    const mail = await db
      .selectFrom('mailOutbox')
      .select(['to', 'subject', 'text', 'attempts'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    try {
      await transport.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text });
      await db
        .updateTable('mailOutbox')
        .set({ status: 'sent', error: null, sentAt: nowIso(), nextAttemptAt: null, updatedAt: nowIso() })
        .where('id', '=', id)
        .execute();
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      log.error({ mailId: id, attempt: mail.attempts }, 'mail delivery failed');
      const retryAt =
        mail.attempts < MAX_DELIVERY_ATTEMPTS ? later(RETRY_DELAYS_MS[mail.attempts - 1] ?? RETRY_DELAYS_MS.at(-1) ?? 0) : null;
      await db
        .updateTable('mailOutbox')
        .set({ status: 'failed', error: message.slice(0, 500), nextAttemptAt: retryAt, updatedAt: nowIso() })
        .where('id', '=', id)
        .execute();
      if (retryAt) schedule(id, retryAt);
    }
  };

  /** At start: the messages a stopped process left queued (or was sending) are delivered again. */
  const resume = async () => {
    const queued = await db
      .selectFrom('mailOutbox')
      .select(['id', 'nextAttemptAt'])
      .where('nextAttemptAt', 'is not', null)
      .where('status', '!=', 'sent')
      .execute();
    for (const row of queued) schedule(row.id, row.nextAttemptAt as string);
  };
  if (transport) track(resume());

  /** Keeps a message in the outbox; with SMTP it is due at once. */
  const write = async (mail: MailInput): Promise<string> => {
    const id = newId();
    const now = nowIso();
    await db
      .insertInto('mailOutbox')
      .values({
        id,
        ...mail,
        status: 'outbox',
        error: null,
        sentAt: null,
        nextAttemptAt: transport ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    return id;
  };

  return {
    async send(mail) {
      const id = await write(mail);
      if (transport) schedule(id, nowIso());
    },
    async deliverNow(mail) {
      const id = await write(mail);
      if (!transport) return 'outbox';
      const attempt = deliver(id);
      track(attempt);
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, DELIVER_NOW_WAIT_MS);
      });
      await Promise.race([attempt.catch(() => {}), waited]).finally(() => clearTimeout(timer));
      const row = await db.selectFrom('mailOutbox').select('status').where('id', '=', id).executeTakeFirst();
      return row?.status === 'sent' ? 'sent' : 'pending';
    },
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all([...underWay]);
      transport?.close();
    },
  };
}

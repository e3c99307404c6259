import type { SendMailOptions, Transporter } from 'nodemailer';
import { sql } from 'kysely';
import type { Config } from '../config';
import type { Db, Executor } from '../db/database';
import { takeFromWindow } from './attempt-limit';
import { newId, nowIso } from './ids';
import type { StreamedAttachment } from './mail-attachments';

interface MailInput {
  to: string;
  subject: string;
  /** The plain-text part (for a Markdown message, the Markdown itself). */
  text: string;
  /** The HTML part, when the message has one. */
  html?: string | null;
}

/** One recipient's copy of a mail message: its outbox row points back at the message and the delegate. */
export interface QueuedMail extends MailInput {
  messageId: string;
  delegateId: string | null;
}

/**
 * Every message is kept in the outbox table. With SMTP_URL set, `send` also queues its delivery and
 * returns at once: the answer to a request never waits for SMTP (so it takes the same time whether a
 * message was written or not), and the queue delivers after the response, with retries, at most
 * `MAIL_RATE_PER_MINUTE` messages a minute per process.
 */
export interface Mailer {
  send(mail: MailInput): Promise<void>;
  /**
   * Writes the messages with `db` (the caller's open transaction, so they exist only if it commits);
   * call `wake` after the commit so the queue starts on them at once.
   */
  enqueue(db: Executor, mails: QueuedMail[]): Promise<void>;
  /** Tells the queue there is new work (it also looks by itself every `pollMs`). */
  wake(): void;
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
type MailDelivery = 'sent' | 'outbox' | 'pending';

/** How long `deliverNow` waits for the first attempt before answering `pending`. */
const DELIVER_NOW_WAIT_MS = 10_000;

/** Delivery attempts per message, and the wait after each failed one. */
const MAX_DELIVERY_ATTEMPTS = 5;

/** The queue's timings; tests and benchmarks shorten them. */
export interface QueueTimings {
  /** Waits after the 1st, 2nd, … failed attempt. */
  retryDelaysMs: number[];
  /**
   * A message being delivered is claimed for this long, so another process (or a restart) does not send it
   * too; longer than any SMTP exchange can last (`smtpTimeoutMs` per step).
   */
  claimMs: number;
  /** How often an idle queue looks for work other processes wrote or claims that expired. */
  pollMs: number;
  /** Connection, greeting and socket timeouts of the SMTP client. */
  smtpTimeoutMs: number;
}

const DEFAULT_TIMINGS: QueueTimings = {
  retryDelaysMs: [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000],
  claimMs: 5 * 60_000,
  pollMs: 30_000,
  smtpTimeoutMs: 30_000,
};
/** Rows read per look at the queue. */
const BATCH = 100;
/** SMTP connections per process, and so deliveries under way at once. */
const CONNECTIONS = 2;
/** The counter (lib/attempt-limit.ts) of the sends every process takes from, with a shared rate. */
const MAIL_RATE_KEY = 'mail-rate';

const later = (ms: number) => new Date(Date.now() + ms).toISOString();

/** The domain of the sender's address ("Quórum <no-reply@colegio.edu>" → "colegio.edu"), for the Message-ID. */
function senderDomain(mailFrom: string): string {
  return /@([^@>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'quorum.local';
}

/**
 * The SMTP connections, made with the first mail to send: the server starts without loading nodemailer.
 * `ready` loads it; a delivery waits for it before claiming its message, so the claim's time is all sending.
 */
function smtpPool(options: { url: string } & Record<string, unknown>) {
  let made: Promise<Transporter> | null = null;
  const ready = () => {
    made ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options));
    return made;
  };
  return {
    ready,
    async sendMail(mail: SendMailOptions) {
      return (await ready()).sendMail(mail);
    },
    close() {
      made?.then((pool) => pool.close()).catch(() => {});
    },
  };
}

/**
 * Without SMTP the outbox is the delivery: a Gestor reads it in "Correo saliente". With SMTP one loop per
 * process takes the due rows in order, paced at the configured rate; each row is claimed (a conditional
 * update that only one process can win) right before it is handed to SMTP, so two processes never send it
 * twice and a stop loses nothing: an unclaimed row waits for the next look, a claimed one is retried when its
 * claim expires. A process killed in the moment between the SMTP server's acceptance and the row's update sends
 * that message again (SMTP delivers at least once), with the same Message-ID.
 */
export function createMailer(
  /**
   * `mailRateShared`: the processes on one PostgreSQL database share the rate per minute (each send takes a use of
   * one window counted in the database); without it the process's own pace is the whole rate (SQLite: one process).
   */
  config: Pick<Config, 'smtpUrl' | 'mailFrom'> & { mailRatePerMinute?: number; mailRateShared?: boolean },
  db: Db,
  log: { error: (o: object, m: string) => void },
  timings: Partial<QueueTimings> = {},
  /** A message's attachments, opened as streams at send time (`lib/mail-attachments`). */
  attachmentsOf: (messageId: string) => Promise<StreamedAttachment[]> = async () => [],
): Mailer {
  const { retryDelaysMs, claimMs, pollMs, smtpTimeoutMs } = { ...DEFAULT_TIMINGS, ...timings };
  const transport = config.smtpUrl
    ? smtpPool({
        url: config.smtpUrl,
        pool: true,
        maxConnections: CONNECTIONS,
        connectionTimeout: smtpTimeoutMs,
        greetingTimeout: smtpTimeoutMs,
        socketTimeout: smtpTimeoutMs,
      })
    : null;
  const ratePerMinute = config.mailRatePerMinute ?? 600;
  const domain = senderDomain(config.mailFrom);
  const spacingMs = 60_000 / ratePerMinute;
  const underWay = new Set<Promise<void>>();
  let closed = false;
  /** When the next message may be handed to SMTP (the rate's pace). */
  let nextSlot = 0;
  /** Resolves the queue loop's current wait early (new work, or stopping). */
  let interrupt: (() => void) | null = null;
  let woken = false;

  /** Runs a delivery in the background; its errors are logged, never thrown at a request. */
  const track = (work: Promise<void>) => {
    const p = work.catch((err) => log.error({ err }, 'mail queue failed')).finally(() => underWay.delete(p));
    underWay.add(p);
  };

  /** Waits `ms`, or less when woken or closed (not at all once closed: `close` may have come while a query ran). */
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (closed) return resolve();
      const timer = setTimeout(done, Math.max(0, ms));
      function done() {
        clearTimeout(timer);
        interrupt = null;
        resolve();
      }
      interrupt = done;
    });

  /** One delivery attempt: claims the message (unless another process has), sends it, records the outcome. */
  const deliver = async (id: string) => {
    if (!transport) return;
    await transport.ready();
    const now = nowIso();
    const mail = await db
      .updateTable('mailOutbox')
      .set({ nextAttemptAt: later(claimMs), attempts: sql<number>`"attempts" + 1`, updatedAt: now })
      .where('id', '=', id)
      .where('status', '!=', 'sent')
      .where('nextAttemptAt', '<=', now)
      .returning(['to', 'subject', 'text', 'html', 'attempts', 'messageId'])
      .executeTakeFirst();
    if (!mail) return;
    let attachments: StreamedAttachment[] = [];
    try {
      // The files stream from the store into the SMTP message: none is held whole in memory.
      if (mail.messageId) attachments = await attachmentsOf(mail.messageId);
      await transport.sendMail({
        // One Message-ID per outbox row: a copy sent again (a process killed after the server accepted it, before
        // the row said so) is the same message to the recipient's mail system, which shows it once.
        messageId: `<${id}@${domain}>`,
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(attachments.length ? { attachments } : {}),
      });
      await db
        .updateTable('mailOutbox')
        .set({ status: 'sent', error: null, sentAt: nowIso(), nextAttemptAt: null, updatedAt: nowIso() })
        .where('id', '=', id)
        .execute();
    } catch (err) {
      for (const a of attachments) a.content.destroy();
      const message = err instanceof Error ? err.message : String(err);
      log.error({ mailId: id, attempt: mail.attempts }, 'mail delivery failed');
      const retryAt = mail.attempts < MAX_DELIVERY_ATTEMPTS ? later(retryDelaysMs[mail.attempts - 1] ?? retryDelaysMs.at(-1) ?? 0) : null;
      await db
        .updateTable('mailOutbox')
        .set({ status: 'failed', error: message.slice(0, 500), nextAttemptAt: retryAt, updatedAt: nowIso() })
        .where('id', '=', id)
        .execute();
    }
  };

  /** With a shared rate, waits until the minute's window of every process has a send left, and takes it. */
  const waitForSharedRate = async () => {
    if (!config.mailRateShared) return;
    for (let spent = await takeFromWindow(db, MAIL_RATE_KEY, ratePerMinute, 60_000); spent && !closed; ) {
      await pause(spent.getTime() - Date.now());
      spent = closed ? null : await takeFromWindow(db, MAIL_RATE_KEY, ratePerMinute, 60_000);
    }
  };

  /** The queue: due rows in order, one at a time at the rate's pace; idle, it sleeps until the next due row. */
  const run = async () => {
    while (!closed) {
      woken = false;
      const due = await db
        .selectFrom('mailOutbox')
        .select('id')
        .where('nextAttemptAt', '<=', nowIso())
        .where('status', '!=', 'sent')
        .orderBy('nextAttemptAt')
        .orderBy('id')
        .limit(BATCH)
        .execute();
      const inFlight = new Set<Promise<void>>();
      for (const { id } of due) {
        if (closed) break;
        const wait = nextSlot - Date.now();
        if (wait > 0) await pause(wait);
        if (inFlight.size >= CONNECTIONS) await Promise.race(inFlight);
        if (closed) break;
        await waitForSharedRate();
        if (closed) break;
        nextSlot = Math.max(Date.now(), nextSlot) + spacingMs;
        const p = deliver(id)
          .catch((err) => log.error({ err, mailId: id }, 'mail queue failed'))
          .finally(() => inFlight.delete(p));
        inFlight.add(p);
      }
      await Promise.all(inFlight);
      if (closed || due.length > 0 || woken) continue;
      const next = await db
        .selectFrom('mailOutbox')
        .select((eb) => eb.fn.min('nextAttemptAt').as('at'))
        .where('nextAttemptAt', 'is not', null)
        .where('status', '!=', 'sent')
        .executeTakeFirst();
      const until = next?.at ? Date.parse(next.at) - Date.now() : pollMs;
      if (!woken) await pause(Math.min(pollMs, until));
    }
  };

  /** Restarts the loop after an error (a database hiccup), a little later. */
  const loop = async (): Promise<void> => {
    try {
      await run();
    } catch (err) {
      log.error({ err }, 'mail queue failed');
      if (!closed) {
        await pause(Math.min(pollMs, 5_000));
        return loop();
      }
    }
  };
  if (transport) track(loop());

  const wake = () => {
    woken = true;
    interrupt?.();
  };

  const rowOf = (mail: MailInput, extra: { messageId: string | null; delegateId: string | null }) => {
    const now = nowIso();
    return {
      id: newId(),
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      ...extra,
      status: 'outbox',
      error: null,
      sentAt: null,
      nextAttemptAt: transport ? now : null,
      createdAt: now,
      updatedAt: now,
    };
  };

  /** Keeps a message in the outbox; with SMTP it is due at once. */
  const write = async (mail: MailInput): Promise<string> => {
    const row = rowOf(mail, { messageId: null, delegateId: null });
    await db.insertInto('mailOutbox').values(row).execute();
    return row.id;
  };

  return {
    async send(mail) {
      await write(mail);
      wake();
    },
    async enqueue(executor, mails) {
      for (let i = 0; i < mails.length; i += 200) {
        const rows = mails.slice(i, i + 200).map(({ messageId, delegateId, ...mail }) => rowOf(mail, { messageId, delegateId }));
        await executor.insertInto('mailOutbox').values(rows).execute();
      }
    },
    wake,
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
      interrupt?.();
      await Promise.all([...underWay]);
      transport?.close();
    },
  };
}

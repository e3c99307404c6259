import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { newId, nowIso } from './ids';

export interface MailInput {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail over SMTP when SMTP_URL is set; every message is also kept in the outbox table. */
export interface Mailer {
  send(mail: MailInput): Promise<void>;
  close(): void;
}

/** Without SMTP the outbox is the delivery: a Gestor reads it in "Correo saliente". */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, db: Db, log: { error: (o: object, m: string) => void }): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  return {
    async send(mail) {
      const id = newId();
      const now = nowIso();
      await db
        .insertInto('mailOutbox')
        .values({ id, ...mail, status: 'outbox', error: null, sentAt: null, createdAt: now, updatedAt: now })
        .execute();
      if (!transport) return;
      try {
        await transport.sendMail({ from: config.mailFrom, ...mail });
        await db.updateTable('mailOutbox').set({ status: 'sent', sentAt: nowIso(), updatedAt: nowIso() }).where('id', '=', id).execute();
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        log.error({ mailId: id }, 'mail delivery failed');
        await db
          .updateTable('mailOutbox')
          .set({ status: 'failed', error: message.slice(0, 500), updatedAt: nowIso() })
          .where('id', '=', id)
          .execute();
      }
    },
    close() {
      transport?.close();
    },
  };
}

import {
  DEFAULT_MAIL_TEMPLATES,
  escapeHtml,
  fillPlaceholders,
  MAIL_PLACEHOLDERS,
  MAIL_TEMPLATE_KEYS,
  type MailTemplate,
  type MailTemplateInput,
  type MailTemplateKey,
  type MailValues,
  personalLink,
} from '@quorum/shared';
import type { Executor } from '../../db/database';
import { readEventName } from '../../lib/event-name';

/**
 * The one place where a mail is written from Markdown with placeholders: the Gestor's templates (their
 * version or the default), the recipients a message may name and the composer that fills each recipient's
 * copy. The sender's messages and the app's own mails (pre-registration: «bienvenida»; certificates:
 * «certificado») go through it.
 */

/** A delegate a message goes to, with what its placeholders need. */
export interface RecipientRow {
  id: string;
  firstNames: string;
  lastNames: string;
  email: string;
  personalCode: string;
  commissionId: string | null;
  commissionName: string | null;
  delegationName: string | null;
}

/** Delegates of a commission, of delegations, or by id (in chunks), never withdrawn ones, ordered by name. */
export async function findRecipients(
  db: Executor,
  where: { commissionId: string } | { delegationIds: string[] } | { delegateIds: string[] },
): Promise<RecipientRow[]> {
  const base = () =>
    db
      .selectFrom('delegate')
      .leftJoin('commission', 'commission.id', 'delegate.commissionId')
      .leftJoin('delegation', 'delegation.id', 'delegate.delegationId')
      .select([
        'delegate.id',
        'delegate.firstNames',
        'delegate.lastNames',
        'delegate.email',
        'delegate.personalCode',
        'delegate.commissionId',
        'commission.name as commissionName',
        'delegation.name as delegationName',
      ])
      .where('delegate.status', '!=', 'retirado')
      .orderBy('delegate.lastNames')
      .orderBy('delegate.firstNames')
      .orderBy('delegate.id');
  if ('commissionId' in where) return base().where('delegate.commissionId', '=', where.commissionId).execute();
  const [column, ids] =
    'delegationIds' in where ? (['delegate.delegationId', where.delegationIds] as const) : (['delegate.id', where.delegateIds] as const);
  const unique = [...new Set(ids)];
  const rows: RecipientRow[] = [];
  for (let i = 0; i < unique.length; i += 1000)
    rows.push(
      ...(await base()
        .where(column, 'in', unique.slice(i, i + 1000))
        .execute()),
    );
  if (unique.length > 1000)
    rows.sort((a, b) => a.lastNames.localeCompare(b.lastNames, 'es') || a.firstNames.localeCompare(b.firstNames, 'es'));
  return rows;
}

/** The four templates, each the Gestor's version or the default. */
export async function readTemplates(db: Executor): Promise<MailTemplate[]> {
  const rows = await db.selectFrom('mailTemplate').select(['key', 'subject', 'body', 'updatedAt']).execute();
  const saved = new Map(rows.map((r) => [r.key, r]));
  return MAIL_TEMPLATE_KEYS.map((key) => {
    const row = saved.get(key);
    return row
      ? { key, subject: row.subject, body: row.body, updatedAt: row.updatedAt, withoutPersonalLink: false }
      : { key, ...DEFAULT_MAIL_TEMPLATES[key], updatedAt: null, withoutPersonalLink: false };
  });
}

/** One template as the Gestor left it (or its default). */
async function readTemplate(db: Executor, key: MailTemplateKey): Promise<MailTemplateInput> {
  const row = await db.selectFrom('mailTemplate').select(['subject', 'body']).where('key', '=', key).executeTakeFirst();
  return row ?? DEFAULT_MAIL_TEMPLATES[key];
}

/** One recipient's copy: the subject and the plain text with the placeholders filled, the HTML part escaped. */
export interface ComposedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The Markdown renderer, loaded with the first mail written: the server starts without it. */
export const markdownRenderer = () => import('@quorum/shared/markdown');

/** A placeholder's stand-in while the Markdown is rendered: letters only, so Markdown leaves it alone. */
const marker = (i: number) => `qrmph${i}x`;

/** What every copy of a message shares: the app's public address (for personal links) and the event's name. */
export interface MailSetting {
  publicUrl: string;
  eventName: string;
}

/**
 * What `{{enlace_personal}}` says in a preview: the real link opens the delegate's personal data and lets whoever
 * holds it correct and confirm them, so it is only ever written into the queued mail to the delegate.
 */
const PERSONAL_LINK_IN_PREVIEW = '[enlace personal: se envía solo en el correo]';

/** What the placeholders say for this recipient (in a preview, the personal link's stand-in). */
function valuesOf({ publicUrl, eventName }: MailSetting, row: RecipientRow, preview: boolean): MailValues {
  return {
    nombre: `${row.firstNames} ${row.lastNames}`.trim(),
    delegacion: row.delegationName ?? '',
    comision: row.commissionName ?? '',
    enlace_personal: preview ? PERSONAL_LINK_IN_PREVIEW : personalLink(publicUrl, row.personalCode),
    evento: eventName,
  };
}

/**
 * The message as each recipient reads it: the Markdown is rendered once with stand-ins for the placeholders,
 * then each recipient's values replace them, escaped in the HTML part; the plain-text part is the Markdown.
 * `more` (Markdown without placeholders, per recipient) is added after the body, as the certificates' links.
 * A `preview` (shown to the sender) carries PERSONAL_LINK_IN_PREVIEW instead of the recipient's personal link.
 */
export async function mailComposer(setting: MailSetting, draft: MailTemplateInput, { preview = false } = {}) {
  const { renderMarkdown } = await markdownRenderer();
  const markers = Object.fromEntries(MAIL_PLACEHOLDERS.map((name, i) => [name, marker(i)])) as MailValues;
  const html = renderMarkdown(fillPlaceholders(draft.body, markers));
  return (row: RecipientRow, more?: string): ComposedMail => {
    const values = valuesOf(setting, row, preview);
    let filled = html;
    MAIL_PLACEHOLDERS.forEach((name, i) => {
      filled = filled.replaceAll(marker(i), escapeHtml(values[name]));
    });
    const text = fillPlaceholders(draft.body, values);
    return {
      to: row.email,
      subject: fillPlaceholders(draft.subject, values),
      text: more ? `${text}\n\n${more}` : text,
      html: more ? `${filled}\n${renderMarkdown(more)}` : filled,
    };
  };
}

/** The composer of one of the Gestor's templates, for the app's own mails. */
export async function templateComposer(db: Executor, publicUrl: string, key: MailTemplateKey) {
  return await mailComposer(await mailSetting(db, publicUrl), await readTemplate(db, key));
}

/** What every copy shares, read now: the event's name may have changed since the last message. */
export async function mailSetting(db: Executor, publicUrl: string): Promise<MailSetting> {
  return { publicUrl, eventName: await readEventName(db) };
}

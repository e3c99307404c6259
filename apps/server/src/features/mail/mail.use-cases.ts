import {
  DEFAULT_MAIL_TEMPLATES,
  escapeHtml,
  MAIL_TEMPLATE_KEYS,
  type MailTemplate,
  type MailTemplateInput,
  type MailTemplateKey,
  fillPlaceholders,
  MAIL_PLACEHOLDERS,
  type MailDraft,
  type MailMessage,
  type MailMessageDetail,
  type MailPreview,
  type MailRecipientsKind,
  type MailSend,
  type MailValues,
  mailRecipientStatus,
  personalLink,
} from '@quorum/shared';
import { renderMarkdown } from '@quorum/shared/markdown';
import type { FastifyRequest } from 'fastify';
import { actorOf, staffOf } from '../../auth/staff';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import type { QueuedMail } from '../../lib/mailer';
import {
  allDelegationsOf,
  commissionExists,
  findMessage,
  findMessageRecipients,
  findMessages,
  findRecipients,
  findTemplates,
  type RecipientRow,
  saveTemplate,
  statusCountsOf,
} from './mail.repository';

/**
 * Who may be written to: a chair's messages stay within the commission of the route (`commissionId`); the
 * Gestor's (null) may go to any delegate.
 */
export type MailScope = { commissionId: string | null };

/** The recipients a draft names, checked against the scope (403 outside a chair's commission). */
async function resolveRecipients(ctx: AppContext, scope: MailScope, recipients: MailDraft['recipients']): Promise<RecipientRow[]> {
  const own = scope.commissionId;
  if (own !== null && !(await commissionExists(ctx.db, own))) throw new AppError('NOT_FOUND', 'La comisión no existe.');
  if (recipients.kind === 'commission') {
    const commissionId = recipients.commissionId ?? own;
    if (commissionId == null) throw new AppError('MAIL_NO_RECIPIENTS');
    if (own !== null && commissionId !== own) throw new AppError('MAIL_OUTSIDE_COMMISSION');
    if (own === null && !(await commissionExists(ctx.db, commissionId))) throw new AppError('NOT_FOUND', 'La comisión no existe.');
    return findRecipients(ctx.db, { commissionId });
  }
  if (recipients.kind === 'delegations') {
    if (own !== null && !(await allDelegationsOf(ctx.db, own, recipients.delegationIds))) throw new AppError('MAIL_OUTSIDE_COMMISSION');
    return findRecipients(ctx.db, { delegationIds: recipients.delegationIds });
  }
  const rows = await findRecipients(ctx.db, { delegateIds: recipients.delegateIds });
  if (own !== null && rows.some((r) => r.commissionId !== own)) throw new AppError('MAIL_OUTSIDE_COMMISSION');
  return rows;
}

/** A placeholder's stand-in while the Markdown is rendered: letters only, so Markdown leaves it alone. */
const marker = (i: number) => `qrmph${i}x`;

/**
 * The message as each recipient reads it: the Markdown is rendered once with stand-ins for the placeholders,
 * then each recipient's values replace them, escaped in the HTML part; the plain-text part is the Markdown.
 */
function composer(ctx: AppContext, draft: Pick<MailDraft, 'subject' | 'body'>) {
  const markers = Object.fromEntries(MAIL_PLACEHOLDERS.map((name, i) => [name, marker(i)])) as MailValues;
  const html = renderMarkdown(fillPlaceholders(draft.body, markers));
  return (row: RecipientRow) => {
    const values: MailValues = {
      nombre: `${row.firstNames} ${row.lastNames}`.trim(),
      delegacion: row.delegationName ?? '',
      comision: row.commissionName ?? '',
      enlace_personal: personalLink(ctx.config.publicUrl, row.personalCode),
    };
    let filled = html;
    MAIL_PLACEHOLDERS.forEach((name, i) => {
      filled = filled.replaceAll(marker(i), escapeHtml(values[name]));
    });
    return {
      to: row.email,
      subject: fillPlaceholders(draft.subject, values),
      text: fillPlaceholders(draft.body, values),
      html: filled,
    };
  };
}

export async function previewMail(ctx: AppContext, scope: MailScope, draft: MailDraft): Promise<MailPreview> {
  const rows = await resolveRecipients(ctx, scope, draft.recipients);
  const first = rows[0];
  if (!first) return { count: 0, recipient: null, subject: draft.subject, html: renderMarkdown(draft.body), text: draft.body };
  const mail = composer(ctx, draft)(first);
  return {
    count: rows.length,
    recipient: { name: `${first.firstNames} ${first.lastNames}`.trim(), email: first.email },
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
  };
}

/** Writes the message and one queued mail per recipient in one transaction, then wakes the queue. */
export async function sendMail(ctx: AppContext, request: FastifyRequest, scope: MailScope, input: MailSend): Promise<MailMessageDetail> {
  const rows = await resolveRecipients(ctx, scope, input.recipients);
  if (rows.length === 0) throw new AppError('MAIL_NO_RECIPIENTS');
  if (rows.length !== input.confirmedCount) throw new AppError('MAIL_RECIPIENTS_CHANGED');
  const compose = composer(ctx, input);
  const messageId = newId();
  const staff = staffOf(request);
  const commissionId = scope.commissionId ?? (input.recipients.kind === 'commission' ? (input.recipients.commissionId ?? null) : null);
  const mails: QueuedMail[] = rows.map((row) => ({ ...compose(row), messageId, delegateId: row.id }));
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('mailMessage')
      .values({
        id: messageId,
        commissionId,
        subject: input.subject,
        body: input.body,
        recipientsKind: input.recipients.kind,
        recipientCount: rows.length,
        createdBy: staff.uid,
        createdByName: staff.profile.name,
        createdAt: nowIso(),
      })
      .execute();
    await ctx.mailer.enqueue(trx, mails);
    await recordAudit(trx, actorOf(request), {
      action: 'mail.sent',
      entity: 'mailMessage',
      entityId: messageId,
      after: { subject: input.subject, recipientsKind: input.recipients.kind, recipientCount: rows.length, commissionId },
    });
  });
  ctx.mailer.wake();
  return (await messageDetail(ctx, scope, messageId)) as MailMessageDetail;
}

type MessageRow = NonNullable<Awaited<ReturnType<typeof findMessage>>>;

const present = (m: MessageRow, statuses: MailMessage['statuses'] | undefined): MailMessage => ({
  id: m.id,
  commissionId: m.commissionId,
  subject: m.subject,
  recipientsKind: m.recipientsKind as MailRecipientsKind,
  recipientCount: Number(m.recipientCount),
  createdByName: m.createdByName,
  createdAt: m.createdAt,
  statuses: statuses ?? { pendiente: 0, enviado: 0, fallido: 0 },
});

/** The history: a commission's messages for its chair, every message for the Gestor. */
export async function listMessages(ctx: AppContext, scope: MailScope): Promise<MailMessage[]> {
  if (scope.commissionId !== null && !(await commissionExists(ctx.db, scope.commissionId)))
    throw new AppError('NOT_FOUND', 'La comisión no existe.');
  const messages = await findMessages(ctx.db, scope.commissionId);
  const counts = await statusCountsOf(
    ctx.db,
    messages.map((m) => m.id),
  );
  return messages.map((m) => present(m, counts.get(m.id)));
}

/** One message with each recipient's status; outside the chair's commission it does not exist. */
export async function messageDetail(ctx: AppContext, scope: MailScope, id: string): Promise<MailMessageDetail> {
  const message = await findMessage(ctx.db, id);
  if (!message || (scope.commissionId !== null && message.commissionId !== scope.commissionId))
    throw new AppError('NOT_FOUND', 'El mensaje no existe.');
  const counts = await statusCountsOf(ctx.db, [id]);
  const recipients = await findMessageRecipients(ctx.db, id);
  return {
    ...present(message, counts.get(id)),
    body: message.body,
    recipients: recipients.map((r) => ({
      name: r.firstNames === null ? r.to : `${r.firstNames} ${r.lastNames ?? ''}`.trim(),
      email: r.to,
      status: mailRecipientStatus(r),
      error: r.error,
      sentAt: r.sentAt,
    })),
  };
}

/** The four templates, each the Gestor's version or the default. */
export async function listTemplates(ctx: AppContext): Promise<MailTemplate[]> {
  const saved = new Map((await findTemplates(ctx.db)).map((r) => [r.key, r]));
  return MAIL_TEMPLATE_KEYS.map((key) => {
    const row = saved.get(key);
    return row
      ? { key, subject: row.subject, body: row.body, updatedAt: row.updatedAt }
      : { key, ...DEFAULT_MAIL_TEMPLATES[key], updatedAt: null };
  });
}

export async function updateTemplate(
  ctx: AppContext,
  request: FastifyRequest,
  key: MailTemplateKey,
  input: MailTemplateInput,
): Promise<MailTemplate[]> {
  const before = (await listTemplates(ctx)).find((t) => t.key === key);
  await ctx.db.transaction().execute(async (trx) => {
    await saveTemplate(trx, { key, ...input, updatedBy: staffOf(request).uid, updatedAt: nowIso() });
    await recordAudit(trx, actorOf(request), {
      action: 'mail.template_updated',
      entity: 'mailTemplate',
      entityId: key,
      before: before ? { subject: before.subject, body: before.body } : null,
      after: input,
    });
  });
  return listTemplates(ctx);
}

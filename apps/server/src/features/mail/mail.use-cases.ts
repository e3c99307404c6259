import {
  type MailAttachment,
  type MailDraft,
  type MailFile,
  type MailMessage,
  type MailMessageDetail,
  type MailPreview,
  type MailRecipientsKind,
  type MailSend,
  type MailTemplate,
  type MailTemplateInput,
  type MailTemplateKey,
  mailRecipientStatus,
  type Role,
  usesPlaceholder,
  withoutPlaceholderSentences,
} from '@quorum/shared';
import { hasCapability } from '../../domain/access/access-settings';
import { assertCommissionExists } from '../../domain/commissions/commission-rules';
import type { AppContext } from '../../context';
import {
  findRecipients,
  mailComposer,
  mailSetting,
  markdownRenderer,
  type RecipientRow,
  readTemplates,
} from '../../domain/mail/mail-templates';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { attachableFiles, attachmentsByMessage, resolveAttachments, saveAttachments } from '../../lib/mail-attachments';
import type { QueuedMail } from '../../lib/mailer';
import { allDelegationsOf, findMessage, findMessageRecipients, findMessages, saveTemplate, statusCountsOf } from './mail.repository';

/**
 * Who may be written to: a chair's messages stay within the commission of the route (`commissionId`); the
 * Gestor's (null) may go to any delegate.
 */
export type MailScope = { commissionId: string | null };

/** The recipients a draft names, checked against the scope (403 outside a chair's commission). */
async function resolveRecipients(ctx: AppContext, scope: MailScope, recipients: MailDraft['recipients']): Promise<RecipientRow[]> {
  const own = scope.commissionId;
  if (own !== null) await assertCommissionExists(ctx.db, own);
  if (recipients.kind === 'commission') {
    const commissionId = recipients.commissionId ?? own;
    if (commissionId == null) throw new AppError('MAIL_NO_RECIPIENTS');
    if (own !== null && commissionId !== own) throw new AppError('MAIL_OUTSIDE_COMMISSION');
    if (own === null) await assertCommissionExists(ctx.db, commissionId);
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

/**
 * `{{enlace_personal}}` opens the delegate's personal data (and lets whoever holds it correct and confirm them):
 * only a sender who may see delegates' personal data writes it, that is the Gestor, or a Presidente while Permisos
 * let Presidentes edit personal data (`delegates.editPersonalData`, off by default). Anyone else is refused
 * (MAIL_PERSONAL_LINK_FORBIDDEN), preview and send alike, rather than having the placeholder quietly changed.
 */
async function assertMayUsePlaceholders(ctx: AppContext, sender: MailSender, draft: MailTemplateInput): Promise<void> {
  if (!usesPlaceholder(draft.subject, 'enlace_personal') && !usesPlaceholder(draft.body, 'enlace_personal')) return;
  if (!(await mayWritePersonalLink(ctx, sender))) throw new AppError('MAIL_PERSONAL_LINK_FORBIDDEN');
}

/** Whether `sender` may write `{{enlace_personal}}`: whoever may see delegates' personal data. */
function mayWritePersonalLink(ctx: AppContext, sender: MailSender): Promise<boolean> {
  return hasCapability(ctx.db, sender.role, 'delegates.editPersonalData');
}

/** The message as its first recipient will read it, but for the personal link: a preview never carries it. */
export async function previewMail(ctx: AppContext, sender: MailSender, scope: MailScope, draft: MailDraft): Promise<MailPreview> {
  await assertMayUsePlaceholders(ctx, sender, draft);
  const rows = await resolveRecipients(ctx, scope, draft.recipients);
  const first = rows[0];
  if (!first)
    return {
      count: 0,
      recipient: null,
      subject: draft.subject,
      html: (await markdownRenderer()).renderMarkdown(draft.body),
      text: draft.body,
    };
  const mail = (await mailComposer(await mailSetting(ctx.db, ctx.config.publicUrl), draft, { preview: true }))(first);
  return {
    count: rows.length,
    recipient: { name: `${first.firstNames} ${first.lastNames}`.trim(), email: first.email },
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
  };
}

/** The signed-in staff member who previews or sends a message or edits a template, as plain values (the routes read them off the request). */
export interface MailAuthor {
  uid: string;
  name: string;
  ip: string | null;
  role: Role;
}

/** What the placeholders a sender may write depend on. */
type MailSender = Pick<MailAuthor, 'role'>;

/** Writes the message and one queued mail per recipient (each with its own personal link) in one transaction, then wakes the queue. */
export async function sendMail(ctx: AppContext, author: MailAuthor, scope: MailScope, input: MailSend): Promise<MailMessageDetail> {
  await assertMayUsePlaceholders(ctx, author, input);
  const rows = await resolveRecipients(ctx, scope, input.recipients);
  if (rows.length === 0) throw new AppError('MAIL_NO_RECIPIENTS');
  if (rows.length !== input.confirmedCount) throw new AppError('MAIL_RECIPIENTS_CHANGED');
  const attachments = await resolveAttachments(ctx.db, input.attachmentIds ?? [], scope.commissionId);
  const compose = await mailComposer(await mailSetting(ctx.db, ctx.config.publicUrl), input);
  const messageId = newId();
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
        createdBy: author.uid,
        createdByName: author.name,
        createdAt: nowIso(),
      })
      .execute();
    await saveAttachments(trx, messageId, attachments);
    await ctx.mailer.enqueue(trx, mails);
    await recordAudit(trx, author, {
      action: 'mail.sent',
      entity: 'mailMessage',
      entityId: messageId,
      after: {
        subject: input.subject,
        recipientsKind: input.recipients.kind,
        recipientCount: rows.length,
        commissionId,
        attachments: attachments.map((a) => a.fileId),
      },
    });
  });
  ctx.mailer.wake();
  return (await messageDetail(ctx, scope, messageId)) as MailMessageDetail;
}

type MessageRow = NonNullable<Awaited<ReturnType<typeof findMessage>>>;

const present = (m: MessageRow, statuses: MailMessage['statuses'] | undefined, attachments: MailAttachment[] | undefined): MailMessage => ({
  id: m.id,
  commissionId: m.commissionId,
  subject: m.subject,
  recipientsKind: m.recipientsKind as MailRecipientsKind,
  recipientCount: Number(m.recipientCount),
  createdByName: m.createdByName,
  createdAt: m.createdAt,
  statuses: statuses ?? { pendiente: 0, enviado: 0, fallido: 0 },
  attachments: attachments ?? [],
});

/** The history: a commission's messages for its chair, every message for the Gestor. */
export async function listMessages(ctx: AppContext, scope: MailScope): Promise<MailMessage[]> {
  if (scope.commissionId !== null) await assertCommissionExists(ctx.db, scope.commissionId);
  const messages = await findMessages(ctx.db, scope.commissionId);
  const ids = messages.map((m) => m.id);
  const counts = await statusCountsOf(ctx.db, ids);
  const attachments = await attachmentsByMessage(ctx.db, ids);
  return messages.map((m) => present(m, counts.get(m.id), attachments.get(m.id)));
}

/** One message with each recipient's status; outside the chair's commission it does not exist. */
export async function messageDetail(ctx: AppContext, scope: MailScope, id: string): Promise<MailMessageDetail> {
  const message = await findMessage(ctx.db, id);
  if (!message || (scope.commissionId !== null && message.commissionId !== scope.commissionId))
    throw new AppError('NOT_FOUND', 'El mensaje no existe.');
  const counts = await statusCountsOf(ctx.db, [id]);
  const recipients = await findMessageRecipients(ctx.db, id);
  const attachments = await attachmentsByMessage(ctx.db, [id]);
  return {
    ...present(message, counts.get(id), attachments.get(id)),
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
export async function listTemplates(ctx: AppContext, sender?: MailSender): Promise<MailTemplate[]> {
  const templates = await readTemplates(ctx.db);
  if (!sender || (await mayWritePersonalLink(ctx, sender))) return templates;
  // A starting point its sender can send: without the sentences of the personal link, which they may not write.
  return templates.map((t) => {
    if (!usesPlaceholder(t.subject, 'enlace_personal') && !usesPlaceholder(t.body, 'enlace_personal')) return t;
    const fit = (text: string) => withoutPlaceholderSentences(text, 'enlace_personal');
    return { ...t, subject: fit(t.subject), body: fit(t.body), withoutPersonalLink: true };
  });
}

/** The files the sender may attach: their commission's (a chair) or every scope's (the Gestor). */
export async function listAttachableFiles(ctx: AppContext, scope: MailScope): Promise<MailFile[]> {
  if (scope.commissionId !== null) await assertCommissionExists(ctx.db, scope.commissionId);
  return attachableFiles(ctx.db, scope.commissionId);
}

export async function updateTemplate(
  ctx: AppContext,
  author: MailAuthor,
  key: MailTemplateKey,
  input: MailTemplateInput,
): Promise<MailTemplate[]> {
  const before = (await listTemplates(ctx)).find((t) => t.key === key);
  await ctx.db.transaction().execute(async (trx) => {
    await saveTemplate(trx, { key, ...input, updatedBy: author.uid, updatedAt: nowIso() });
    await recordAudit(trx, author, {
      action: 'mail.template_updated',
      entity: 'mailTemplate',
      entityId: key,
      before: before ? { subject: before.subject, body: before.body } : null,
      after: input,
    });
  });
  return listTemplates(ctx);
}

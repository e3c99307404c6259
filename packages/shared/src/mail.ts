import { z } from 'zod';
import { MAIL_PLACEHOLDERS, type MailPlaceholder, type MailValues, MAX_MAIL_ATTACHMENTS } from './mail-rules';
import { humanText } from './text';

export { MAIL_PLACEHOLDERS, type MailPlaceholder, type MailValues, MAX_MAIL_ATTACHMENT_BYTES, MAX_MAIL_ATTACHMENTS } from './mail-rules';

/** Most recipients one message may have: a whole event. */
export const MAX_MAIL_RECIPIENTS = 10_000;

const ids = (max: number) => z.array(z.string().min(1).max(64)).min(1, 'Elige al menos un destinatario.').max(max);

/**
 * Who receives a message: every delegate of a commission (a chair's own commission by default), the
 * delegates of some delegations, or delegates picked by hand. Withdrawn delegates are never included.
 */
export const mailRecipientsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('commission'), commissionId: z.string().min(1).max(64).optional() }),
  z.object({ kind: z.literal('delegations'), delegationIds: ids(500) }),
  z.object({ kind: z.literal('delegates'), delegateIds: ids(MAX_MAIL_RECIPIENTS) }),
]);
export type MailRecipients = z.infer<typeof mailRecipientsSchema>;
export type MailRecipientsKind = MailRecipients['kind'];

export const mailDraftSchema = z.object({
  subject: humanText({ min: 1, max: 200, label: 'Asunto' }),
  body: humanText({ min: 1, max: 20_000, multiline: true, label: 'Mensaje' }),
  recipients: mailRecipientsSchema,
});
export type MailDraft = z.infer<typeof mailDraftSchema>;

/**
 * Sending repeats the count the sender confirmed: if the recipients changed meanwhile, nothing is sent. The
 * attachments are files of the sender's file manager, by id.
 */
export const mailSendSchema = mailDraftSchema.extend({
  confirmedCount: z.number().int().min(1).max(MAX_MAIL_RECIPIENTS),
  attachmentIds: z
    .array(z.string().min(1).max(64))
    .max(MAX_MAIL_ATTACHMENTS, `Adjunta como mucho ${MAX_MAIL_ATTACHMENTS} archivos.`)
    .optional(),
});
export type MailSend = z.infer<typeof mailSendSchema>;

/** The preview: how many would receive it, and the message as one real recipient would read it. */
export const mailPreviewSchema = z.object({
  count: z.number().int(),
  recipient: z.object({ name: z.string(), email: z.string() }).nullable(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type MailPreview = z.infer<typeof mailPreviewSchema>;

/** One recipient's status: waiting in the queue (or in the outbox without SMTP), accepted by SMTP, or given up. */
export const MAIL_RECIPIENT_STATUSES = ['pendiente', 'enviado', 'fallido'] as const;
export type MailRecipientStatus = (typeof MAIL_RECIPIENT_STATUSES)[number];

/** The status of an outbox row: `sent` is enviado; `failed` with no attempt left is fallido; else pendiente. */
export function mailRecipientStatus(row: { status: string; nextAttemptAt: string | null }): MailRecipientStatus {
  if (row.status === 'sent') return 'enviado';
  if (row.status === 'failed' && row.nextAttemptAt === null) return 'fallido';
  return 'pendiente';
}

/** A file a message carries, as it was when the message was written. */
export const mailAttachmentSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  mediaType: z.string(),
  size: z.number().int(),
});
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

/** A file the sender may attach (the picker): from their scope, not in the trash. */
export const mailFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  mediaType: z.string(),
  size: z.number().int(),
  /** `general` or a commission's id. */
  scope: z.string(),
  /** «General» or the commission's name. */
  scopeName: z.string(),
  /** The folders from the scope's top down to the file's, joined with « / » (empty at the top). */
  folderPath: z.string(),
});
export type MailFile = z.infer<typeof mailFileSchema>;

const statusCounts = z.object({ pendiente: z.number().int(), enviado: z.number().int(), fallido: z.number().int() });

export const mailMessageSchema = z.object({
  id: z.string(),
  commissionId: z.string().nullable(),
  subject: z.string(),
  recipientsKind: z.enum(['commission', 'delegations', 'delegates']),
  recipientCount: z.number().int(),
  createdByName: z.string(),
  createdAt: z.string(),
  statuses: statusCounts,
  attachments: z.array(mailAttachmentSchema),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

export const mailMessageDetailSchema = mailMessageSchema.extend({
  body: z.string(),
  recipients: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      status: z.enum(MAIL_RECIPIENT_STATUSES),
      error: z.string().nullable(),
      sentAt: z.string().nullable(),
    }),
  ),
});
export type MailMessageDetail = z.infer<typeof mailMessageDetailSchema>;

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;

/** Replaces each known `{{placeholder}}` with its value passed through `encode`; unknown ones stay as written. */
export function fillPlaceholders(template: string, values: MailValues, encode: (value: string) => string = (v) => v): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    (MAIL_PLACEHOLDERS as readonly string[]).includes(name) ? encode(values[name as MailPlaceholder]) : whole,
  );
}

/** Whether a subject or body uses the placeholder `name` (written as `fillPlaceholders` reads it). */
export function usesPlaceholder(template: string, name: MailPlaceholder): boolean {
  return [...template.matchAll(PLACEHOLDER)].some((m) => m[1] === name);
}

/**
 * A template without the sentences that use the placeholder `name`, for a sender who may not write it (the personal
 * link to a Presidente while Permisos keep personal data from chairs): the rest of the message stays as written,
 * without the lines left empty.
 */
export function withoutPlaceholderSentences(template: string, name: MailPlaceholder): string {
  const lines = template.split('\n').flatMap((line) => {
    if (!usesPlaceholder(line, name)) return [line];
    const kept = line
      .split(/(?<=[.!?])\s+/)
      .filter((sentence) => !usesPlaceholder(sentence, name))
      .join(' ');
    return kept.trim() === '' ? [] : [kept];
  });
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Escapes a value for HTML text and attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** The Gestor's templates (PRODUCT §4): a starting subject and body, with the same placeholders. */
export const MAIL_TEMPLATE_KEYS = ['bienvenida', 'asignacion', 'certificado', 'recordatorio'] as const;
export type MailTemplateKey = (typeof MAIL_TEMPLATE_KEYS)[number];

export const mailTemplateInputSchema = mailDraftSchema.pick({ subject: true, body: true });
export type MailTemplateInput = z.infer<typeof mailTemplateInputSchema>;

export const mailTemplateSchema = z.object({
  key: z.enum(MAIL_TEMPLATE_KEYS),
  subject: z.string(),
  body: z.string(),
  /** Null while the template is the default one. */
  updatedAt: z.string().nullable(),
  /**
   * For a sender who may not send personal links: the sentences that carried `{{enlace_personal}}` were taken out
   * (`withoutPlaceholderSentences`), and the composer says so.
   */
  withoutPersonalLink: z.boolean(),
});
export type MailTemplate = z.infer<typeof mailTemplateSchema>;

/**
 * The templates until the Gestor changes them. «bienvenida» is the pre-registration mail and «certificado» the
 * certificates mail (the app adds each delegate's links after it); «asignación» and «recordatorio» are starting
 * points for a message in the sender.
 */
export const DEFAULT_MAIL_TEMPLATES: Record<MailTemplateKey, MailTemplateInput> = {
  bienvenida: {
    subject: 'Preinscripción recibida · {{evento}}',
    body: 'Hola, {{nombre}}:\n\nHemos recibido tu preinscripción en {{evento}}. Este es tu enlace personal: con él puedes revisar y corregir tus datos y confirmar que son correctos.\n\n{{enlace_personal}}\n\nGuárdalo y no lo compartas: da acceso a tus datos.',
  },
  asignacion: {
    subject: 'Tu comisión y delegación',
    body: 'Hola, {{nombre}}:\n\nRepresentarás a **{{delegacion}}** en **{{comision}}**.\n\nRevisa tus datos en {{enlace_personal}}',
  },
  certificado: {
    subject: 'Tu certificado',
    body: 'Hola, {{nombre}}:\n\nGracias por participar en {{comision}} de {{evento}}. Tus certificados también están en tu enlace personal: {{enlace_personal}}',
  },
  recordatorio: {
    subject: 'Recordatorio',
    body: 'Hola, {{nombre}}:\n\nTe recordamos que representas a {{delegacion}} en {{comision}}.',
  },
};

/** Mail placeholders and attachment limits (mail.ts), without zod: pages use them without loading it (decision 027). */

/** The placeholders a mail message may use (PRODUCT §5 sender/{id}), each filled per recipient; «evento» is the event's name. */
export const MAIL_PLACEHOLDERS = ['nombre', 'delegacion', 'comision', 'enlace_personal', 'evento'] as const;
export type MailPlaceholder = (typeof MAIL_PLACEHOLDERS)[number];
export type MailValues = Record<MailPlaceholder, string>;

/** Files one message may carry, and their size in all (bytes). */
export const MAX_MAIL_ATTACHMENTS = 10;
export const MAX_MAIL_ATTACHMENT_BYTES = 10 * 1024 * 1024;

import { z } from 'zod';
import { MAX_CERTIFICATE_SIGNATURES } from './certificate-rules';
import { codeText, humanText, optionalHumanText } from './text';

/**
 * Certificates (PRODUCT §2, §5): participation for every delegate at or above the event's attendance
 * threshold, one per published award; each with an unguessable verification code printed as a QR code to
 * `/verificator?code=…`.
 */

export { CERTIFICATE_PLACEHOLDERS, MAX_CERTIFICATE_SIGNATURES } from './certificate-rules';

export const CERTIFICATE_KINDS = ['participacion', 'premio'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/** The default minimum attendance (percent of the commission's roll calls) for a participation certificate. */
export const DEFAULT_CERTIFICATE_THRESHOLD = 80;
/** What a participation certificate certifies. */
export const PARTICIPATION_TITLE = 'Participación';
export const DEFAULT_CERTIFICATE_TEXTS = {
  title: 'Certificado',
  body: 'Por su {{certifica}} como representante de {{delegacion}} en la comisión {{comision}}, en el marco de {{evento}}.',
  footer: 'Verifica este certificado con el código QR o en /verificator.',
} as const;

/** Images (logo, signatures): PNG or JPEG of at most 2 MB and 4000 × 4000 pixels. */
export const MAX_CERTIFICATE_IMAGE_BYTES = 2 * 1024 * 1024;
export const MAX_CERTIFICATE_IMAGE_SIDE = 4000;

/** Fills a certificate text's placeholders. */
export function fillCertificateText(
  text: string,
  values: { name: string; certifies: string; commission: string; delegation: string; event: string },
): string {
  return text
    .replaceAll('{{nombre}}', values.name)
    .replaceAll('{{certifica}}', values.certifies)
    .replaceAll('{{comision}}', values.commission)
    .replaceAll('{{delegacion}}', values.delegation)
    .replaceAll('{{evento}}', values.event);
}

export const certificateSignatureSchema = z.object({
  name: humanText({ min: 1, max: 120, label: 'Nombre de quien firma' }),
  role: humanText({ min: 1, max: 120, label: 'Cargo de quien firma' }),
  hasImage: z.boolean(),
});
export type CertificateSignature = z.infer<typeof certificateSignatureSchema>;

/** The certificate part of the event settings. */
export const certificateSettingsSchema = z.object({
  threshold: z.number().int(),
  title: z.string(),
  body: z.string(),
  footer: z.string(),
  signatures: z.array(certificateSignatureSchema),
  hasLogo: z.boolean(),
});
export type CertificateSettings = z.infer<typeof certificateSettingsSchema>;

export const certificateSettingsInputSchema = z.object({
  threshold: z.number().int('Un número entero').min(0, 'Entre 0 y 100').max(100, 'Entre 0 y 100'),
  title: humanText({ min: 1, max: 80, label: 'Título' }),
  body: humanText({ min: 1, max: 600, multiline: true, label: 'Texto' }),
  footer: optionalHumanText({ max: 200, label: 'Pie' }),
  signatures: z
    .array(certificateSignatureSchema.omit({ hasImage: true }))
    .max(MAX_CERTIFICATE_SIGNATURES, `Como máximo ${MAX_CERTIFICATE_SIGNATURES} firmas`),
});
export type CertificateSettingsInput = z.input<typeof certificateSettingsInputSchema>;

/** Where the image goes: the logo, or the signature at that position. */
export const certificateImageSlotSchema = z.union([z.literal('logo'), z.enum(['signature-0', 'signature-1', 'signature-2'])]);
export type CertificateImageSlot = z.infer<typeof certificateImageSlotSchema>;

/** A certificate as the staff sees it. */
export const certificateSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(CERTIFICATE_KINDS),
  delegateId: z.string().nullable(),
  holderName: z.string(),
  title: z.string(),
  commissionName: z.string(),
  delegationName: z.string(),
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
  downloadedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** A delegate's attendance over the commission's roll calls, for the threshold check. */
export const certificateAttendanceSchema = z.object({
  delegateId: z.string(),
  name: z.string(),
  delegationName: z.string().nullable(),
  present: z.number(),
  rollCalls: z.number(),
  /** 0..100, null before the first roll call. */
  percent: z.number().nullable(),
  /** Each roll call in order: when it opened, and the delegate's last mark (null: never marked). */
  marks: z.array(z.object({ rollCallId: z.string(), openedAt: z.string(), status: z.string().nullable() })),
});

/** An award given but not published: issuing leaves its certificate out until the Gestor publishes. */
export const unpublishedAwardSchema = z.object({ awardId: z.string(), categoryName: z.string(), recipientName: z.string() });

/**
 * A commission's certificates: counts, the certificates, who is below the threshold and why, and the awards not
 * published yet (whose certificates an issue would leave out).
 */
export const commissionCertificatesSchema = z.object({
  threshold: z.number(),
  counts: z.object({ issued: z.number(), revoked: z.number(), downloaded: z.number(), sent: z.number() }),
  certificates: z.array(certificateSchema),
  belowThreshold: z.array(certificateAttendanceSchema),
  unpublishedAwards: z.array(unpublishedAwardSchema),
});
export type CommissionCertificates = z.infer<typeof commissionCertificatesSchema>;

export const issueResultSchema = z.object({ issued: z.number() });
export const sendResultSchema = z.object({ sent: z.number() });

/** Sending a commission's certificates by e-mail: how many the Gestor confirmed (the valid ones whose delegate exists). */
export const sendCertificatesSchema = z.object({ confirmedCount: z.number().int().min(0) });
export type SendCertificatesInput = z.infer<typeof sendCertificatesSchema>;

export const revokeCertificateSchema = z.object({ reason: humanText({ min: 3, max: 300, label: 'Motivo' }) });

/**
 * What anyone holding the code sees at /verificator?code=…: what the certificate prints (the day it was issued
 * on the event's clock, yyyy-mm-dd, as its footer says it) and whether it still holds, with the day it was
 * revoked. Not the reason: the Gestor's words about a (often minor) holder are not printed anywhere.
 */
export const certificateVerificationSchema = z.object({
  status: z.enum(['valido', 'revocado']),
  holderName: z.string(),
  kind: z.enum(CERTIFICATE_KINDS),
  title: z.string(),
  commissionName: z.string(),
  delegationName: z.string(),
  issuedOn: z.string(),
  eventName: z.string(),
  revokedOn: z.string().nullable(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

/** A certificate's verification code as typed or scanned. */
export const certificateCodeSchema = codeText({ min: 1, max: 64, message: 'Código de certificado no válido' });

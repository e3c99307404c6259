import {
  type CertificateImageSlot,
  type CertificateSettings,
  type CertificateSettingsInput,
  DEFAULT_CERTIFICATE_TEXTS,
  DEFAULT_CERTIFICATE_THRESHOLD,
  DEFAULT_EVENT_NAME,
  DEFAULT_EVENT_SHORT_NAME,
} from '@quorum/shared';
import type { Executor } from '../../db/database';
import { readEventName, readEventTimeZone } from '../../lib/event-name';
import { type ImageInfo, readImage, removeImage, storeImage } from './certificate-images';
import type { SourceDesign } from './certificates.pdf';
import { readCertificateSettingsRow, saveCertificateSettingsRow } from './certificates.repository';

/** The certificate settings as stored: texts, threshold, signatures with their image files, the logo file. */
interface StoredSettings {
  threshold: number;
  title: string;
  body: string;
  footer: string;
  signatures: { name: string; role: string; image: string | null }[];
  logo: string | null;
}

const EVENT_DEFAULTS = { name: DEFAULT_EVENT_NAME, shortName: DEFAULT_EVENT_SHORT_NAME };

async function readStored(db: Executor): Promise<StoredSettings> {
  const row = await readCertificateSettingsRow(db);
  return {
    threshold: row?.certificateThreshold ?? DEFAULT_CERTIFICATE_THRESHOLD,
    title: row?.certificateTitle ?? DEFAULT_CERTIFICATE_TEXTS.title,
    body: row?.certificateBody ?? DEFAULT_CERTIFICATE_TEXTS.body,
    footer: row?.certificateFooter ?? DEFAULT_CERTIFICATE_TEXTS.footer,
    signatures: row?.certificateSignatures ? JSON.parse(row.certificateSignatures) : [],
    logo: row?.certificateLogo ?? null,
  };
}

/** The certificate settings as the Gestor sees them. */
export async function readCertificateSettings(db: Executor): Promise<CertificateSettings> {
  const s = await readStored(db);
  return {
    threshold: s.threshold,
    title: s.title,
    body: s.body,
    footer: s.footer,
    signatures: s.signatures.map((g) => ({ name: g.name, role: g.role, hasImage: g.image !== null })),
    hasLogo: s.logo !== null,
  };
}

/** The attendance threshold (percent). */
export async function readThreshold(db: Executor): Promise<number> {
  return (await readStored(db)).threshold;
}

/** Saves texts, threshold and signatures (a signature keeps the image of its position); answers image files no longer used. */
export async function saveCertificateSettings(db: Executor, input: CertificateSettingsInput): Promise<string[]> {
  const before = await readStored(db);
  const signatures = input.signatures.map((g, i) => ({ name: g.name, role: g.role, image: before.signatures[i]?.image ?? null }));
  await saveCertificateSettingsRow(
    db,
    {
      certificateThreshold: input.threshold,
      certificateTitle: input.title,
      certificateBody: input.body,
      certificateFooter: input.footer ?? '',
      certificateSignatures: JSON.stringify(signatures),
    },
    EVENT_DEFAULTS,
  );
  return before.signatures.slice(signatures.length).flatMap((g) => (g.image ? [g.image] : []));
}

/**
 * Stores an uploaded image for the logo or a signature's position (which must exist), and removes the file it
 * replaces once the row points at the new one. Answers false when the signature does not exist.
 */
export async function saveCertificateImage(
  db: Executor,
  dataDir: string,
  slot: CertificateImageSlot,
  image: { bytes: Buffer; info: ImageInfo },
): Promise<boolean> {
  const before = await readStored(db);
  const index = slot === 'logo' ? -1 : Number(slot.slice('signature-'.length));
  const signature = before.signatures[index];
  if (index >= 0 && !signature) return false;
  const file = await storeImage(dataDir, image.bytes, image.info);
  if (slot === 'logo') {
    await saveCertificateSettingsRow(db, { certificateLogo: file }, EVENT_DEFAULTS);
    await removeImage(dataDir, before.logo);
  } else if (signature) {
    const signatures = before.signatures.map((g, i) => (i === index ? { ...g, image: file } : g));
    await saveCertificateSettingsRow(db, { certificateSignatures: JSON.stringify(signatures) }, EVENT_DEFAULTS);
    await removeImage(dataDir, signature.image);
  }
  return true;
}

/** The design every certificate of a batch shares: texts, event name and the images' files. */
export async function loadDesign(db: Executor, dataDir: string): Promise<SourceDesign> {
  const s = await readStored(db);
  return {
    eventName: await readEventName(db),
    timeZone: await readEventTimeZone(db),
    title: s.title,
    body: s.body,
    footer: s.footer,
    logo: await readImage(dataDir, s.logo),
    signatures: await Promise.all(
      s.signatures.map(async (g) => ({ name: g.name, role: g.role, image: await readImage(dataDir, g.image) })),
    ),
  };
}

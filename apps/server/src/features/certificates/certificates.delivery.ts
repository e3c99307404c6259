import { PassThrough, Readable } from 'node:stream';
import { countText } from '@quorum/shared';
import yazl from 'yazl';
import type { Db } from '../../db/database';
import { findRecipients, templateComposer } from '../../domain/mail/mail-templates';
import { type Actor, recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import type { CertificateContent } from './certificates.pdf';
import { zipEntryName } from './certificates.policy';
import { type CertificateBatch, RENDERERS, renderInPool } from './certificates.render-pool';
import { type CertificateRow, findCertificates, findCertificatesById, markSent } from './certificates.repository';
import { sharedSlots } from '../../workers/shared-slots';

/** The verification link a certificate's QR code holds. */
function verificationLink(publicUrl: string, code: string): string {
  return `${publicUrl}/verificator?code=${encodeURIComponent(code)}`;
}

/** The delegate's own download link of a certificate (their personal code proves who they are). */
function personalDownloadLink(publicUrl: string, personalCode: string, certificateId: string): string {
  return `${publicUrl}/api/my-certificates/${encodeURIComponent(personalCode)}/${encodeURIComponent(certificateId)}`;
}

/** What a certificate row prints. */
function contentOf(row: CertificateRow, publicUrl: string): CertificateContent {
  return {
    holderName: row.holderName,
    title: row.title,
    commissionName: row.commissionName,
    delegationName: row.delegationName,
    code: row.code,
    issuedAt: row.issuedAt,
    verifyUrl: verificationLink(publicUrl, row.code),
  };
}

/** One certificate's PDF, rendered in a renderer thread. */
export async function renderCertificate(batch: CertificateBatch, row: CertificateRow, publicUrl: string): Promise<Buffer> {
  return Buffer.from(await renderInPool(batch, contentOf(row, publicUrl)), 'latin1');
}

/** A slot holds a PDF of this size (a certificate is about 14 KB; one with larger images comes back as text). */
const PDF_SLOT_BYTES = 64 * 1024;

/** A PDF asked of the renderers: the slot it is written into (if one was free) and its answer. */
interface Rendering {
  slot: Uint8Array | undefined;
  pdf: Promise<string | number>;
}

/** PDFs rendered ahead of the entry the archive is writing: every renderer busy, memory bounded whatever the count. */
const ZIP_AHEAD = RENDERERS * 3;

/** Certificates read from the database at a time, and added to the archive, once fewer than this many wait in it. */
const ZIP_PAGE = 200;

/**
 * The certificates of a ZIP: their ids in the archive's order, read when the request came, and a reader of some
 * of them. A certificate revoked while the archive is written stays in it, as it was valid when it was asked for.
 */
export interface ZipCertificates {
  ids: readonly string[];
  /** The certificates of these ids, in their order (one that no longer exists is left out). */
  read(ids: readonly string[]): Promise<CertificateRow[]>;
}

/**
 * Certificates as one ZIP, written as the client reads it: when the archive reaches an entry, that PDF and
 * the next few are asked of the renderers, so at most ZIP_AHEAD PDFs wait in memory whatever the count and
 * however slow the client. The certificates are read a page at a time and added to the archive a page ahead of
 * the entry being written, so what stays in memory for each one is the archive's record of it (its name, size
 * and checksum, for the central directory written last). `byCommission` puts each commission in a folder;
 * `pageSize` is the page (ZIP_PAGE unless given: tests pass a small one to cross pages with a few certificates).
 */
export function certificatesZip(
  batch: CertificateBatch,
  certificates: ZipCertificates,
  opts: { publicUrl: string; byCommission: boolean; pageSize?: number },
  /** Whether the response holds none of what it was given (it has all gone to the system). */
  responseSent: () => boolean = () => false,
): Readable {
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as PassThrough;
  zip.on('error', (error: Error) => output.destroy(error));
  // When an entry is asked for, every entry before it is in the archive's output: once that output and the
  // response are empty too, their bytes have left and their slots may be used again.
  const slots = sharedSlots({
    bytes: PDF_SLOT_BYTES,
    max: ZIP_AHEAD * 2 + 4,
    sent: () => output.writableLength === 0 && output.readableLength === 0 && responseSent(),
  });
  const names = new Set<string>();
  const mtime = new Date();
  const { ids } = certificates;
  const pageSize = opts.pageSize ?? ZIP_PAGE;
  // Entries added whose PDF is not asked for yet, and PDFs asked for whose entry is not written yet.
  const waiting = new Map<number, CertificateRow>();
  const rendering = new Map<number, Rendering>();
  let read = 0;
  let added = 0;
  let asked = 0;
  let reading = false;
  const askUpTo = (last: number) => {
    for (; asked <= Math.min(last, added - 1); asked++) {
      const slot = slots.take();
      const pdf = renderInPool(batch, contentOf(waiting.get(asked) as CertificateRow, opts.publicUrl), slot);
      waiting.delete(asked);
      // A failure is reported when its entry is reached (not as an unhandled rejection before).
      pdf.catch(() => {});
      rendering.set(asked, { slot, pdf });
    }
  };
  const add = (row: CertificateRow) => {
    const index = added++;
    waiting.set(index, row);
    let name = `${zipEntryName(row.delegationName, row.holderName, row.title)}.pdf`;
    if (names.has(name)) name = `${zipEntryName(row.delegationName, row.holderName, row.title, row.code)}.pdf`;
    names.add(name);
    const path = opts.byCommission ? `${zipEntryName(row.commissionName || 'Sin comisión')}/${name}` : name;
    // PDFs are compressed already: stored, not deflated again. The entry keeps this function: it holds the index only.
    zip.addReadStreamLazy(path, { compress: false, mtime }, (done) => write(index, done));
  };
  // Reads and adds pages until a page waits beyond `entry`, or every certificate is in; then the archive may end.
  const readAhead = async (entry: number) => {
    if (reading) return;
    reading = true;
    try {
      while (read < ids.length && added <= entry + pageSize) {
        const page = ids.slice(read, read + pageSize);
        read += page.length;
        for (const row of await certificates.read(page)) add(row);
      }
      if (read === ids.length) zip.end();
    } catch (error) {
      output.destroy(error as Error);
    } finally {
      reading = false;
    }
  };
  const write = (index: number, done: (error: Error | null, stream: Readable) => void) => {
    void readAhead(index);
    askUpTo(index + ZIP_AHEAD);
    const { slot, pdf } = rendering.get(index) as Rendering;
    rendering.delete(index);
    pdf.then(
      (rendered) => done(null, Readable.from([slots.bytes(slot, rendered)])),
      (error: Error) => done(error, new PassThrough()),
    );
  };
  void readAhead(0);
  return output;
}

/** A ZIP's certificates from the database: in the archive's order, each page read by id and put back in it. */
export function certificatesOf(db: Db, ids: readonly string[]): ZipCertificates {
  return {
    ids,
    async read(page) {
      const byId = new Map((await findCertificatesById(db, page)).map((row) => [row.id, row]));
      return page.flatMap((id) => byId.get(id) ?? []);
    },
  };
}

/**
 * Sends each delegate one e-mail with the download links of their valid certificates (of a commission, or
 * of the whole event), through the outbox (which writes on its own: not inside a transaction), then marks
 * them sent and audits it together. Answers how many delegates were written to. With `confirmedCount` (what
 * the Gestor was asked to confirm), nothing is sent if the certificates to send are no longer that many
 * (CERTIFICATES_CHANGED).
 */
export async function sendCertificates(
  db: Db,
  mailer: Mailer,
  opts: { commissionId?: string; confirmedCount?: number; publicUrl: string; eventName: string },
  actor: Actor,
): Promise<number> {
  const rows = (await findCertificates(db, { commissionId: opts.commissionId, validOnly: true })).filter((r) => r.delegateId);
  if (opts.confirmedCount !== undefined && rows.length !== opts.confirmedCount) throw new AppError('CERTIFICATES_CHANGED');
  const byDelegate = new Map<string, CertificateRow[]>();
  for (const row of rows) byDelegate.set(row.delegateId as string, [...(byDelegate.get(row.delegateId as string) ?? []), row]);
  const contacts = await findRecipients(db, { delegateIds: [...byDelegate.keys()] });
  // The Gestor's «certificado» template, with each delegate's download and verification links after it.
  const compose = await templateComposer(db, opts.publicUrl, 'certificado');
  const sentIds: string[] = [];
  for (const contact of contacts) {
    const own = byDelegate.get(contact.id) ?? [];
    const lines = own.map(
      (r) =>
        `- ${r.title} (${r.commissionName}): ${personalDownloadLink(opts.publicUrl, contact.personalCode, r.id)}\n  Verificación: ${verificationLink(opts.publicUrl, r.code)}`,
    );
    const heading = `Ya puedes descargar ${own.length === 1 ? 'tu certificado' : `tus ${countText(own.length, 'certificado', 'certificados')}`} de ${opts.eventName}:`;
    const note = 'Cualquiera puede comprobar un certificado con su código QR o con el enlace de verificación.';
    await mailer.send(compose(contact, [heading, '', ...lines, '', note].join('\n')));
    sentIds.push(...own.map((r) => r.id));
  }
  if (!contacts.length) return 0;
  await db.transaction().execute(async (trx) => {
    await markSent(trx, sentIds);
    await recordAudit(trx, actor, {
      action: 'certificate.sent',
      entity: opts.commissionId ? 'commission' : 'settings',
      entityId: opts.commissionId ?? null,
      after: { delegates: contacts.length, certificates: sentIds.length },
    });
  });
  return contacts.length;
}

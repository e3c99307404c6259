import { Readable } from 'node:stream';
import type { DocumentVisibility, WorkingPaper } from '@quorum/shared';
import type { AppContext } from '../../context';
import { findPaperDocument, insertDocument, insertVersion } from '../../domain/documents/document-writes';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { findSignatories, findSponsors } from './papers.repository';
import { type PaperActor, paperOf, presentOne, readPaper, writePaper } from './papers.use-cases';
import { readResolutionDocument } from './resolution-documents.use-cases';
import { renderResolutionInWorker } from './resolution.render-pool';

type Staff = Extract<PaperActor, { kind: 'staff' }>;

/** A document's title holds 200 characters (decision 020): the symbol first, then as much of the title as fits. */
const DOCUMENT_TITLE_MAX = 200;

function documentTitle(symbol: string, title: string): string {
  return Array.from(`${symbol} ${title}`).slice(0, DOCUMENT_TITLE_MAX).join('');
}

/**
 * Publishes an adopted resolution among its commission's documents (PRODUCT §10, decision 038): its PDF, laid out as the
 * downloads are, kept as version 1 of a `resolucion` document, `aprobado`, with the paper's sponsors (the first as its
 * author) and signatories, seen by `visibility`. Once per paper: a paper already published (in use or in the trash)
 * answers as it stands, and ten requests at once make one document (the paper's writer lock, then the unique index).
 * The file is built and stored before the transaction; a file the transaction did not keep is deleted.
 */
export async function publishResolution(
  ctx: Pick<AppContext, 'db' | 'bus' | 'storage'>,
  commissionId: string,
  paperId: string,
  visibility: DocumentVisibility,
  who: Staff,
): Promise<WorkingPaper> {
  const row = await paperOf(ctx.db, commissionId, paperId);
  if (row.resolutionSymbol === null) throw new AppError('RESOLUTION_NOT_ADOPTED');
  if (await findPaperDocument(ctx.db, paperId)) return readPaper(ctx.db, commissionId, paperId, who);

  const { doc, fileName } = await readResolutionDocument(ctx.db, commissionId, paperId, who);
  const stored = await ctx.storage.put(Readable.from(await renderResolutionInWorker('pdf', doc)));
  // Set once the document is written: a file the committed transaction did not keep (another request wrote first, or
  // the transaction failed) is deleted.
  let written = false;
  try {
    const paper = await writePaper(ctx, commissionId, paperId, async (trx, current) => {
      if (await findPaperDocument(trx, paperId)) return { answer: await presentOne(trx, current, who), changed: null };
      const [sponsorRows, signatoryRows] = await Promise.all([findSponsors(trx, [paperId]), findSignatories(trx, [paperId])]);
      const [author = null, ...sponsors] = sponsorRows.map((s) => s.delegationId);
      const documentId = await insertDocument(
        trx,
        commissionId,
        {
          kind: 'resolucion',
          title: documentTitle(doc.number ?? '', doc.title),
          visibility,
          authorDelegationId: author,
          sponsorIds: sponsors,
          signatoryIds: signatoryRows.map((s) => s.delegationId).filter((id) => id !== author && !sponsors.includes(id)),
        },
        who.actor.uid,
        { status: 'aprobado', paperId },
      );
      await insertVersion(trx, documentId, { ...stored, mediaType: 'application/pdf', name: `${fileName}.pdf` }, who.actor.uid);
      await recordAudit(trx, who.actor, {
        action: 'working_paper.published',
        entity: 'workingPaper',
        entityId: paperId,
        after: { documentId, symbol: doc.number, visibility },
      });
      written = true;
      return { answer: await presentOne(trx, current, who), changed: current.version };
    });
    if (!written) await ctx.storage.delete(stored.key).catch(() => {});
    return paper;
  } catch (error) {
    await ctx.storage.delete(stored.key).catch(() => {});
    throw error;
  }
}

import type { Executor } from '../../db/database';
import { foundCommission } from '../../domain/commissions/commission-rules';
import { readEventName, readEventTimeZone } from '../../lib/event-name';
import { eventDay } from '../../lib/spanish-dates';
import { findCommissionHeading } from './papers.repository';
import { type PaperActor, readPaper } from './papers.use-cases';
import type { ResolutionDocument } from './resolution.render';

/** How much of the title a file name keeps. */
const TITLE_IN_FILE_NAME = 80;

/** A resolution's file name without its extension: its symbol once it has one, else its commission and title. */
function fileNameOf(doc: ResolutionDocument): string {
  // A symbol's slashes («AG/1/2026») would be a folder's in a file name.
  if (doc.number) return doc.number.replaceAll('/', '-');
  return `${doc.commission.acronym || doc.commission.name} - ${doc.title.slice(0, TITLE_IN_FILE_NAME).trim()}`;
}

/**
 * What a paper's PDF and DOCX are laid out from, read as the paper is (its reader's commission: another commission's
 * paper is NOT_FOUND), with the file's name without its extension.
 */
export async function readResolutionDocument(
  db: Executor,
  commissionId: string,
  paperId: string,
  who: PaperActor,
): Promise<{ doc: ResolutionDocument; fileName: string }> {
  const paper = await readPaper(db, commissionId, paperId, who);
  const [commission, conference, timeZone] = await Promise.all([
    findCommissionHeading(db, commissionId).then(foundCommission),
    readEventName(db),
    readEventTimeZone(db),
  ]);
  const doc: ResolutionDocument = {
    conference,
    commission,
    // An adopted resolution's symbol, day and vote; until the vote, the day is the text's.
    number: paper.resolution?.symbol ?? null,
    status: paper.status,
    title: paper.text.title,
    text: paper.text,
    sponsors: paper.sponsors.map((s) => s.name),
    signatories: paper.signatories.map((s) => s.name),
    date: eventDay(paper.resolution?.decidedAt ?? paper.updatedAt, timeZone),
    vote: paper.resolution?.adopted ? paper.resolution.vote : null,
  };
  return { doc, fileName: fileNameOf(doc) };
}

import { countText, openingWord, type PaperText, subClauseLetter, subSubClauseNumeral } from '@quorum/shared';
import { GREY, newPdf } from '../../lib/pdf';
import { spanishDate } from '../../lib/spanish-dates';

/**
 * A resolution's files, laid out as the UN lays out resolutions (PRODUCT §10, decision 038): a heading (the conference,
 * the commission, the document's symbol and date), the title, its sponsors and signatories, the commission as the
 * subject, the preambular clauses with their opening word in italics, the operative clauses numbered with theirs in
 * italics and their sub-clauses (a) and (i), and the vote it was adopted by. One layout (`resolutionLayout`) drawn as
 * a PDF (the app's Inter, `lib/pdf.ts`) or a DOCX (the `docx` library). Run in a worker thread
 * (workers/resolution.worker.mjs): a long paper drawn and saved would hold the event loop.
 */

/** What a resolution's files are laid out from: the paper as it stands, with its commission and its event. */
export interface ResolutionDocument {
  /** The event's name (its settings). */
  conference: string;
  commission: { name: string; acronym: string };
  /** The document's symbol, «AG/1/2026»: null until adopted. */
  number: string | null;
  /** The paper's status: a working paper, a draft resolution… */
  status: string;
  title: string;
  text: PaperText;
  sponsors: string[];
  signatories: string[];
  /** The document's day, ISO (yyyy-mm-dd on the event's clock): the adoption's when there is one. */
  date: string | null;
  /** The vote it was adopted by, when it was. */
  vote: { favor: number; contra: number; abstenciones: number } | null;
}

/** One download of a resolution, built in a worker thread (resolution.render-pool.ts). */
export interface ResolutionRenderTask {
  format: 'pdf' | 'docx';
  doc: ResolutionDocument;
}

/** A run of a paragraph's text: italic for an opening word and the subject. */
interface Run {
  text: string;
  italic?: boolean;
}

/**
 * Where a paragraph of the body sits: the subject and the preambular clauses open indented; an operative clause hangs
 * its number, a sub-clause its letter and an item its numeral, each level further in.
 */
type Role = 'subject' | 'preambular' | 'operative' | 'subClause' | 'item' | 'closing';

interface Paragraph {
  role: Role;
  runs: Run[];
  /** «1.», «(a)», «(i)». */
  label?: string;
}

/** What a resolution shows, in the order it shows it, for either format. */
interface ResolutionLayout {
  /** The heading's lines: at the left the conference (bold) and the commission; at the right the symbol and the date. */
  heading: [left: string, right: string][];
  /** What the document is: a working paper, a draft resolution, a resolution. */
  kind: string;
  title: string;
  /** «Patrocinadores: …», «Firmantes: …» (each only when there are). */
  parties: string[];
  body: Paragraph[];
}

const KINDS: Readonly<Record<string, string>> = {
  borrador: 'Documento de trabajo',
  proyecto: 'Proyecto de resolución',
  rechazada: 'Proyecto de resolución rechazado',
};

const list = new Intl.ListFormat('es', { type: 'conjunction' });

/** «Aprobada con 20 votos a favor, 1 en contra y 2 abstenciones.» */
export function adoptionText(vote: NonNullable<ResolutionDocument['vote']>): string {
  const favor = countText(vote.favor, 'voto a favor', 'votos a favor');
  const abstentions = countText(vote.abstenciones, 'abstención', 'abstenciones');
  return `Aprobada con ${favor}, ${vote.contra} en contra y ${abstentions}.`;
}

/** A clause's runs: its opening word in italics, then the rest. */
function opening(text: string): Run[] {
  const { opening, rest } = openingWord(text);
  return [{ text: opening, italic: true }, { text: rest }];
}

/** The resolution laid out: its heading, title, parties and body paragraphs, numbered by the clauses' order. */
export function resolutionLayout(doc: ResolutionDocument): ResolutionLayout {
  const { text } = doc;
  const day = doc.date ? spanishDate(`${doc.date.slice(0, 10)}T12:00:00Z`, 'UTC') : '';
  const body: Paragraph[] = [{ role: 'subject', runs: [{ text: `${doc.commission.name},`, italic: true }] }];
  for (const clause of text.preambular) body.push({ role: 'preambular', runs: opening(clause.text) });
  for (const [i, clause] of text.operative.entries()) {
    body.push({ role: 'operative', label: `${i + 1}.`, runs: opening(clause.text) });
    for (const [j, sub] of clause.subClauses.entries()) {
      body.push({ role: 'subClause', label: `(${subClauseLetter(j)})`, runs: [{ text: sub.text }] });
      for (const [k, item] of sub.subClauses.entries())
        body.push({ role: 'item', label: `(${subSubClauseNumeral(k)})`, runs: [{ text: item.text }] });
    }
  }
  if (text.preambular.length === 0 && text.operative.length === 0)
    body.push({ role: 'preambular', runs: [{ text: 'El texto no tiene cláusulas todavía.' }] });
  if (doc.vote) body.push({ role: 'closing', runs: [{ text: adoptionText(doc.vote) }] });
  const parties = [
    ...(doc.sponsors.length ? [`Patrocinadores: ${list.format(doc.sponsors)}`] : []),
    ...(doc.signatories.length ? [`Firmantes: ${list.format(doc.signatories)}`] : []),
  ];
  return {
    heading: [
      [doc.conference, doc.number ?? ''],
      [doc.commission.name, day],
    ],
    kind: doc.number ? 'Resolución' : (KINDS[doc.status] ?? 'Proyecto de resolución'),
    title: doc.title,
    parties,
    body,
  };
}

/** Where each role's paragraph sits, in points: the first line's start, the other lines' start, the label's. */
const PLACES: Record<Role, { first: number; rest: number; label?: number }> = {
  subject: { first: 42, rest: 0 },
  preambular: { first: 42, rest: 0 },
  operative: { first: 42, rest: 42, label: 18 },
  subClause: { first: 66, rest: 66, label: 42 },
  item: { first: 90, rest: 90, label: 66 },
  closing: { first: 0, rest: 0 },
};

const BODY_SIZE = 11;

async function resolutionPdf(layout: ResolutionLayout): Promise<Uint8Array> {
  const pdf = await newPdf({ title: layout.title, margin: 56, italic: true });
  for (const [index, [left, right]] of layout.heading.entries()) pdf.pair(left, right, { size: index === 0 ? 11 : 10, bold: index === 0 });
  pdf.rule();
  pdf.space(10);
  pdf.text(layout.kind, { size: 10, color: GREY, align: 'center' });
  pdf.text(layout.title, { size: 14, bold: true, align: 'center', gap: 10 });
  for (const line of layout.parties) pdf.text(line, { size: 10, gap: 2 });
  pdf.space(12);
  for (const paragraph of layout.body) {
    const place = PLACES[paragraph.role];
    if (paragraph.role === 'closing') pdf.space(8);
    pdf.paragraph(
      paragraph.runs.map((run) => ({ text: run.text, face: run.italic ? 'italic' : 'regular' })),
      {
        size: BODY_SIZE,
        indent: place.rest,
        firstLineIndent: place.first - place.rest,
        ...(paragraph.label && place.label !== undefined ? { label: { text: paragraph.label, at: place.label } } : {}),
        gap: 6,
      },
    );
  }
  return pdf.toBuffer();
}

/** A4 with 2 cm margins, in twentieths of a point. */
const DOCX_PAGE = { width: 11906, height: 16838, margin: 1134 };
const twips = (points: number) => points * 20;
/** Bold only where it is: a run says nothing otherwise. */
const strong = (bold: boolean) => (bold ? { bold: true } : {});

async function resolutionDocx(layout: ResolutionLayout): Promise<Uint8Array> {
  // Loaded with the first DOCX only: a PDF never needs it.
  const { AlignmentType, BorderStyle, Document, Footer, Packer, PageNumber, Paragraph, Tab, TabStopType, TextRun } = await import('docx');
  const textWidth = DOCX_PAGE.width - 2 * DOCX_PAGE.margin;
  const heading = layout.heading.map(
    ([left, right], index) =>
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: textWidth }],
        ...(index === layout.heading.length - 1
          ? { border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '999999', space: 4 } }, spacing: { after: 240 } }
          : {}),
        children: [
          new TextRun({ text: left, ...strong(index === 0) }),
          new TextRun({ children: [new Tab(), right], ...strong(index === 0) }),
        ],
      }),
  );
  const body = layout.body.map((paragraph) => {
    const place = PLACES[paragraph.role];
    const label = paragraph.label ? [new TextRun(paragraph.label), new TextRun({ children: [new Tab()] })] : [];
    // A label hangs out of the paragraph's indent and a tab brings the text back to it.
    const indent =
      place.label === undefined
        ? { left: twips(place.rest), firstLine: twips(place.first - place.rest) }
        : { left: twips(place.rest), hanging: twips(place.rest - place.label) };
    return new Paragraph({
      indent,
      spacing: { after: 120, ...(paragraph.role === 'closing' ? { before: 240 } : {}) },
      children: [
        ...label,
        ...paragraph.runs
          .filter((run) => run.text !== '')
          .map((run) => new TextRun({ text: run.text, ...(run.italic ? { italics: true } : {}) })),
      ],
    });
  });
  const document = new Document({
    creator: 'Quórum',
    title: layout.title,
    // Times New Roman, as UN documents are printed; Spanish, for a word processor's spelling.
    styles: { default: { document: { run: { font: 'Times New Roman', size: 24, language: { value: 'es-ES' } } } } },
    sections: [
      {
        properties: {
          page: {
            size: { width: DOCX_PAGE.width, height: DOCX_PAGE.height },
            margin: { top: DOCX_PAGE.margin, bottom: DOCX_PAGE.margin, left: DOCX_PAGE.margin, right: DOCX_PAGE.margin },
          },
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [new TextRun({ children: ['Página ', PageNumber.CURRENT, ' de ', PageNumber.TOTAL_PAGES], size: 16 })],
              }),
            ],
          }),
        },
        children: [
          ...heading,
          new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: layout.kind, size: 20, color: '666666' })] }),
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { after: 240 },
            children: [new TextRun({ text: layout.title, bold: true, size: 28 })],
          }),
          ...layout.parties.map((line) => new Paragraph({ children: [new TextRun({ text: line, size: 20 })] })),
          new Paragraph({ children: [] }),
          ...body,
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

/** The worker's side: the resolution's file, as bytes handed back to the server's thread. */
export async function renderResolution({ format, doc }: ResolutionRenderTask): Promise<Uint8Array> {
  const layout = resolutionLayout(doc);
  return format === 'pdf' ? resolutionPdf(layout) : resolutionDocx(layout);
}

import { statusLabel } from '@quorum/shared';
import { IMPORT_HEADERS as HEADER } from '../../domain/delegates/import/read-file';
import type { ColumnDef } from '../../lib/spreadsheet-export';
import { type CommissionRowLite, parseList, type RosterRow } from './assignment.repository';

/** Columns of a commission's XLSX/CSV export (the importer's Spanish headers, so it re-imports; no personal code). */
export const ROSTER_COLUMNS: ColumnDef<RosterRow>[] = [
  { key: (r) => r.delegationName ?? 'Sin delegación', header: 'Delegación', width: 26 },
  { key: 'lastNames', header: HEADER.lastNames, width: 24 },
  { key: 'firstNames', header: HEADER.firstNames, width: 24 },
  { key: 'documentType', header: HEADER.documentType },
  { key: 'documentNumber', header: HEADER.documentNumber, width: 20 },
  { key: 'institution', header: HEADER.institution, width: 30 },
  { key: 'grade', header: HEADER.grade },
  { key: 'email', header: HEADER.email, width: 30 },
  { key: 'phone', header: HEADER.phone, width: 16 },
  { key: 'guardianName', header: HEADER.guardianName, width: 24 },
  { key: 'guardianPhone', header: HEADER.guardianPhone, width: 20 },
  { key: (r) => statusLabel(r.status), header: 'Estado' },
];

export interface RollCallDelegation {
  name: string;
  delegates: string[];
}

/**
 * The printable roll-call sheet (lista de asistencia): the event in the running header, the commission's
 * name, topics and room, then one row per delegation in order with its delegates and an empty box per
 * session column; page numbers at the bottom.
 */
export async function rollCallPdf(opts: {
  eventName: string;
  commission: CommissionRowLite;
  delegations: RollCallDelegation[];
  withoutDelegation: string[];
  sessions: number;
}): Promise<Buffer> {
  const { commission } = opts;
  // The PDF library loads with the first PDF made, not when the server starts.
  const { newPdf } = await import('../../lib/pdf');
  const pdf = await newPdf({ title: `Lista de asistencia — ${commission.name}`, header: opts.eventName });
  pdf.heading(`Lista de asistencia — ${commission.name}`);
  const topics = parseList(commission.topics);
  if (topics.length) pdf.text(`${topics.length === 1 ? 'Tema' : 'Temas'}: ${topics.join(' · ')}`, { size: 11 });
  if (commission.room) pdf.text(`Sala: ${commission.room}`, { size: 10 });
  pdf.text('Marca la casilla de cada sesión en que la delegación esté presente.', { size: 9 });
  pdf.space(4);
  const rows = opts.delegations.map((d, i) => [
    String(i + 1),
    d.name,
    d.delegates.join('\n') || '—',
    ...Array.from({ length: opts.sessions }, () => ''),
  ]);
  if (opts.withoutDelegation.length)
    rows.push(['', 'Sin delegación', opts.withoutDelegation.join('\n'), ...Array.from({ length: opts.sessions }, () => '')]);
  if (!rows.length) {
    pdf.text('La comisión todavía no tiene delegaciones ni delegados.', { size: 10 });
  } else {
    pdf.table(
      [
        { header: '#', width: 0.6, align: 'right' },
        { header: 'Delegación', width: 4 },
        { header: 'Delegados', width: 6 },
        ...Array.from({ length: opts.sessions }, (_, i) => ({ header: `S${i + 1}`, width: 0.9, checkbox: true })),
      ],
      rows,
      { minRowHeight: 22, fontSize: 9 },
    );
  }
  pdf.space(12);
  pdf.text('Firma de la mesa: ______________________________', { size: 10 });
  return pdf.toBuffer();
}

import { LOAD_COLUMNS } from '@quorum/shared';
import ExcelJS from 'exceljs';

/** The load template: the Spanish headers (and an instructions sheet in the XLSX). */

const TEXT_COLUMNS = new Set(['documentNumber', 'phone', 'guardianPhone', 'grade', 'birthDate']);

export async function templateXlsx(institution: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Quórum';
  const sheet = workbook.addWorksheet('Delegados', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = LOAD_COLUMNS.map((c) => ({
    header: c.header,
    key: c.key,
    width: Math.max(14, c.header.length + 4),
    // Documents, phones and dates as text: Excel keeps leading zeros and does not reformat dates.
    style: TEXT_COLUMNS.has(c.key) ? { numFmt: '@' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  const help = workbook.addWorksheet('Instrucciones');
  help.columns = [{ width: 110 }];
  for (const line of [
    `Plantilla de carga de delegados — ${institution}`,
    '',
    'Escribe un delegado por fila en la hoja «Delegados», debajo de los encabezados (no los cambies).',
    'Tipo de documento: TI (tarjeta de identidad), CC (cédula de ciudadanía), CE (cédula de extranjería) o PA (pasaporte).',
    'Fecha de nacimiento: AAAA-MM-DD (por ejemplo 2009-05-21) o DD/MM/AAAA.',
    'Menores de 18 años: nombre y teléfono del acudiente obligatorios.',
    'Ninguna celda puede empezar por =, +, - o @ (escribe los teléfonos sin el signo +).',
    'Si vuelves a subir un documento ya cargado, sus datos se actualizan (no se duplica).',
  ]) {
    help.addRow([line]);
  }
  help.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** CSV template: UTF-8 with a byte-order mark (Excel shows accents), comma-separated headers. */
export function templateCsv(): Buffer {
  return Buffer.from(`\uFEFF${LOAD_COLUMNS.map((c) => c.header).join(',')}\r\n`, 'utf8');
}

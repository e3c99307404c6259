import type { Executor } from '../../../db/database';
import { spanishOrder } from '../../../db/spanish-order';
import { IMPORT_COLUMN_ORDER, IMPORT_HEADERS, type ImportField } from './read-file';

/**
 * The load template, the same for a school's load code (institution fixed) and the Gestor's import (with an
 * «Institución» column): the importer's Spanish headers, the preference columns, and in the XLSX an
 * instructions sheet naming the commissions a preference may give.
 */

const TEXT_COLUMNS = new Set<ImportField>(['documentNumber', 'phone', 'guardianPhone', 'grade', 'birthDate']);

export interface TemplateFor {
  /** The load code's institution; null for the Gestor's import (the file carries an «Institución» column). */
  institution: string | null;
}

function columnsOf(t: TemplateFor): ImportField[] {
  return IMPORT_COLUMN_ORDER.filter((f) => f !== 'institution' || t.institution === null);
}

/** The commissions a preference may name: open ones, in Spanish order. */
function openCommissions(db: Executor) {
  return db.selectFrom('commission').select(['name', 'acronym']).where('archived', '=', 0).orderBy(spanishOrder('name')).execute();
}

async function templateXlsx(db: Executor, t: TemplateFor): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Quórum';
  const sheet = workbook.addWorksheet('Delegados', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columnsOf(t).map((key) => ({
    header: IMPORT_HEADERS[key],
    key,
    width: Math.max(14, IMPORT_HEADERS[key].length + 4),
    // Documents, phones and dates as text: Excel keeps leading zeros and does not reformat dates.
    style: TEXT_COLUMNS.has(key) ? { numFmt: '@' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  const commissions = await openCommissions(db);
  const help = workbook.addWorksheet('Instrucciones');
  help.columns = [{ width: 110 }];
  for (const line of [
    t.institution === null ? 'Plantilla de importación de delegados' : `Plantilla de carga de delegados — ${t.institution}`,
    '',
    'Escribe un delegado por fila en la hoja «Delegados», debajo de los encabezados (no los cambies).',
    'Tipo de documento: TI (tarjeta de identidad), CC (cédula de ciudadanía), CE (cédula de extranjería) o PA (pasaporte).',
    'Fecha de nacimiento: DD/MM/AAAA (por ejemplo 21/05/2009) o AAAA-MM-DD.',
    'Teléfonos: con o sin +57, espacios o guiones (se guardan solo los dígitos).',
    'Menores de 18 años: nombre y teléfono del acudiente obligatorios.',
    'Preferencia 1, 2 y 3 (opcionales): el nombre o la sigla de una comisión, en orden de preferencia.',
    'Ninguna otra celda puede empezar por =, +, - o @.',
    'Si vuelves a subir un documento ya cargado, sus datos se actualizan (no se duplica).',
    '',
    commissions.length ? 'Comisiones:' : 'Aún no hay comisiones: deja vacías las preferencias.',
    ...commissions.map((c) => `• ${c.name} (${c.acronym})`),
  ]) {
    help.addRow([line]);
  }
  help.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** CSV template: UTF-8 with a byte-order mark (Excel shows accents), comma-separated headers. */
function templateCsv(t: TemplateFor): Buffer {
  return Buffer.from(
    `\uFEFF${columnsOf(t)
      .map((f) => IMPORT_HEADERS[f])
      .join(',')}\r\n`,
    'utf8',
  );
}

/** The template as a download (`plantilla-delegados.xlsx` or `.csv`): its bytes, media type and file name. */
export async function templateFile(db: Executor, format: 'xlsx' | 'csv', t: TemplateFor) {
  return format === 'xlsx'
    ? {
        body: await templateXlsx(db, t),
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        fileName: 'plantilla-delegados.xlsx',
      }
    : { body: templateCsv(t), contentType: 'text/csv; charset=utf-8', fileName: 'plantilla-delegados.csv' };
}

import ExcelJS from 'exceljs';

/** The headers of the school-load template, written out (tests check the template against them). */
export const LOAD_HEADERS = [
  'Nombres',
  'Apellidos',
  'Tipo de documento',
  'Número de documento',
  'Fecha de nacimiento',
  'Correo electrónico',
  'Teléfono',
  'Grado',
  'Nombre del acudiente',
  'Teléfono del acudiente',
];

export type LoadCell = string | number | Date | { formula: string } | null;

/** An XLSX load file: a «Delegados» sheet with the headers and then the rows. */
export async function loadWorkbook(rows: LoadCell[][], headers = LOAD_HEADERS): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Delegados');
  ws.addRow(headers);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

import { sourceLabel, statusLabel } from '@quorum/shared';
import type { ColumnDef } from '../../lib/spreadsheet-export';
import type { ListedDelegate } from './delegate-list.repository';

/** Columns of the list's XLSX/CSV export, with Spanish headers. The personal code (a private link) is left out. */
export const EXPORT_COLUMNS: ColumnDef<ListedDelegate>[] = [
  { key: 'lastNames', header: 'Apellidos', width: 24 },
  { key: 'firstNames', header: 'Nombres', width: 24 },
  { key: 'documentType', header: 'Tipo de documento' },
  { key: 'documentNumber', header: 'Número de documento', width: 20 },
  { key: 'birthDate', header: 'Fecha de nacimiento' },
  { key: 'email', header: 'Correo electrónico', width: 30 },
  { key: 'phone', header: 'Teléfono' },
  { key: 'institution', header: 'Institución', width: 30 },
  { key: 'grade', header: 'Grado' },
  { key: 'guardianName', header: 'Acudiente', width: 24 },
  { key: 'guardianPhone', header: 'Teléfono del acudiente' },
  { key: (r) => statusLabel(r.status), header: 'Estado' },
  { key: 'commissionName', header: 'Comisión', width: 24 },
  { key: 'delegationName', header: 'Delegación', width: 24 },
  { key: (r) => sourceLabel(r.source), header: 'Origen' },
  { key: 'verifiedAt', header: 'Datos verificados el', width: 22 },
  { key: 'checkedInAt', header: 'Acreditado el', width: 22 },
  { key: 'createdAt', header: 'Registrado el', width: 22 },
];

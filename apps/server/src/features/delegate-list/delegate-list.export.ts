import { MAX_PREFERENCES, PREFERENCE_FIELDS, type Role, roleHasCommission, sourceLabel, statusLabel } from '@quorum/shared';
import type { Executor } from '../../db/database';
import { delegateColumnsFor } from '../../domain/delegates/export-columns';
import { IMPORT_HEADERS as HEADER } from '../../domain/delegates/import/read-file';
import type { ColumnDef } from '../../lib/spreadsheet-export';
import type { ListedDelegate } from './delegate-list.repository';

/**
 * Columns of the list's XLSX/CSV export. The personal columns carry the importer's headers and the birth date
 * is a date, so an exported list re-imports unchanged through the Gestor's import (the other columns are
 * ignored there). The personal code (a private link) is left out.
 */
const PERSONAL_COLUMNS: ColumnDef<ListedDelegate>[] = [
  { key: 'lastNames', header: HEADER.lastNames, width: 24 },
  { key: 'firstNames', header: HEADER.firstNames, width: 24 },
  { key: 'documentType', header: HEADER.documentType },
  { key: 'documentNumber', header: HEADER.documentNumber, width: 20 },
  { key: 'birthDate', header: HEADER.birthDate, date: true },
  { key: 'email', header: HEADER.email, width: 30 },
  { key: 'phone', header: HEADER.phone },
  { key: 'institution', header: HEADER.institution, width: 30 },
  { key: 'grade', header: HEADER.grade },
  { key: 'guardianName', header: HEADER.guardianName, width: 24 },
  { key: 'guardianPhone', header: HEADER.guardianPhone },
];

const STATE_COLUMNS: ColumnDef<ListedDelegate>[] = [
  { key: (r) => statusLabel(r.status), header: 'Estado' },
  { key: 'commissionName', header: 'Comisión', width: 24 },
  { key: 'delegationName', header: 'Delegación', width: 24 },
  { key: (r) => sourceLabel(r.source), header: 'Origen' },
  { key: 'verifiedAt', header: 'Datos verificados el', width: 22, dateTime: true },
  { key: 'checkedInAt', header: 'Acreditado el', width: 22, dateTime: true },
  { key: 'createdAt', header: 'Registrado el', width: 22, dateTime: true },
];

/** «Preferencia 1…3»: the names of the preferred commissions, in order, as the import reads them back. */
function preferenceColumns(commissionNames: ReadonlyMap<string, string>): ColumnDef<ListedDelegate>[] {
  return PREFERENCE_FIELDS.slice(0, MAX_PREFERENCES).map((field, i) => ({
    key: (r: ListedDelegate) => {
      const id = (JSON.parse(r.preferences) as string[])[i];
      return id === undefined ? null : (commissionNames.get(id) ?? null);
    },
    header: HEADER[field],
    width: 24,
  }));
}

/**
 * The columns a role downloads: the personal ones it may see (delegateColumnsFor) and the state; the
 * preferences only for the Gestor (a chair's screen does not show them, and only the Gestor re-imports).
 */
export function listExportColumns(
  db: Executor,
  role: Role,
  commissionNames: ReadonlyMap<string, string>,
): Promise<ColumnDef<ListedDelegate>[]> {
  const preferences = roleHasCommission(role) ? [] : preferenceColumns(commissionNames);
  return delegateColumnsFor(db, role, [...PERSONAL_COLUMNS, ...preferences, ...STATE_COLUMNS]);
}

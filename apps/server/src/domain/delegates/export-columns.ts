import { isPersonalField, maySeePersonalField, type Role } from '@quorum/shared';
import type { ColumnDef } from '../../lib/spreadsheet-export';

/**
 * The columns of a delegate export a role may download: a column reading a personal field is kept only when
 * the role sees that field (the rule of the chair's screen, `maySeePersonalField`).
 */
export function delegateColumnsFor<Row>(role: Role, columns: readonly ColumnDef<Row>[]): ColumnDef<Row>[] {
  return columns.filter((c) => typeof c.key !== 'string' || !isPersonalField(c.key) || maySeePersonalField(role, c.key));
}

import { isPersonalField, type PersonalField, personalFieldsSeenBy, type Role } from '@quorum/shared';
import type { Executor } from '../../db/database';
import type { ColumnDef } from '../../lib/spreadsheet-export';
import { hasCapability } from '../access/access-settings';

/**
 * The personal fields a role sees now of the delegates it may see (`personalFieldsSeenBy`, Permisos read): the chair's
 * screen and every delegate export follow it.
 */
export async function personalFieldsSeen(db: Executor, role: Role): Promise<readonly PersonalField[]> {
  return personalFieldsSeenBy(role, await hasCapability(db, role, 'delegates.editPersonalData'));
}

/** The columns of a delegate export a role may download: a column reading a personal field is kept only when the role sees it. */
export async function delegateColumnsFor<Row>(db: Executor, role: Role, columns: readonly ColumnDef<Row>[]): Promise<ColumnDef<Row>[]> {
  const seen = await personalFieldsSeen(db, role);
  return columns.filter((c) => typeof c.key !== 'string' || !isPersonalField(c.key) || seen.includes(c.key));
}

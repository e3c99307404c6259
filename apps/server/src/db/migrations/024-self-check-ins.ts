import type { Kysely } from 'kysely';

/**
 * Where each self check-in at /meets came from (issue 27): the address the server saw, when, and how the delegate
 * proved who they are (document number or personal code). One row per check-in, kept when the chair changes the
 * mark afterwards, so the chair sees ten check-ins from one outside address even after correcting them. Gone with
 * its roll call, and with the delegate when they are erased (an address is personal data).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('selfCheckIn')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('rollCallId', 'varchar(64)', (c) => c.notNull().references('rollCall.id').onDelete('cascade'))
    .addColumn('delegateId', 'varchar(64)', (c) => c.notNull().references('delegate.id').onDelete('cascade'))
    .addColumn('address', 'varchar(64)', (c) => c.notNull())
    .addColumn('way', 'varchar(20)', (c) => c.notNull())
    .addColumn('checkedInAt', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('self_check_in_roll_call_idx').on('selfCheckIn').columns(['rollCallId', 'checkedInAt']).execute();
  await db.schema.createIndex('self_check_in_delegate_idx').on('selfCheckIn').column('delegateId').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('selfCheckIn').ifExists().execute();
}

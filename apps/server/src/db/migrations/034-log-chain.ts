import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';

type ChainTables = {
  liveLog: {
    commissionId: string;
    sequence: number;
    actionId: string;
    event: string;
    version: number;
    payload: string;
    actorId: string | null;
    createdAt: string;
    hash: string;
  };
  liveState: { commissionId: string; lastHash: string };
};

/** Entries read at once. */
const PAGE = 2000;

/**
 * The session log's hash chain (decision 039): each `liveLog` entry gains its `hash` (the SHA-256 of the entry before
 * it and of its own columns), `liveState` the latest one. Entries already written are chained here, in their order, as
 * `features/live/log-chain.ts` chains new ones (the same columns, written out again: a migration stays as it ran).
 */
export async function up(schema: Kysely<unknown>): Promise<void> {
  const db = schema.withTables<ChainTables>();
  await schema.schema
    .alterTable('liveLog')
    .addColumn('hash', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await schema.schema
    .alterTable('liveState')
    .addColumn('lastHash', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  const commissions = await db.selectFrom('liveLog').select('commissionId').distinct().execute();
  for (const { commissionId } of commissions) {
    let previous = '';
    let after = 0;
    for (;;) {
      const rows = await db
        .selectFrom('liveLog')
        .selectAll()
        .where('commissionId', '=', commissionId)
        .where('sequence', '>', after)
        .orderBy('sequence')
        .limit(PAGE)
        .execute();
      for (const row of rows) {
        const columns = [
          previous,
          row.commissionId,
          Number(row.sequence),
          row.actionId,
          row.event,
          Number(row.version),
          row.payload,
          row.actorId,
          row.createdAt,
        ];
        previous = createHash('sha256').update(JSON.stringify(columns)).digest('hex');
        await db
          .updateTable('liveLog')
          .set({ hash: previous })
          .where('commissionId', '=', commissionId)
          .where('sequence', '=', row.sequence)
          .execute();
      }
      if (rows.length < PAGE) break;
      after = Number(rows[rows.length - 1]?.sequence);
    }
    await db.updateTable('liveState').set({ lastHash: previous }).where('commissionId', '=', commissionId).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('liveState').dropColumn('lastHash').execute();
  await db.schema.alterTable('liveLog').dropColumn('hash').execute();
}

import { PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Serialises writers that read-then-write the same rule (the last active Gestor, a load code's quota) until
 * the transaction ends. PostgreSQL takes a transaction-level advisory lock on the name, so the second writer
 * waits and then reads what the first committed; SQLite needs nothing: its one connection runs transactions
 * one after the other, and the rule's read happens inside the same write transaction.
 */
export async function serializeWriters(trx: Transaction<Database>, name: string): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await trx.selectNoFrom(sql`pg_advisory_xact_lock(hashtext(${name}))`.as('locked')).execute();
  }
}

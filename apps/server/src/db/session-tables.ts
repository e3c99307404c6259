/**
 * The tables a signed-in user is read from (auth/staff.ts: the session row joined to the profile) and the
 * table whose deletions cascade into both. A statement that writes one of them moves the session generation
 * (`OpenedDatabase.sessionGeneration`); the conference's other writes do not, so the user of a cookie stays
 * known across them instead of being read again after every edit. `test/kept-reads.test.ts` checks that every
 * foreign key that changes one of these tables on its own comes from one of them.
 */
export const SESSION_TABLES: readonly string[] = ['auth_session', 'auth_user', 'profile'];

/** A table named anywhere in the SQL text (as Kysely quotes it, or bare in hand-written SQL). */
const NAMES_SESSION_TABLE = new RegExp(`\\b(${SESSION_TABLES.join('|')})\\b`);
const BEGINS_TRANSACTION = /^\s*(begin|start\s+transaction)\b/i;
/** A statement that begins or ends a transaction, which the watch must see even where it counts as no write. */
export const TRANSACTION_BOUNDARY = /^\s*(begin|start\s+transaction|commit|end|rollback)\b(?!\s+to\b)/i;
/** The end of a transaction; `rollback to savepoint` is not one. */
const ENDS_TRANSACTION = /^\s*(commit|end|rollback)\b(?!\s+to\b)/i;

/**
 * Follows one connection's statements that may write, and its transactions' boundaries: whether each moves the session generation when it ends.
 * A statement naming a session table does; so does the end of the transaction it was in, as a read made
 * between the two still saw the rows as they were. A session write outside a transaction is over when it ends:
 * the next transaction's end on the connection moves nothing for it.
 */
export function sessionWriteWatch(): (sql: string) => boolean {
  let inTransaction = false;
  let written = false;
  return (sql) => {
    if (BEGINS_TRANSACTION.test(sql)) {
      inTransaction = true;
      written = false;
      return false;
    }
    if (ENDS_TRANSACTION.test(sql)) {
      const moves = written;
      inTransaction = false;
      written = false;
      return moves;
    }
    if (!NAMES_SESSION_TABLE.test(sql)) return false;
    if (inTransaction) written = true;
    return true;
  };
}

/** Whether a table named by a PostgreSQL generation notification is a session table (no name: any table may be). */
export function isSessionTable(table: string | undefined): boolean {
  return !table || SESSION_TABLES.includes(table);
}

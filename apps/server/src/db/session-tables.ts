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
const ENDS_TRANSACTION = /^\s*(commit|end|rollback)\b/i;

/**
 * Follows one connection's statements that may write: whether each moves the session generation when it ends.
 * A statement naming a session table does; so does the end of the transaction it was in, as a read made
 * between the two still saw the rows as they were.
 */
export function sessionWriteWatch(): (sql: string) => boolean {
  let written = false;
  return (sql) => {
    if (NAMES_SESSION_TABLE.test(sql)) {
      written = true;
      return true;
    }
    if (!written || !ENDS_TRANSACTION.test(sql)) return false;
    written = false;
    return true;
  };
}

/** Whether a table named by a PostgreSQL generation notification is a session table (no name: any table may be). */
export function isSessionTable(table: string | undefined): boolean {
  return !table || SESSION_TABLES.includes(table);
}

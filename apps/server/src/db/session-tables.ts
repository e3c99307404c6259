/**
 * The tables a signed-in user is read from (auth/staff.ts: the session row joined to the profile) and the
 * table whose deletions cascade into both. A write to one of them moves the session generation
 * (`OpenedDatabase.sessionGeneration`, counted in db/write-watch.ts); the conference's other writes do not, so
 * the user of a cookie stays known across them instead of being read again after every edit.
 * `test/kept-reads.test.ts` checks that every foreign key that changes one of these tables on its own comes
 * from one of them.
 */
export const SESSION_TABLES: readonly string[] = ['auth_session', 'auth_user', 'profile'];

/** Whether a table named by a PostgreSQL generation notification is a session table (no name: any table may be). */
export function isSessionTable(table: string | undefined): boolean {
  return !table || SESSION_TABLES.includes(table);
}

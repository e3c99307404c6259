/**
 * The tables in groups, each with its own data generation (`OpenedDatabase.generationOf`, counted in
 * db/write-watch.ts), so a kept read waits only for the writes that could change it: a check-in at the door
 * (`delegates`) or a live command (`live`) leaves the commission list kept, and a signed-in user (`session`) is
 * read again only when a session table changes. A table named nowhere here is in `conference`, the default; a
 * write whose tables are not known (hand-written SQL, a schema change) moves every group.
 *
 * A write moves its table's group; a delete also every group `DELETES_CASCADE_INTO` names for it: a foreign key
 * that deletes or clears rows of another group on its own (a deleted commission's delegates) changes what that
 * group's reads would find. No key here acts on an update (ids never change). `test/kept-reads.test.ts` reads the
 * database's foreign keys and checks that each one is covered.
 */
export const TABLE_GROUPS = ['conference', 'session', 'delegates', 'live', 'record'] as const;
export type TableGroup = (typeof TABLE_GROUPS)[number];

const GROUP_TABLES: Record<Exclude<TableGroup, 'conference'>, readonly string[]> = {
  /** What a signed-in user is read from (auth/staff.ts: the session row joined to the profile). */
  session: ['auth_session', 'auth_user', 'auth_account', 'profile'],
  /** The delegates and what is kept beside each of them (the door, the lists, the finder, their phones' sessions). */
  delegates: ['delegate', 'delegateLoad', 'delegateSearchRow', 'delegateSearch', 'roomDevice'],
  /**
   * The commissions' live sessions: roll calls, the floor, its log, the ballots cast and requests made from phones, and
   * the working papers written in the room (a save moves no list of the conference).
   */
  live: [
    'liveSession',
    'scheduledSession',
    'rollCall',
    'rollCallMark',
    'selfCheckIn',
    'liveState',
    'liveLog',
    'ballot',
    'ballotTally',
    'ballotAction',
    'roomRequest',
    'workingPaper',
    'workingPaperSponsor',
    'workingPaperSignatory',
    'workingPaperAmendment',
    'workingPaperAmendmentAnswer',
    'workingPaperDivision',
    'workingPaperVersion',
  ],
  /** What is written down of what happened: the audit log, the mail sent and queued. */
  record: ['auditLog', 'mailOutbox', 'mailMessage', 'mailAttachment'],
};

/** The groups a delete from a table of the key's group may change besides its own, through foreign keys' actions. */
const DELETES_CASCADE_INTO: Readonly<Record<TableGroup, readonly TableGroup[]>> = {
  conference: ['delegates', 'live'],
  session: [],
  delegates: ['conference', 'live'],
  live: [],
  record: [],
};

/** How a statement writes a table (a merge, or an insert that replaces rows, may do any of them; an upsert updates). */
export type WriteKind = 'insert' | 'update' | 'delete' | 'any';

const groupOfTable = new Map<string, TableGroup>(
  Object.entries(GROUP_TABLES).flatMap(([group, tables]) => tables.map((table) => [table, group as TableGroup] as const)),
);

/** The group a table is in. */
export function groupOf(table: string): TableGroup {
  return groupOfTable.get(table) ?? 'conference';
}

/**
 * Tables whose inserts change no kept read, so an insert into them moves no generation (on PostgreSQL their trigger
 * notifies updates and deletes only, db/generation-triggers.ts). `roomDevice`: a phone's device session is read, and
 * kept, by the hash of a token made with its row (auth/guards.ts), so a new pass answers no key anyone has asked
 * for; with its insert moving `delegates`, every room pass opened made every phone's stream read its session again
 * at its next heartbeat (a query per phone of the conference while phones kept arriving). Ending a device (an
 * update) or erasing it (a delete) moves the group as before. A kept read that lists a table's rows (not one found by
 * a key born with its row) must not read a table of this list.
 */
export const INSERTS_MOVE_NOTHING: readonly string[] = ['roomDevice'];

/** The groups a write to `table` moves: its own, and for a delete those its foreign keys' actions reach (no name: every group). */
export function groupsMovedBy(table: string | undefined, kind: WriteKind): readonly TableGroup[] {
  if (table === undefined) return TABLE_GROUPS;
  if (kind === 'insert' && INSERTS_MOVE_NOTHING.includes(table)) return [];
  const group = groupOf(table);
  return kind === 'insert' || kind === 'update' ? [group] : [group, ...DELETES_CASCADE_INTO[group]];
}

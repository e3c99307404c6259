import { createHash } from 'node:crypto';
import type { Executor } from '../../db/database';
import type { LiveLogTable } from '../../db/schema';

/**
 * The session log's hash chain (PRODUCT §11, decision 039): each entry carries the SHA-256 of the entry before it (its
 * hash) and of its own columns, so changing, removing or reordering a past entry breaks every hash after it. The first
 * entry of a commission chains from the empty string. Written with each entry under the commission's writer lock
 * (`runCommand`), the latest kept beside the state version (`liveState.lastHash`) so a command reads no more rows.
 */

/** What an entry's hash covers: every column but the hash itself. */
type ChainedColumns = Omit<LiveLogTable, 'hash'>;

/** The hash of an entry written after the one whose hash is `previous` ('' for a commission's first entry). */
export function entryHash(previous: string, row: ChainedColumns): string {
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
  return createHash('sha256').update(JSON.stringify(columns)).digest('hex');
}

/** Entries written in a row after the one whose hash is `previous`, each with its hash (a long log loaded at once). */
export function chainEntries(previous: string, rows: readonly ChainedColumns[]): LiveLogTable[] {
  let last = previous;
  return rows.map((row) => {
    last = entryHash(last, row);
    return { ...row, hash: last };
  });
}

/** How a commission's chain reads: its length and head, and the first entry whose hash does not hold, if any. */
export interface ChainCheck {
  commissionId: string;
  entries: number;
  /** The last entry's hash as stored: what an acta prints. */
  head: string | null;
  /** The first entry changed (its hash, or the hash chained into it, does not match), or null when the chain holds. */
  broken: { sequence: number; event: string } | null;
}

/** Entries read at once while checking a chain (a long log is read in pages, not whole). */
const PAGE = 2000;

/** Checks one commission's chain from its first entry, page by page. */
export async function checkChain(db: Executor, commissionId: string): Promise<ChainCheck> {
  let previous = '';
  let entries = 0;
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
      const expected = entryHash(previous, row);
      if (row.hash !== expected || Number(row.sequence) !== entries + 1)
        return { commissionId, entries: entries + 1, head: row.hash, broken: { sequence: Number(row.sequence), event: row.event } };
      previous = row.hash;
      entries += 1;
    }
    if (rows.length < PAGE) return { commissionId, entries, head: entries ? previous : null, broken: null };
    after = Number(rows[rows.length - 1]?.sequence);
    // A long log yields to the event loop between pages.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Checks every commission's chain that has entries. */
async function checkAllChains(db: Executor): Promise<ChainCheck[]> {
  const commissions = await db.selectFrom('liveLog').select('commissionId').distinct().orderBy('commissionId').execute();
  const checks: ChainCheck[] = [];
  for (const { commissionId } of commissions) checks.push(await checkChain(db, commissionId));
  return checks;
}

/** Where the checks are told: the server's logger at start, the console for the command. */
interface ChainReport {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/**
 * Checks every commission's chain and tells what it found: each changed entry by its commission and sequence (an
 * error), or how many entries hold. Answers whether every chain holds.
 */
export async function reportLogChains(db: Executor, report: ChainReport): Promise<boolean> {
  const checks = await checkAllChains(db);
  const broken = checks.filter((c) => c.broken !== null);
  for (const c of broken)
    report.error(
      { commissionId: c.commissionId, sequence: c.broken?.sequence, event: c.broken?.event },
      `session log changed: entry ${c.broken?.sequence} of commission ${c.commissionId} no longer matches its hash chain`,
    );
  if (broken.length === 0)
    report.info(
      { commissions: checks.length, entries: checks.reduce((sum, c) => sum + c.entries, 0) },
      'session logs verified: every hash chain holds',
    );
  return broken.length === 0;
}

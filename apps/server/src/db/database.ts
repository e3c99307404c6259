import { spanishSortKey } from '@quorum/shared';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { Database } from './schema';
import { withKeptStatements } from './sqlite-statements';
import { withStatementNames } from './statement-names';
import { groupsMovedBy, TABLE_GROUPS, type TableGroup } from './table-groups';
import { WriteCounters, watchedDialect } from './write-watch';

export type DatabaseKind = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;
/** A query runner: the database or an open transaction. */
export type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Where the data stands: a value that changes whenever this process writes, and soon after another process
 * commits (SQLite: within 10 ms, a command-line tool on the same file; PostgreSQL: when its notification
 * arrives). Equal values mean nothing was written in between, so a read made at one may be served again at
 * the other. Null while that cannot be vouched for (PostgreSQL's listening connection is down): nothing is
 * kept then.
 */
export type DataGeneration = () => string | null;

/**
 * How PostgreSQL's generation hears other processes: every committed write to a table notifies
 * `channel` (db/generation-triggers.ts); the bus's listening connection calls `heard` for each notification
 * and `listening` when it starts or stops listening.
 */
interface GenerationFeed {
  channel: string;
  /** A commit notified by the PostgreSQL backend `from` (its process id), that wrote `table`. */
  heard(from: number, table?: string): void;
  listening(on: boolean): void;
}

/**
 * The generation of some groups of tables (db/table-groups.ts; every group when none are named): it moves
 * with every write to them, and only then. The same function for the same groups, so it may key a memo.
 */
export type GenerationOf = (groups?: readonly TableGroup[]) => DataGeneration;

export interface OpenedDatabase {
  db: Db;
  kind: DatabaseKind;
  generationOf: GenerationOf;
  /** PostgreSQL only: what moves the generation from outside this process. */
  feed?: GenerationFeed;
}

/** `generationOf` over `current` (where one group stands): one function per set of groups, made on first use. */
function generationsOver(current: (group: TableGroup) => string | null): GenerationOf {
  const made = new Map<string, DataGeneration>();
  return (groups = TABLE_GROUPS) => {
    const key = [...new Set(groups)].sort().join(',');
    let generation = made.get(key);
    if (!generation) {
      const named = key.split(',') as TableGroup[];
      generation = () => {
        const parts: string[] = [];
        for (const group of named) {
          const part = current(group);
          if (part === null) return null;
          parts.push(part);
        }
        return parts.join('|');
      };
      made.set(key, generation);
    }
    return generation;
  };
}

/** The channel PostgreSQL's generation triggers notify on every committed write. */
export const GENERATION_CHANNEL = 'quorum_generation';

/** The process id of a pooled connection's PostgreSQL backend (pg sets it on connecting; not in its types). */
const backendOf = (client: pg.PoolClient) => (client as unknown as { processID: number }).processID;

/**
 * PostgreSQL's generations: this process's own writes (counted as they end, so a user's next request sees
 * their write even before its notification comes back, db/write-watch.ts), every notification of a commit by
 * another process, and the listening connection coming back (what was committed meanwhile was not heard).
 * Null while not listening. The notifications of this pool's own connections are already counted: moving
 * again when they come back would only drop what was read since. Once listening (the bus listens only after
 * migrating), data statements run as named prepared statements (db/statement-names.ts).
 */
function postgresGenerations(pool: pg.Pool, counters: WriteCounters, serve: () => void) {
  const heard = Object.fromEntries(TABLE_GROUPS.map((g) => [g, 0])) as Record<TableGroup, number>;
  let listening = false;
  const ownBackends = new Set<number>();
  pool.on('connect', (client) => ownBackends.add(backendOf(client)));
  pool.on('remove', (client) => ownBackends.delete(backendOf(client)));
  const feed: GenerationFeed = {
    channel: GENERATION_CHANNEL,
    heard(from, table) {
      if (ownBackends.has(from)) return;
      // The notification names the table, not how it was written: as if deleted, every group it may reach.
      for (const group of groupsMovedBy(table, 'any')) heard[group]++;
    },
    listening(on) {
      listening = on;
      if (on) serve();
      for (const group of TABLE_GROUPS) heard[group]++;
    },
  };
  return {
    generationOf: generationsOver((group) => (listening ? `${counters.writes[group]}.${heard[group]}` : null)),
    feed,
  };
}

/** Opens the configured database: PostgreSQL when DATABASE_URL is a postgres URL, else the SQLite file. */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'databasePoolSize' | 'sqliteFile'>): OpenedDatabase {
  const counters = new WriteCounters();
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.databasePoolSize });
    // An idle connection that the server ends (restart, failover, admin) is dropped by the pool and replaced
    // on the next query; without a listener its error would end the process.
    pool.on('error', (error) => console.warn(`PostgreSQL: conexión inactiva cerrada (${error.message})`));
    const named = withStatementNames(pool, 500);
    const dialect = watchedDialect(new PostgresDialect({ pool: named.pool }), counters);
    return { db: new Kysely<Database>({ dialect }), kind: 'postgres', ...postgresGenerations(pool, counters, named.serve) };
  }
  const sqlite = new SQLite(config.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Spanish order in SQL (`spanishOrder` in db/spanish-order.ts); PostgreSQL has it from migration 006.
  sqlite.function('es_key', { deterministic: true }, (text: unknown) => (typeof text === 'string' ? spanishSortKey(text) : text));
  const database = withKeptStatements(sqlite);
  // This connection's own writes are counted exactly. `data_version` changes when another connection
  // commits (a command-line tool on the same file); reading it takes file locks, so it is read at most
  // every 10 ms: another process's write is seen within that.
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  let version: unknown = null;
  let versionReadAt = Number.NEGATIVE_INFINITY;
  // Another process's write may be to any table: data_version moves every group.
  const counted = (group: TableGroup) => {
    try {
      const now = performance.now();
      if (now - versionReadAt >= 10) {
        version = dataVersion.get();
        versionReadAt = now;
      }
      return `${counters.writes[group]}.${version}`;
    } catch {
      return null; // the connection is closing: keep nothing
    }
  };
  return {
    db: new Kysely<Database>({ dialect: watchedDialect(new SqliteDialect({ database }), counters) }),
    kind: 'sqlite',
    generationOf: generationsOver(counted),
  };
}

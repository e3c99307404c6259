import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/**
 * PostgreSQL's pool as Kysely's dialect uses it, with each SQL text that comes with values (Kysely's data
 * statements; `begin`, `commit` and `rollback` come without) run as a named prepared statement once `serving`
 * says so, so each pooled connection parses and plans it once, as SQLite's kept statements do. The first
 * `max` texts get a name; later ones run unnamed. Before serving nothing is named: a migration may still
 * change the tables a statement was planned against.
 */
export function withStatementNames(pool: pg.Pool, max: number): { pool: PostgresPool; serve(): void } {
  const names = new Map<string, string>();
  let serving = false;
  const nameOf = (text: string, values: readonly unknown[]): string | undefined => {
    if (!serving || values.length === 0) return undefined;
    let name = names.get(text);
    if (!name && names.size < max) {
      name = `quorum_${names.size}`;
      names.set(text, name);
    }
    return name;
  };
  const clients = new WeakMap<pg.PoolClient, NamedClient>();
  const named = (client: pg.PoolClient): NamedClient => {
    let found = clients.get(client);
    if (!found) {
      found = new NamedClient(client, nameOf);
      clients.set(client, found);
    }
    return found;
  };
  return {
    pool: { connect: async () => named(await pool.connect()), end: () => pool.end() },
    serve: () => {
      serving = true;
    },
  };
}

/** One pooled connection, giving the statements `nameOf` names their name. */
class NamedClient implements PostgresPoolClient {
  constructor(
    private readonly client: pg.PoolClient,
    private readonly nameOf: (text: string, values: readonly unknown[]) => string | undefined,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query(textOrCursor: string | PostgresCursor<unknown>, values: ReadonlyArray<unknown> = []): unknown {
    if (typeof textOrCursor !== 'string') return this.client.query(textOrCursor as unknown as pg.Submittable);
    const name = this.nameOf(textOrCursor, values);
    return this.client.query(name ? { name, text: textOrCursor, values: [...values] } : { text: textOrCursor, values: [...values] });
  }

  release(): void {
    this.client.release();
  }
}

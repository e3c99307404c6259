import type { Db } from '../db/database';
import { newId, nowIso } from './ids';
import { serializeWriters } from './xact-lock';

/**
 * The places of the live streams every process of one PostgreSQL database shares: a stream takes a lease (a row)
 * before it opens and gives it back when it ends, so LIVE_STREAMS_PER_USER holds across processes, not per
 * process. A process renews all its leases with one statement every `renewEveryMs`; the leases of a process that
 * was killed expire after three such periods (at least 15 s), and their places are free again.
 */
export interface StreamLeases {
  /** A lease of one of `key`'s `limit` places (its id), or null when every place is taken. */
  take(key: string, limit: number): Promise<string | null>;
  /** Gives a lease back (in the background: a failure only leaves it to expire). */
  release(id: string): void;
  /** Stops renewing, once the leases being given back are (the server is stopping, its streams closed). */
  stop(): Promise<void>;
}

export function databaseStreamLeases(db: Db, renewEveryMs: number, onError: (error: unknown) => void): StreamLeases {
  const processId = newId();
  // Three renewals missed, and never under 15 s: a busy process renewing late keeps its places.
  const expiry = () => new Date(Date.now() + Math.max(3 * renewEveryMs, 15_000)).toISOString();
  /** Leases this process holds: with none, the renewal writes nothing. */
  let held = 0;
  const renew = setInterval(() => {
    if (held === 0) return;
    db.updateTable('streamLease').set({ expiresAt: expiry() }).where('processId', '=', processId).execute().catch(onError);
  }, renewEveryMs);
  renew.unref();
  const givingBack = new Set<Promise<unknown>>();
  return {
    take: (key, limit) =>
      db.transaction().execute(async (trx) => {
        // Two processes taking the last place of one key: the second waits, then counts the first's lease.
        await serializeWriters(trx, `stream-lease:${key}`);
        await trx.deleteFrom('streamLease').where('streamKey', '=', key).where('expiresAt', '<=', nowIso()).execute();
        const { n } = await trx
          .selectFrom('streamLease')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where('streamKey', '=', key)
          .executeTakeFirstOrThrow();
        if (Number(n) >= limit) return null;
        const id = newId();
        await trx.insertInto('streamLease').values({ id, streamKey: key, processId, expiresAt: expiry() }).execute();
        held++;
        return id;
      }),
    release: (id) => {
      held--;
      const p = db.deleteFrom('streamLease').where('id', '=', id).execute().catch(onError);
      givingBack.add(p);
      void p.finally(() => givingBack.delete(p));
    },
    stop: async () => {
      clearInterval(renew);
      await Promise.all(givingBack);
    },
  };
}

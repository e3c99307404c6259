import { DEFAULT_EVENT_TIME_ZONE, eventDisplayName } from '@quorum/shared';
import type { DataGeneration, Executor } from '../db/database';
import { KeptReads } from './kept-reads';

/** The event's display name for mails, badges and printouts: the saved name, or the shared default. */
export async function readEventName(db: Executor): Promise<string> {
  const row = await db.selectFrom('eventSettings').select('name').where('id', '=', 1).executeTakeFirst();
  return eventDisplayName(row?.name);
}

/** The event's clock for dates the server writes: the saved IANA zone, or the default (America/Bogota). */
export async function readEventTimeZone(db: Executor): Promise<string> {
  const row = await db.selectFrom('eventSettings').select('timeZone').where('id', '=', 1).executeTakeFirst();
  return row?.timeZone ?? DEFAULT_EVENT_TIME_ZONE;
}

/**
 * The event's clock as a reader kept while `generation` (that of the tables the settings are in) stands: a page the
 * server draws on request asks for it at every visit (decision 029), and they share one read until a write.
 */
export function keptEventTimeZone(db: Executor, generation: DataGeneration): () => Promise<string> {
  const kept = new KeptReads<string>(1);
  return async () => {
    const now = generation();
    const found = kept.get('timeZone', now);
    if (found !== undefined) return found;
    const zone = await readEventTimeZone(db);
    kept.set('timeZone', now, zone);
    return zone;
  };
}

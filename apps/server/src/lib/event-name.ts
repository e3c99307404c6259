import { DEFAULT_EVENT_TIME_ZONE, eventDisplayName } from '@quorum/shared';
import type { Executor } from '../db/database';

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

import { eventDisplayName } from '@quorum/shared';
import type { Executor } from '../db/database';

/** The event's display name for mails, badges and printouts: the saved name, or the shared default. */
export async function readEventName(db: Executor): Promise<string> {
  const row = await db.selectFrom('eventSettings').select('name').where('id', '=', 1).executeTakeFirst();
  return eventDisplayName(row?.name);
}

import {
  DEFAULT_EVENT_NAME,
  DEFAULT_EVENT_SHORT_NAME,
  isDefaultMotionCatalogue,
  type MotionCatalogue,
  type MotionCatalogueSettings,
  motionCatalogueOf,
} from '@quorum/shared';
import type { Executor } from '../../db/database';
import { nowIso } from '../../lib/ids';

/**
 * The event's motion catalogue (issue 26): the settings page edits it, every live command that orders motions
 * or weighs a motion's majority reads it, and the live state carries it to consoles and screens.
 */
export async function readMotionCatalogue(db: Executor): Promise<MotionCatalogueSettings> {
  const row = await db.selectFrom('eventSettings').select('motionCatalogue').where('id', '=', 1).executeTakeFirst();
  const stored = row?.motionCatalogue ?? null;
  const catalogue = motionCatalogueOf(stored === null ? null : JSON.parse(stored));
  return { catalogue, isDefault: isDefaultMotionCatalogue(catalogue) };
}

/** Stores the catalogue; one that says what the default says is stored as none, so the event follows the default. */
export async function saveMotionCatalogue(db: Executor, catalogue: MotionCatalogue): Promise<void> {
  const motionCatalogue = isDefaultMotionCatalogue(catalogue) ? null : JSON.stringify(catalogue);
  const now = nowIso();
  await db
    .insertInto('eventSettings')
    .values({ id: 1, name: DEFAULT_EVENT_NAME, shortName: DEFAULT_EVENT_SHORT_NAME, motionCatalogue, createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ motionCatalogue, updatedAt: now }))
    .execute();
}

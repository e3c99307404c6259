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
  const catalogue = motionCatalogueFrom((await storedMotionCatalogue(db).executeTakeFirst())?.motionCatalogue ?? null);
  return { catalogue, isDefault: isDefaultMotionCatalogue(catalogue) };
}

/** The query of the catalogue as stored (JSON text, or null: the default); a subquery of the live state's read. */
export function storedMotionCatalogue(db: Executor) {
  return db.selectFrom('eventSettings').select('motionCatalogue').where('id', '=', 1);
}

/** The catalogue in force for what is stored. */
export function motionCatalogueFrom(stored: string | null): MotionCatalogue {
  return motionCatalogueOf(stored === null ? null : JSON.parse(stored));
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

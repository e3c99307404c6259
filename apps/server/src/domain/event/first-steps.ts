import { type FirstStep, type FirstSteps, firstStepsOf } from '@quorum/shared';
import type { Executor } from '../../db/database';
import { AppError } from '../../lib/errors';
import { readPublicFeatures } from '../access/access-settings';

/**
 * The "primeros pasos" of a fresh installation, read from the database: saved event settings, a
 * non-archived commission, both legal texts published, an active Presidente with a commission, and a
 * registration window with both ends.
 */
export async function readFirstSteps(db: Executor): Promise<FirstSteps> {
  const [settings, commission, legal, chair, features] = await Promise.all([
    db.selectFrom('eventSettings').select('name').where('id', '=', 1).executeTakeFirst(),
    db.selectFrom('commission').select('id').where('archived', '=', 0).limit(1).executeTakeFirst(),
    db.selectFrom('legalText').select('kind').distinct().execute(),
    db
      .selectFrom('profile')
      .select('uid')
      .where('role', '=', 'Presidente')
      .where('active', '=', 1)
      .where('comissionId', 'is not', null)
      .limit(1)
      .executeTakeFirst(),
    readPublicFeatures(db),
  ]);
  const kinds = new Set(legal.map((r) => r.kind));
  const done: Record<FirstStep, boolean> = {
    eventSettings: Boolean(settings?.name.trim()),
    commission: commission !== undefined,
    legalTexts: kinds.has('tyc') && kinds.has('privacy'),
    chair: chair !== undefined,
    registrationWindow: features.registrationStart !== null && features.registrationEnd !== null,
  };
  return firstStepsOf(done);
}

/** Public forms (pre-registration, school loads) stay closed until the event is ready: 409 EVENT_NOT_READY. */
export async function assertPublicFormsReady(db: Executor): Promise<void> {
  const steps = await readFirstSteps(db);
  if (!steps.publicFormsReady) throw new AppError('EVENT_NOT_READY', steps.notReadyMessage ?? undefined);
}

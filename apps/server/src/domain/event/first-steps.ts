import { type FirstSteps, firstStepsOf, type PUBLIC_FORM_NEEDS, publicFormsReadiness } from '@quorum/shared';
import type { Executor } from '../../db/database';
import { AppError } from '../../lib/errors';
import { readPublicFeatures } from '../access/access-settings';

/** The steps the public forms need, read from the database: saved event settings, a non-archived commission, both legal texts. */
async function readPublicFormNeeds(db: Executor): Promise<Record<(typeof PUBLIC_FORM_NEEDS)[number], boolean>> {
  const [settings, commission, legal] = await Promise.all([
    db.selectFrom('eventSettings').select('name').where('id', '=', 1).executeTakeFirst(),
    db.selectFrom('commission').select('id').where('archived', '=', 0).limit(1).executeTakeFirst(),
    db.selectFrom('legalText').select('kind').distinct().execute(),
  ]);
  const kinds = new Set(legal.map((r) => r.kind));
  return {
    eventSettings: Boolean(settings?.name.trim()),
    commission: commission !== undefined,
    legalTexts: kinds.has('tyc') && kinds.has('privacy'),
  };
}

/** Whether an address is this machine's own (localhost, 127.x.x.x, ::1, 0.0.0.0): nobody else can open it. */
function isLocalAddress(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '::1' || host === '0.0.0.0';
}

/**
 * The "primeros pasos" of a fresh installation: the public forms' needs, an active Presidente with a commission,
 * a registration window with both ends, and a public address (`publicUrl`, the server's PUBLIC_URL) that is not
 * this machine's own — certificates and mails carry it.
 */
export async function readFirstSteps(db: Executor, publicUrl: string): Promise<FirstSteps> {
  const [needs, chair, features] = await Promise.all([
    readPublicFormNeeds(db),
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
  const done = {
    ...needs,
    chair: chair !== undefined,
    registrationWindow: features.registrationStart !== null && features.registrationEnd !== null,
    publicUrl: !isLocalAddress(publicUrl),
  };
  return firstStepsOf(done, publicUrl);
}

/** Whether the public forms (pre-registration, school loads) accept submissions, and why not. */
export async function readPublicFormsReadiness(db: Executor): Promise<Pick<FirstSteps, 'publicFormsReady' | 'notReadyMessage'>> {
  return publicFormsReadiness(await readPublicFormNeeds(db));
}

/** Public forms (pre-registration, school loads) stay closed until the event is ready: 409 EVENT_NOT_READY. */
export async function assertPublicFormsReady(db: Executor): Promise<void> {
  const readiness = await readPublicFormsReadiness(db);
  if (!readiness.publicFormsReady) throw new AppError('EVENT_NOT_READY', readiness.notReadyMessage ?? undefined);
}

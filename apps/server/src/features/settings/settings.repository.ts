import {
  DEFAULT_EVENT_NAME,
  DEFAULT_EVENT_SHORT_NAME,
  DEFAULT_EVENT_TIME_ZONE,
  type EventSettings,
  type EventSettingsInput,
  type LegalKind,
  type LegalText,
} from '@quorum/shared';
import type { Executor } from '../../db/database';
import { newId, nowIso } from '../../lib/ids';

const DEFAULTS = { name: DEFAULT_EVENT_NAME, shortName: DEFAULT_EVENT_SHORT_NAME };

/** The single event settings row (defaults until a Gestor saves them). */
export async function readSettings(db: Executor): Promise<EventSettings> {
  const row = await db.selectFrom('eventSettings').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row)
    return {
      ...DEFAULTS,
      startDate: null,
      endDate: null,
      venue: null,
      city: null,
      contactEmail: null,
      timeZone: DEFAULT_EVENT_TIME_ZONE,
      updatedAt: new Date(0).toISOString(),
    };
  const { id: _id, createdAt: _c, ...rest } = row;
  return rest;
}

/** Creates or replaces the settings row; a time zone left out keeps the saved one. */
export async function saveSettings(db: Executor, input: EventSettingsInput & Record<string, unknown>): Promise<void> {
  const now = nowIso();
  const values = {
    name: input.name,
    shortName: input.shortName,
    startDate: input.startDate ?? null,
    endDate: input.endDate ?? null,
    venue: input.venue ?? null,
    city: input.city ?? null,
    contactEmail: input.contactEmail ?? null,
    ...(input.timeZone ? { timeZone: input.timeZone } : {}),
    updatedAt: now,
  };
  await db
    .insertInto('eventSettings')
    .values({ id: 1, ...values, createdAt: now })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}

/** Versions of a legal text, newest first. */
export async function listLegalTexts(db: Executor, kind: LegalKind): Promise<LegalText[]> {
  const rows = await db
    .selectFrom('legalText')
    .select(['kind', 'version', 'body', 'publishedAt'])
    .where('kind', '=', kind)
    .orderBy('version', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, kind: r.kind as LegalKind }));
}

/** Publishes a new version (the previous ones stay: consent records point at them). */
export async function publishLegalText(db: Executor, kind: LegalKind, body: string, uid: string | null): Promise<LegalText> {
  const last = await db
    .selectFrom('legalText')
    .select((eb) => eb.fn.max('version').as('v'))
    .where('kind', '=', kind)
    .executeTakeFirst();
  const version = Number(last?.v ?? 0) + 1;
  const now = nowIso();
  await db
    .insertInto('legalText')
    .values({ id: newId(), kind, version, body, publishedBy: uid, publishedAt: now, createdAt: now, updatedAt: now })
    .execute();
  return { kind, version, body, publishedAt: now };
}

/** Every commission not archived: the live states a change of the event's settings reaches. */
export async function listCommissionIds(db: Executor): Promise<string[]> {
  const rows = await db.selectFrom('commission').select('id').where('archived', '=', 0).execute();
  return rows.map((r) => r.id);
}

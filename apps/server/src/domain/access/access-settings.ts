import {
  type Capability,
  type ConfigurableRole,
  DEFAULT_CAPABILITIES,
  DEFAULT_PUBLIC_FEATURES,
  isConfigurableRole,
  type PublicFeatures,
  publicFeaturesSchema,
  type Role,
  roleHasCapability,
} from '@quorum/shared';
import type { Executor } from '../../db/database';
import { nowIso } from '../../lib/ids';

/**
 * The one place for the access switches of /secretary/access: capabilities per role and public
 * features. Stored as JSON in `accessSetting`; defaults from packages/shared until a Gestor changes them.
 */
const PUBLIC_KEY = 'public:features';
const capabilityKey = (role: Role, capability: Capability) => `capability:${role}:${capability}`;

/** Whether a role may use a capability (a Gestor always may; the guard is `assertCapability` in auth/guards.ts). */
export async function hasCapability(db: Executor, role: Role, capability: Capability): Promise<boolean> {
  if (!isConfigurableRole(role)) return roleHasCapability(role, capability);
  const row = await db.selectFrom('accessSetting').select('value').where('key', '=', capabilityKey(role, capability)).executeTakeFirst();
  return roleHasCapability(role, capability, row ? JSON.parse(row.value) === true : undefined);
}

/** Every capability of the non-Gestor roles, as currently set. */
export async function readCapabilities(db: Executor): Promise<typeof DEFAULT_CAPABILITIES> {
  const rows = await db.selectFrom('accessSetting').select(['key', 'value']).where('key', 'like', 'capability:%').execute();
  const result = structuredClone(DEFAULT_CAPABILITIES);
  for (const r of rows) {
    const [, role, capability] = r.key.split(':') as [string, ConfigurableRole, Capability];
    if (result[role] && capability in result[role]) result[role][capability] = JSON.parse(r.value) === true;
  }
  return result;
}

/** Sets one capability of a role. */
export async function saveCapability(db: Executor, role: ConfigurableRole, capability: Capability, enabled: boolean): Promise<void> {
  await upsert(db, capabilityKey(role, capability), JSON.stringify(enabled));
}

/** The public features and their windows. */
export async function readPublicFeatures(db: Executor): Promise<PublicFeatures> {
  const row = await db.selectFrom('accessSetting').select('value').where('key', '=', PUBLIC_KEY).executeTakeFirst();
  if (!row) return { ...DEFAULT_PUBLIC_FEATURES };
  const parsed = publicFeaturesSchema.safeParse({ ...DEFAULT_PUBLIC_FEATURES, ...JSON.parse(row.value) });
  return parsed.success ? parsed.data : { ...DEFAULT_PUBLIC_FEATURES };
}

export async function savePublicFeatures(db: Executor, features: PublicFeatures): Promise<void> {
  await upsert(db, PUBLIC_KEY, JSON.stringify(features));
}

async function upsert(db: Executor, key: string, value: string): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('accessSetting')
    .values({ key, value, createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updatedAt: now }))
    .execute();
}

import { type AuditEntry, EVENT_NAMES, type EventName } from '@quorum/shared';
import type { TFunction } from 'i18next';

const isEventName = (action: string): action is EventName => (EVENT_NAMES as readonly string[]).includes(action);

/** The readable name of an audited action (audit.actions.<event name>); the raw name for one the catalogue lacks. */
export function actionLabel(t: TFunction, action: string): string {
  return isEventName(action) ? t(`audit.actions.${action}`) : action;
}

const ENTITY_KINDS = [
  'user',
  'profile',
  'commission',
  'delegation',
  'delegate',
  'accessCode',
  'delegateLoad',
  'access',
  'legal',
  'settings',
  'assignment',
  'session',
  'liveSession',
  'scheduledSession',
  'rollCall',
  'award',
  'awardCategory',
  'article',
  'folder',
  'file',
  'document',
] as const;
type EntityKind = (typeof ENTITY_KINDS)[number];
const isEntityKind = (entity: string): entity is EntityKind => (ENTITY_KINDS as readonly string[]).includes(entity);

/** What an entry's record is, in words: its kind and its name, never a bare id. */
export function entityLabel(t: TFunction, entry: Pick<AuditEntry, 'entity' | 'entityId' | 'entityName'>): string {
  const kind = isEntityKind(entry.entity) ? t(`audit.entities.${entry.entity}`) : entry.entity;
  const name = entry.entityName ?? describeWithoutName(t, entry);
  return name ? `${kind} · ${name}` : kind;
}

/** Records whose id says what they are (a permission, a legal text's version); others that are gone say so. */
function describeWithoutName(t: TFunction, entry: Pick<AuditEntry, 'entity' | 'entityId'>): string | null {
  const id = entry.entityId;
  if (entry.entity === 'access') {
    if (id === 'public') return t('audit.publicFeatures');
    const [role, capability] = (id ?? '').split(':');
    return role && capability
      ? `${t(`roles.${role as 'Gestor'}`)} · ${t(`publicDelegates.access.capabilities.${capability as 'mail.send'}`)}`
      : null;
  }
  if (entry.entity === 'legal') {
    const [kind, version] = (id ?? '').split(':');
    if (kind !== 'tyc' && kind !== 'privacy') return null;
    return `${t(`audit.legalKinds.${kind}`)} (${t('audit.version', { version })})`;
  }
  if (['user', 'commission', 'delegation', 'delegate', 'accessCode', 'delegateLoad'].includes(entry.entity)) return t('audit.gone');
  return null;
}

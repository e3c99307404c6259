import { EVENT_NAMES } from '@quorum/shared';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { es } from '../../i18n/es';
import { entityLabel } from './labels';

/** The label of `name` in a catalogue's audit.actions (nested by the event name's dots). */
function labelIn(catalogue: { audit: { actions: object } }, name: string): unknown {
  return name.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue.audit.actions);
}

describe('audit action labels', () => {
  it.each(EVENT_NAMES)('%s has a label in Spanish and in English', (name) => {
    for (const catalogue of [es, en]) {
      const label = labelIn(catalogue, name);
      expect(typeof label, name).toBe('string');
      expect((label as string).trim().length, name).toBeGreaterThan(0);
    }
  });

  it('has no label for a name the event list does not have', () => {
    const names = new Set<string>(EVENT_NAMES);
    for (const catalogue of [es, en])
      for (const [group, labels] of Object.entries(catalogue.audit.actions))
        for (const verb of Object.keys(labels)) expect(names.has(`${group}.${verb}`), `${group}.${verb}`).toBe(true);
  });
});

describe('audit record labels', () => {
  const t = ((key: string) => key) as unknown as Parameters<typeof entityLabel>[0];

  it('names a committee session and a roll call apart from a user session', () => {
    expect(entityLabel(t, { entity: 'liveSession', entityId: 's1', entityName: null })).toBe('audit.entities.liveSession');
    expect(entityLabel(t, { entity: 'rollCall', entityId: 'r1', entityName: null })).toBe('audit.entities.rollCall');
    expect(entityLabel(t, { entity: 'session', entityId: 'u1', entityName: null })).toBe('audit.entities.session');
    for (const catalogue of [es, en]) expect(catalogue.audit.entities.liveSession).not.toBe(catalogue.audit.entities.session);
  });
});

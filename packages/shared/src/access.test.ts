import { describe, expect, it } from 'vitest';
import {
  type AccessActor,
  CAPABILITIES,
  CONFIGURABLE_ROLES,
  DEFAULT_CAPABILITIES,
  isOwnCommission,
  mayChairCommission,
  mayReadCommission,
  maySeeProjectionCode,
  ownCommissionScope,
  roleHasCapability,
} from './access';
import { ROLES, type Role } from './roles';

/** The actor's commission is c1; the commission asked about is c1 (own), c2 (other), or the actor has none. */
const CASES = { own: ['c1', 'c1'], other: ['c1', 'c2'], none: [null, 'c1'] } as const;
type Case = keyof typeof CASES;
type Expected = Record<'own' | 'read' | 'chair' | 'projection', boolean>;

const EXPECTED: Record<Role, Record<Case, Expected>> = {
  Gestor: {
    own: { own: false, read: true, chair: true, projection: true },
    other: { own: false, read: true, chair: true, projection: true },
    none: { own: false, read: true, chair: true, projection: true },
  },
  Presidente: {
    own: { own: true, read: true, chair: true, projection: true },
    other: { own: false, read: false, chair: false, projection: false },
    none: { own: false, read: false, chair: false, projection: false },
  },
  Logistica: {
    own: { own: false, read: true, chair: false, projection: false },
    other: { own: false, read: true, chair: false, projection: false },
    none: { own: false, read: true, chair: false, projection: false },
  },
};

describe('commission predicates', () => {
  for (const role of ROLES)
    for (const c of Object.keys(CASES) as Case[]) {
      const [comissionId, commissionId] = CASES[c];
      const actor: AccessActor = { role, comissionId };
      it(`${role} × ${c} commission`, () => {
        expect({
          own: isOwnCommission(actor, commissionId),
          read: mayReadCommission(actor, commissionId),
          chair: mayChairCommission(actor, commissionId),
          projection: maySeeProjectionCode(actor, commissionId),
        }).toEqual(EXPECTED[role][c]);
      });
    }

  it('never takes a missing commission for one’s own', () => {
    expect(isOwnCommission({ role: 'Presidente', comissionId: null }, null)).toBe(false);
    expect(isOwnCommission({ role: 'Presidente', comissionId: null }, undefined)).toBe(false);
    expect(isOwnCommission({ role: 'Presidente', comissionId: 'c1' }, undefined)).toBe(false);
  });

  it('limits a Presidente’s lists to their own commission (none without one) and nobody else’s', () => {
    expect(ownCommissionScope({ role: 'Presidente', comissionId: 'c1' })).toBe('c1');
    expect(ownCommissionScope({ role: 'Presidente', comissionId: null })).toBeNull();
    expect(ownCommissionScope({ role: 'Gestor', comissionId: null })).toBeUndefined();
    expect(ownCommissionScope({ role: 'Logistica', comissionId: null })).toBeUndefined();
  });
});

describe('capabilities', () => {
  it('lets a Gestor use every capability whatever is stored', () => {
    for (const capability of CAPABILITIES) {
      expect(roleHasCapability('Gestor', capability)).toBe(true);
      expect(roleHasCapability('Gestor', capability, false)).toBe(true);
    }
  });

  it('uses the stored switch of a configurable role, else its default', () => {
    for (const role of CONFIGURABLE_ROLES)
      for (const capability of CAPABILITIES) {
        expect(roleHasCapability(role, capability)).toBe(DEFAULT_CAPABILITIES[role][capability]);
        expect(roleHasCapability(role, capability, true)).toBe(true);
        expect(roleHasCapability(role, capability, false)).toBe(false);
      }
  });

  it('has unique capability names', () => {
    expect(new Set(CAPABILITIES).size).toBe(CAPABILITIES.length);
  });
});

import { describe, expect, it } from 'vitest';
import { homePathFor, normalizeRole, ROLES } from './roles';

describe('normalizeRole', () => {
  it.each([
    ['Gestor', 'Gestor'],
    ['Presidente', 'Presidente'],
    ['Logistica', 'Logistica'],
    ['Logística', 'Logistica'],
    ['Delegado de Logistica', 'Logistica'],
    ['Delegado de Logística', 'Logistica'],
    ['DELEGADO DE LOGÍSTICA', 'Logistica'],
    ['  delegado de logistica  ', 'Logistica'],
    ['Presidente de comisión', 'Presidente'],
    ['presidente de comision', 'Presidente'],
    ['Secretaría / Gestor', 'Gestor'],
    ['secretaria / gestor', 'Gestor'],
    ['GESTOR', 'Gestor'],
  ])('%s → %s', (input, role) => {
    expect(normalizeRole(input)).toBe(role);
  });

  it.each(['', 'Delegado', 'Admin', 'Gestora', 'Secretaría', 'presidente de', 'Logistica extra'])('rejects %j', (input) => {
    expect(normalizeRole(input)).toBeNull();
  });

  it('maps every stored value to itself', () => {
    for (const role of ROLES) expect(normalizeRole(role)).toBe(role);
  });
});

describe('homePathFor', () => {
  it('sends each role to its home (PRODUCT.md §1)', () => {
    expect(homePathFor({ role: 'Gestor', comissionId: null })).toBe('/secretary/dashboard');
    expect(homePathFor({ role: 'Gestor', comissionId: 'c1' })).toBe('/secretary/dashboard');
    expect(homePathFor({ role: 'Presidente', comissionId: 'c1' })).toBe('/president/dashboard/c1');
    expect(homePathFor({ role: 'Logistica', comissionId: null })).toBe('/staff/finder');
  });

  it('sends a Presidente without a commission to their profile', () => {
    expect(homePathFor({ role: 'Presidente', comissionId: null })).toBe('/profile');
  });
});

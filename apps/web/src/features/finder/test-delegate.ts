import type { FinderDelegate } from '@quorum/shared';

/** Tests' delegate at the door: assigned to a commission and a delegation, not checked in yet. */
export const delegate: FinderDelegate = {
  id: 'd1',
  firstNames: 'Ana María',
  lastNames: 'Pérez Gómez',
  documentType: 'CC',
  documentNumber: '1020304050',
  email: 'ana@example.org',
  institution: 'Colegio San José',
  grade: '11',
  status: 'asignado',
  badgeCode: 'ABCD234567',
  commissionId: 'c1',
  commissionName: 'Asamblea General',
  room: 'Aula 101',
  delegationId: 'g1',
  delegationName: 'Colombia',
  delegationIsoCode: 'co',
  checkedInAt: null,
  checkedInBy: null,
  checkedInByName: null,
  kit: {},
  notes: '',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

import { CHAIR, COMMISSION_READ, type MatrixRow, STAFF } from '../../lib/route-matrix';

export const rows: Record<string, MatrixRow> = {
  'GET /api/countries': { expect: STAFF },
  'GET /api/commissions/:id/delegations': { expect: COMMISSION_READ },
  'POST /api/commissions/:id/delegations': { expect: CHAIR, body: () => ({ name: 'Matriz ONG', kind: 'ong' }) },
  // The fixture delegation has a delegate: the write is refused with 409 (not 401/403), leaving it in place.
  'PATCH /api/delegations/:delegationId': { expect: CHAIR, url: (fx) => `/api/delegations/${fx.ownDelegationId}`, body: () => ({}) },
  'DELETE /api/delegations/:delegationId': { expect: CHAIR, url: (fx) => `/api/delegations/${fx.ownDelegationId}` },
  'POST /api/commissions/:id/delegations/sort': { expect: CHAIR },
  'POST /api/commissions/:id/delegations/member-states': { expect: CHAIR, body: () => ({ upTo: 'capacity' }) },
  'PUT /api/commissions/:id/delegations/order': { expect: CHAIR, body: (fx) => ({ ids: [fx.ownDelegationId] }) },
};

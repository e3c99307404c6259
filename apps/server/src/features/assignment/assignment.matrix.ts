import { CHAIR, GESTOR, type MatrixRow } from '../../lib/route-matrix';

export const rows: Record<string, MatrixRow> = {
  'GET /api/assignment/matrix': { expect: GESTOR },
  'GET /api/assignment/unassigned': { expect: GESTOR },
  'PUT /api/assignment/delegates/:delegateId': {
    expect: GESTOR,
    url: (fx) => `/api/assignment/delegates/${fx.ownDelegateId}`,
    body: (fx) => ({ commissionId: fx.ownCommissionId, delegationId: fx.ownDelegationId }),
  },
  'POST /api/assignment/auto': { expect: GESTOR },
  'GET /api/assignment/commissions/:id/export': {
    expect: CHAIR,
    url: (fx) => `/api/assignment/commissions/${fx.ownCommissionId}/export?format=csv`,
  },
  'GET /api/assignment/commissions/:id/roll-call.pdf': {
    expect: CHAIR,
    url: (fx) => `/api/assignment/commissions/${fx.ownCommissionId}/roll-call.pdf`,
  },
};

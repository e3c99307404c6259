import { CHAIR, type MatrixRow } from '../../lib/route-matrix';

export const rows: Record<string, MatrixRow> = {
  'GET /api/commissions/:id/delegates': { expect: CHAIR },
  'PUT /api/commissions/:id/delegates/:delegateId/delegation': {
    expect: CHAIR,
    url: (fx) => `/api/commissions/${fx.ownCommissionId}/delegates/${fx.ownDelegateId}/delegation`,
    body: (fx) => ({ delegationId: fx.ownDelegationId }),
  },
};

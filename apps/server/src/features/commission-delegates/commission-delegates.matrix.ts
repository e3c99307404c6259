import { CHAIR, type MatrixRow } from '../../lib/route-matrix';

export const rows: Record<string, MatrixRow> = {
  'GET /api/commissions/:id/delegates': { expect: CHAIR },
  'PUT /api/commissions/:id/delegates/:delegateId/delegation': {
    expect: CHAIR,
    url: (fx) => `/api/commissions/${fx.ownCommissionId}/delegates/${fx.ownDelegateId}/delegation`,
    body: (fx) => ({ delegationId: fx.ownDelegationId }),
  },
  // Presidentes edit personal data only when Permisos say so (off by default).
  'PATCH /api/commissions/:id/delegates/:delegateId': {
    expect: { ...CHAIR, presidentOwn: 403 },
    url: (fx) => `/api/commissions/${fx.ownCommissionId}/delegates/${fx.ownDelegateId}`,
    body: () => ({ phone: '3001234567' }),
  },
};

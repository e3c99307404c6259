import { CHAIR, GESTOR, type MatrixRow } from '../../lib/route-matrix';

export const rows: Record<string, MatrixRow> = {
  'GET /api/commissions/:id/roll-calls': { expect: CHAIR },
  'GET /api/commissions/:id/attendance': { expect: CHAIR },
  'GET /api/commissions/:id/attendance/export': { expect: CHAIR },
  'PUT /api/roll-calls/:rollCallId/marks/:delegateId': {
    expect: GESTOR,
    url: (fx) => `/api/roll-calls/nope/marks/${fx.ownDelegateId}`,
    body: () => ({ present: true }),
  },
};

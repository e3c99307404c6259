import { CHAIR, type MatrixRow, PUBLIC } from '../../lib/route-matrix';

export const rows: Record<string, MatrixRow> = {
  'GET /api/commissions/:id/live/meets-code': { expect: CHAIR },
  'GET /api/commissions/:id/live/self-check-ins': { expect: CHAIR },
  'POST /api/meets': { expect: PUBLIC, body: (fx) => ({ code: 'AAAAAA', document: fx.ownDelegateDocument }) },
};

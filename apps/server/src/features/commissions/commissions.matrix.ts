import { CHAIR, type MatrixRow, PUBLIC } from '../../lib/route-matrix';

export const rows: Record<string, MatrixRow> = {
  'GET /api/commissions/public': { expect: PUBLIC },
  'PATCH /api/commissions/:id/settings': { expect: CHAIR },
  'POST /api/commissions/:id/projection-code': { expect: CHAIR },
};

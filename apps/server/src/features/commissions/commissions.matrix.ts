import { CHAIR, type MatrixRow } from '../../lib/route-matrix';

export const rows: Record<string, MatrixRow> = {
  'PATCH /api/commissions/:id/settings': { expect: CHAIR },
  'POST /api/commissions/:id/projection-code': { expect: CHAIR },
};

import { CHAIR, type MatrixRow } from '../../lib/route-matrix';

export const rows: Record<string, MatrixRow> = {
  'GET /api/commissions/:id/roll-calls': { expect: CHAIR },
  'GET /api/commissions/:id/attendance': { expect: CHAIR },
  'GET /api/commissions/:id/attendance/export': { expect: CHAIR },
};

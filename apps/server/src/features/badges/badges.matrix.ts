import { type MatrixRow, STAFF_AREA } from '../../lib/route-matrix';

export const rows: Record<string, MatrixRow> = {
  'GET /api/badges.pdf': { expect: STAFF_AREA, url: (fx) => `/api/badges.pdf?commissionId=${fx.ownCommissionId}` },
};

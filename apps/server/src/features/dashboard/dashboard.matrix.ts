import { GESTOR, type MatrixRow } from '../../lib/route-matrix';

export const rows: Record<string, MatrixRow> = {
  'GET /api/dashboard': { expect: GESTOR },
  'GET /api/dashboard/first-steps': { expect: GESTOR },
};

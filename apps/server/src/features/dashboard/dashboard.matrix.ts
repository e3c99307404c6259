import { GESTOR, type MatrixRow } from '../../../test/matrix';

export const rows: Record<string, MatrixRow> = {
  'GET /api/dashboard': { expect: GESTOR },
};

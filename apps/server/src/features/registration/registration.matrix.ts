import { type MatrixRow, PUBLIC } from '../../../test/matrix';

export const rows: Record<string, MatrixRow> = {
  'GET /api/registration/options': { expect: PUBLIC },
  'POST /api/registration': { expect: PUBLIC },
};

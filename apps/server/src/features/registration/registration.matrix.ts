import { type MatrixRow, PUBLIC } from '../../lib/route-matrix';

export const rows: Record<string, MatrixRow> = {
  'GET /api/registration/options': { expect: PUBLIC },
  'POST /api/registration': { expect: PUBLIC },
  'POST /api/registration/document-check': { expect: PUBLIC },
};

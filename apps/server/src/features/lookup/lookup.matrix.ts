import { type MatrixRow, PUBLIC } from '../../lib/route-matrix';

export const rows: Record<string, MatrixRow> = {
  'POST /api/lookup': { expect: PUBLIC, body: (fx) => ({ documentNumber: fx.ownDelegateDocument }) },
};

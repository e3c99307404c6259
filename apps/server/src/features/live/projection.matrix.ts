import { type Expectation, type MatrixRow, PUBLIC } from '../../lib/route-matrix';

/** A banner: the projection cookie (none in the matrix) or the Gestor and the commission's own Presidente; else 403. */
const BANNER: Expectation = { anonymous: 403, gestor: 'ok', presidentOwn: 'ok', presidentOther: 403, logistica: 403 };

export const rows: Record<string, MatrixRow> = {
  'POST /api/projection/open': { expect: PUBLIC, body: () => ({ code: 'NOTACODE22' }) },
  'GET /api/banner/:id/live': { expect: BANNER },
  'GET /api/banner/:id/meets-code': { expect: BANNER },
  'GET /api/banner/:id/requests': { expect: BANNER },
  'GET /api/banner/:id/live/events': { expect: BANNER, stream: true },
};

import { GESTOR, type MatrixRow, PUBLIC } from '../../lib/route-matrix';

/** Load codes are the Gestor's; the /load pages are public with a code (an unknown one answers 404). */
export const rows: Record<string, MatrixRow> = {
  'GET /api/load-codes': { expect: GESTOR },
  'POST /api/load-codes': {
    expect: GESTOR,
    body: () => ({ institution: 'Colegio Matriz', quota: 10, expiresAt: new Date(Date.now() + 86_400_000).toISOString() }),
  },
  'POST /api/load-codes/:id/revoke': { expect: GESTOR, url: () => '/api/load-codes/no-existe/revoke' },
  'GET /api/loads': { expect: GESTOR },
  'GET /api/load/:code': { expect: PUBLIC, url: () => '/api/load/NOEXISTE22' },
  'GET /api/load/:code/template.xlsx': { expect: PUBLIC, url: () => '/api/load/NOEXISTE22/template.xlsx' },
  'GET /api/load/:code/template.csv': { expect: PUBLIC, url: () => '/api/load/NOEXISTE22/template.csv' },
  'POST /api/load/:code/check': { expect: PUBLIC, url: () => '/api/load/NOEXISTE22/check' },
  'POST /api/load/:code/save': { expect: PUBLIC, url: () => '/api/load/NOEXISTE22/save' },
  'POST /api/load/:code/rows/check': {
    expect: PUBLIC,
    url: () => '/api/load/NOEXISTE22/rows/check',
    body: () => ({ rows: [{ firstNames: 'Ana' }] }),
  },
  'POST /api/load/:code/rows/save': {
    expect: PUBLIC,
    url: () => '/api/load/NOEXISTE22/rows/save',
    body: () => ({ rows: [{ firstNames: 'Ana' }] }),
  },
};

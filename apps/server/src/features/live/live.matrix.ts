import { CHAIR, type MatrixRow, PUBLIC } from '../../lib/route-matrix';

export const rows: Record<string, MatrixRow> = {
  'GET /api/live/time': { expect: PUBLIC },
  'GET /api/acta-verification': {
    expect: PUBLIC,
    url: (fx) => `/api/acta-verification?code=${fx.ownCommissionId}.1.${'0'.repeat(64)}`,
  },
  'GET /api/commissions/:id/live': { expect: CHAIR },
  'GET /api/commissions/:id/live/log': { expect: CHAIR },
  'GET /api/commissions/:id/live/undo': { expect: CHAIR },
  'GET /api/commissions/:id/live/log.pdf': { expect: CHAIR },
  'GET /api/commissions/:id/live/log.xlsx': { expect: CHAIR },
  'GET /api/commissions/:id/live/log/summary': { expect: CHAIR },
  'GET /api/commissions/:id/live/events': { expect: CHAIR, stream: true },
  'GET /api/commissions/:id/live/participation': { expect: CHAIR },
  'GET /api/commissions/:id/live/participation/export': { expect: CHAIR },
  'POST /api/commissions/:id/live/commands': {
    expect: CHAIR,
    body: () => ({ version: 0, actionId: 'matrix-rollcall-open', command: { type: 'rollCall.open' } }),
  },
};

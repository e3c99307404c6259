import { CHAIR, DEVICE_ONLY, type MatrixRow } from '../../lib/route-matrix';

export const rows: Record<string, MatrixRow> = {
  'GET /api/room/requests': { expect: DEVICE_ONLY },
  'POST /api/room/requests': { expect: DEVICE_ONLY, body: () => ({ kind: 'floor', actionId: 'matriz-0003' }) },
  'POST /api/room/requests/:id/withdraw': { expect: DEVICE_ONLY, url: () => '/api/room/requests/ninguna/withdraw' },
  'GET /api/commissions/:id/live/requests': { expect: CHAIR },
};

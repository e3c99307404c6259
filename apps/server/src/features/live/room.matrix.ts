import { CHAIR, DEVICE_ONLY, type MatrixRow, PUBLIC } from '../../lib/route-matrix';

export const rows: Record<string, MatrixRow> = {
  'POST /api/room/pass': { expect: PUBLIC, body: (fx) => ({ code: fx.ownDelegatePersonalCode }) },
  'GET /api/room': { expect: DEVICE_ONLY },
  'POST /api/room/leave': { expect: DEVICE_ONLY },
  'GET /api/room/devices': { expect: DEVICE_ONLY },
  'POST /api/room/devices/:id/end': { expect: DEVICE_ONLY },
  'GET /api/room/events': { expect: DEVICE_ONLY, stream: true },
  'GET /api/room/ballot': { expect: DEVICE_ONLY },
  'POST /api/room/ballots': { expect: DEVICE_ONLY, body: () => ({ voteId: 'ninguna', choice: 'a_favor', actionId: 'matriz-0001' }) },
  'POST /api/room/roll-call-answer': {
    expect: DEVICE_ONLY,
    body: () => ({ voteId: 'ninguna', answer: 'a_favor', actionId: 'matriz-0002' }),
  },
  'GET /api/commissions/:id/room/devices': { expect: CHAIR },
  'DELETE /api/commissions/:id/delegates/:delegateId/room/devices': {
    expect: CHAIR,
    url: (fx) => `/api/commissions/${fx.ownCommissionId}/delegates/${fx.ownDelegateId}/room/devices`,
  },
};

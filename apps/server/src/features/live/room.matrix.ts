import { CHAIR, type Expectation, type MatrixRow, PUBLIC } from '../../lib/route-matrix';

/** No staff session opens a phone's room: only a device session's cookie (decision 035). */
const DEVICE_ONLY: Expectation = { anonymous: 403, gestor: 403, presidentOwn: 403, presidentOther: 403, logistica: 403 };

export const rows: Record<string, MatrixRow> = {
  'POST /api/room/pass': { expect: PUBLIC, body: (fx) => ({ code: fx.ownDelegatePersonalCode }) },
  'GET /api/room': { expect: DEVICE_ONLY },
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

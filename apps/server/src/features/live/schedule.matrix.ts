import { CHAIR, type MatrixRow } from '../../lib/route-matrix';

const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600_000).toISOString();

export const rows: Record<string, MatrixRow> = {
  'GET /api/commissions/:id/scheduled-sessions': { expect: CHAIR },
  'POST /api/commissions/:id/scheduled-sessions': {
    expect: CHAIR,
    body: () => ({ title: 'Sesión de la matriz', startsAt: inAWeek() }),
  },
  'PUT /api/commissions/:id/scheduled-sessions/:scheduledId': {
    expect: CHAIR,
    url: (fx) => `/api/commissions/${fx.ownCommissionId}/scheduled-sessions/nope`,
    body: () => ({ title: 'Sesión de la matriz', startsAt: inAWeek() }),
  },
  'DELETE /api/commissions/:id/scheduled-sessions/:scheduledId': {
    expect: CHAIR,
    url: (fx) => `/api/commissions/${fx.ownCommissionId}/scheduled-sessions/nope`,
  },
};

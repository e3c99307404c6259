import { CHAIR, GESTOR, type MatrixRow, STAFF } from '../../lib/route-matrix';

const unknownCategory = () => '/api/award-categories/no-existe';
const unknownAward = (fx: { ownCommissionId: string }) => `/api/commissions/${fx.ownCommissionId}/awards/no-existe`;

export const rows: Record<string, MatrixRow> = {
  'GET /api/award-categories': { expect: STAFF },
  'POST /api/award-categories': {
    expect: GESTOR,
    body: () => ({ name: 'Matriz Premio', maxPerCommission: 1, recipient: 'delegado', minAttendance: null, requiresPositionPaper: false }),
  },
  'PATCH /api/award-categories/:categoryId': { expect: GESTOR, url: unknownCategory, body: () => ({}) },
  'DELETE /api/award-categories/:categoryId': { expect: GESTOR, url: unknownCategory },
  'PUT /api/award-categories/order': { expect: GESTOR, body: () => ({ ids: [] }) },
  'GET /api/commissions/:id/awards': { expect: CHAIR },
  'POST /api/commissions/:id/awards': { expect: CHAIR, body: () => ({ categoryId: 'no-existe', recipientId: 'no-existe' }) },
  'PATCH /api/commissions/:id/awards/:awardId': { expect: CHAIR, url: unknownAward, body: () => ({ note: 'Nota' }) },
  'DELETE /api/commissions/:id/awards/:awardId': { expect: CHAIR, url: unknownAward },
  // The own commission's awards are not locked: unlocking and publishing are refused with 409, not 401/403.
  'POST /api/commissions/:id/awards/lock': { expect: CHAIR },
  'POST /api/commissions/:id/awards/unlock': { expect: GESTOR },
  'POST /api/commissions/:id/awards/publish': { expect: GESTOR },
};

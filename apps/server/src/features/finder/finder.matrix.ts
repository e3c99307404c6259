import { type MatrixRow, STAFF_AREA } from '../../lib/route-matrix';

export const rows: Record<string, MatrixRow> = {
  'GET /api/finder': { expect: STAFF_AREA, url: () => '/api/finder?q=propia' },
  'GET /api/finder/code/:code': { expect: STAFF_AREA, url: (fx) => `/api/finder/code/${fx.ownDelegatePersonalCode}` },
  'GET /api/finder/delegates/:id': { expect: STAFF_AREA, url: (fx) => `/api/finder/delegates/${fx.ownDelegateId}` },
  'POST /api/finder/delegates/:id/check-in': { expect: STAFF_AREA, url: (fx) => `/api/finder/delegates/${fx.otherDelegateId}/check-in` },
  // Nobody checks the own delegate in: 409 NOT_CHECKED_IN for who may, and nothing changes.
  'POST /api/finder/delegates/:id/check-in/undo': {
    expect: STAFF_AREA,
    url: (fx) => `/api/finder/delegates/${fx.ownDelegateId}/check-in/undo`,
  },
  'PUT /api/finder/delegates/:id/kit': {
    expect: STAFF_AREA,
    url: (fx) => `/api/finder/delegates/${fx.otherDelegateId}/kit`,
    body: () => ({ items: { carpeta: true } }),
  },
  'PUT /api/finder/delegates/:id/notes': {
    expect: STAFF_AREA,
    url: (fx) => `/api/finder/delegates/${fx.otherDelegateId}/notes`,
    body: () => ({ notes: 'Matriz' }),
  },
};

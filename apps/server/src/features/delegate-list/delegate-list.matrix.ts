import { GESTOR, type MatrixRow } from '../../lib/route-matrix';

/** Gestor, and any Presidente (with `exports.download`, on by default) for their own commission only. */
const EXPORTERS = { ...GESTOR, presidentOwn: 'ok', presidentOther: 'ok' } as const;

export const rows: Record<string, MatrixRow> = {
  'GET /api/delegates': { expect: GESTOR },
  'GET /api/delegates/options': { expect: GESTOR },
  'GET /api/delegates/export': { expect: EXPORTERS, url: () => '/api/delegates/export?format=csv' },
  // An unknown id: the Gestor gets 400 and nothing changes.
  'POST /api/delegates/bulk': { expect: GESTOR, body: () => ({ action: 'status', ids: ['no-existe'], status: 'verificado' }) },
  'GET /api/delegates/import/template': { expect: GESTOR, url: () => '/api/delegates/import/template?format=csv' },
  // No file part: the Gestor gets 400 FILE_MISSING and nothing is saved.
  'POST /api/delegates/import/check': { expect: GESTOR },
  'POST /api/delegates/import/save': { expect: GESTOR },
  'GET /api/delegates/:id': { expect: GESTOR, url: (fx) => `/api/delegates/${fx.ownDelegateId}` },
  // An unknown delegate: the Gestor gets 404 and no fixture's code changes.
  'POST /api/delegates/:id/personal-code': { expect: GESTOR, url: () => '/api/delegates/no-existe/personal-code' },
  // Notes only: the fixtures stay as they are for the other rows.
  'PATCH /api/delegates/:id': {
    expect: GESTOR,
    url: (fx) => `/api/delegates/${fx.ownDelegateId}`,
    body: () => ({ notes: 'Revisado en la matriz' }),
  },
};

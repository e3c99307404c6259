import { GESTOR, type MatrixRow } from '../../lib/route-matrix';

export const rows: Record<string, MatrixRow> = {
  'GET /api/delegates/:id/personal-data': { expect: GESTOR, url: (fx) => `/api/delegates/${fx.ownDelegateId}/personal-data` },
  // A wrong confirmation: the Gestor gets 400 and the fixture delegate stays for the other rows.
  'DELETE /api/delegates/:id': {
    expect: GESTOR,
    url: (fx) => `/api/delegates/${fx.ownDelegateId}`,
    body: () => ({ confirm: 'NO-COINCIDE' }),
  },
};

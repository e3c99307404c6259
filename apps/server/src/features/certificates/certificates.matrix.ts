import { CHAIR, GESTOR, type MatrixRow, PUBLIC } from '../../lib/route-matrix';

const SETTINGS = { threshold: 80, title: 'Certificado', body: 'Por su {{certifica}}.', footer: '', signatures: [] };

export const rows: Record<string, MatrixRow> = {
  'GET /api/certificates/settings': { expect: GESTOR },
  'PUT /api/certificates/settings': { expect: GESTOR, body: () => SETTINGS },
  // No file part: the Gestor gets 400 FILE_MISSING and nothing changes.
  'PUT /api/certificates/settings/images/:slot': { expect: GESTOR, url: () => '/api/certificates/settings/images/logo' },
  'GET /api/commissions/:id/certificates': { expect: CHAIR },
  'POST /api/commissions/:id/certificates': { expect: GESTOR },
  // Nothing issued in the commission: the Gestor confirms none and nothing is sent.
  'POST /api/commissions/:id/certificates/send': { expect: GESTOR, body: () => ({ confirmedCount: 0 }) },
  'GET /api/commissions/:id/certificates.zip': { expect: CHAIR },
  'GET /api/certificates.zip': { expect: GESTOR },
  'GET /api/commissions/:id/certificates/:certificateId/pdf': {
    expect: CHAIR,
    url: (fx) => `/api/commissions/${fx.ownCommissionId}/certificates/nope/pdf`,
  },
  'POST /api/certificates/:certificateId/revoke': {
    expect: GESTOR,
    url: () => '/api/certificates/nope/revoke',
    body: () => ({ reason: 'Matriz' }),
  },
  'POST /api/certificates/:certificateId/reissue': { expect: GESTOR, url: () => '/api/certificates/nope/reissue' },
  'GET /api/certificates/:code': { expect: PUBLIC, url: () => '/api/certificates/ABCDEFGHJKMNPQRSTUVWXYZ2' },
  'GET /api/advisor/:code/certificates/:certificateId': { expect: PUBLIC, url: () => '/api/advisor/ABCDEFGHJKMNPQRS/certificates/nope' },
  'GET /api/my-certificates/:personalCode/:certificateId': {
    expect: PUBLIC,
    url: (fx) => `/api/my-certificates/${fx.ownDelegatePersonalCode}/nope`,
  },
};

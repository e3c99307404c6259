import { CHAIR, GESTOR, type MatrixRow } from '../../lib/route-matrix';

const draft = (fx: { ownDelegationId: string }) => ({
  subject: 'Aviso',
  body: 'Hola {{nombre}}',
  recipients: { kind: 'delegations', delegationIds: [fx.ownDelegationId] },
});

export const rows: Record<string, MatrixRow> = {
  'GET /api/mail/templates': { expect: { anonymous: 401, gestor: 'ok', presidentOwn: 'ok', presidentOther: 'ok', logistica: 403 } },
  'PUT /api/mail/templates/:key': {
    expect: GESTOR,
    url: () => '/api/mail/templates/recordatorio',
    body: () => ({ subject: 'Recordatorio', body: 'Hola {{nombre}}' }),
  },
  'POST /api/commissions/:id/mail/preview': { expect: CHAIR, body: draft },
  'GET /api/commissions/:id/mail/files': { expect: CHAIR },
  'GET /api/commissions/:id/mail/messages': { expect: CHAIR },
  'POST /api/commissions/:id/mail/messages': { expect: CHAIR, body: (fx) => ({ ...draft(fx), confirmedCount: 1 }) },
  'GET /api/commissions/:id/mail/messages/:messageId': {
    expect: CHAIR,
    url: (fx) => `/api/commissions/${fx.ownCommissionId}/mail/messages/nope`,
  },
  'POST /api/mail/preview': { expect: GESTOR, body: draft },
  'GET /api/mail/files': { expect: GESTOR },
  'GET /api/mail/messages': { expect: GESTOR },
  'POST /api/mail/messages': { expect: GESTOR, body: (fx) => ({ ...draft(fx), confirmedCount: 1 }) },
  'GET /api/mail/messages/:messageId': { expect: GESTOR, url: () => '/api/mail/messages/nope' },
};

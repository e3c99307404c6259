import { CHAIR, DEVICE_ONLY, type Expectation, type MatrixRow } from '../../lib/route-matrix';

/** A commission's working papers are written by its own Presidente; the Gestor reads them (decision 038). */
const OWN_CHAIR: Expectation = { ...CHAIR, gestor: 403 };

const text = { title: 'Agua potable', preambular: [], operative: [] };

export const rows: Record<string, MatrixRow> = {
  'GET /api/room/papers': { expect: DEVICE_ONLY },
  'POST /api/room/papers': { expect: DEVICE_ONLY, body: () => ({ title: 'Agua potable' }) },
  'GET /api/room/papers/:id': { expect: DEVICE_ONLY, url: () => '/api/room/papers/ninguno' },
  'PUT /api/room/papers/:id': { expect: DEVICE_ONLY, url: () => '/api/room/papers/ninguno', body: () => ({ baseVersion: 1, text }) },
  'POST /api/room/papers/:id/sponsors': {
    expect: DEVICE_ONLY,
    url: () => '/api/room/papers/ninguno/sponsors',
    body: () => ({ delegationId: 'x' }),
  },
  'POST /api/room/papers/:id/signature': { expect: DEVICE_ONLY, url: () => '/api/room/papers/ninguno/signature' },
  'POST /api/room/papers/:id/signature/withdraw': { expect: DEVICE_ONLY, url: () => '/api/room/papers/ninguno/signature/withdraw' },
  'GET /api/commissions/:id/papers': { expect: CHAIR },
  'GET /api/commissions/:id/papers/:paperId': { expect: CHAIR, url: (fx) => `/api/commissions/${fx.ownCommissionId}/papers/ninguno` },
  'GET /api/room/papers/:id/download': { expect: DEVICE_ONLY, url: () => '/api/room/papers/ninguno/download?format=pdf' },
  'GET /api/commissions/:id/papers/:paperId/download': {
    expect: CHAIR,
    url: (fx) => `/api/commissions/${fx.ownCommissionId}/papers/ninguno/download?format=pdf`,
  },
  'POST /api/commissions/:id/papers/:paperId/publication': {
    expect: CHAIR,
    url: (fx) => `/api/commissions/${fx.ownCommissionId}/papers/ninguno/publication`,
    body: () => ({ visibility: 'publico' }),
  },
  'PUT /api/commissions/:id/papers/:paperId': {
    expect: OWN_CHAIR,
    url: (fx) => `/api/commissions/${fx.ownCommissionId}/papers/ninguno`,
    body: () => ({ baseVersion: 1, text }),
  },
  'POST /api/commissions/:id/papers/:paperId/sponsors': {
    expect: OWN_CHAIR,
    url: (fx) => `/api/commissions/${fx.ownCommissionId}/papers/ninguno/sponsors`,
    body: (fx) => ({ delegationId: fx.ownDelegationId }),
  },
  'POST /api/commissions/:id/papers/:paperId/approve': {
    expect: OWN_CHAIR,
    url: (fx) => `/api/commissions/${fx.ownCommissionId}/papers/ninguno/approve`,
  },
  'GET /api/room/papers/:id/amendments': { expect: DEVICE_ONLY, url: () => '/api/room/papers/ninguno/amendments' },
  'POST /api/room/papers/:id/amendments': {
    expect: DEVICE_ONLY,
    url: () => '/api/room/papers/ninguno/amendments',
    body: () => ({ kind: 'strike', list: 'operative', clauseId: 'o1' }),
  },
  'POST /api/room/papers/:id/amendments/:amendmentId/answer': {
    expect: DEVICE_ONLY,
    url: () => '/api/room/papers/ninguno/amendments/ninguna/answer',
    body: () => ({ accepted: true }),
  },
  'GET /api/commissions/:id/papers/:paperId/amendments': {
    expect: CHAIR,
    url: (fx) => `/api/commissions/${fx.ownCommissionId}/papers/ninguno/amendments`,
  },
  'POST /api/commissions/:id/papers/:paperId/amendments/:amendmentId/decide': {
    expect: OWN_CHAIR,
    url: (fx) => `/api/commissions/${fx.ownCommissionId}/papers/ninguno/amendments/ninguna/decide`,
    body: () => ({ adopted: true }),
  },
  'POST /api/commissions/:id/papers/:paperId/division': {
    expect: OWN_CHAIR,
    url: (fx) => `/api/commissions/${fx.ownCommissionId}/papers/ninguno/division`,
    body: () => ({ clauseIds: ['o1'] }),
  },
  'POST /api/commissions/:id/papers/:paperId/division/vote': {
    expect: OWN_CHAIR,
    url: (fx) => `/api/commissions/${fx.ownCommissionId}/papers/ninguno/division/vote`,
    body: () => ({ step: 0, adopted: true }),
  },
  'POST /api/commissions/:id/papers/:paperId/vote': {
    expect: OWN_CHAIR,
    url: (fx) => `/api/commissions/${fx.ownCommissionId}/papers/ninguno/vote`,
    body: () => ({ adopted: true, favor: 10, contra: 2, abstenciones: 1 }),
  },
  'GET /api/room/papers/:id/versions': { expect: DEVICE_ONLY, url: () => '/api/room/papers/ninguno/versions' },
  'GET /api/room/papers/:id/versions/:version/diff': { expect: DEVICE_ONLY, url: () => '/api/room/papers/ninguno/versions/2/diff' },
  'GET /api/commissions/:id/papers/:paperId/versions': {
    expect: CHAIR,
    url: (fx) => `/api/commissions/${fx.ownCommissionId}/papers/ninguno/versions`,
  },
  'GET /api/commissions/:id/papers/:paperId/versions/:version/diff': {
    expect: CHAIR,
    url: (fx) => `/api/commissions/${fx.ownCommissionId}/papers/ninguno/versions/2/diff`,
  },
};

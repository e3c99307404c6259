import { CHAIR, type MatrixRow, PUBLIC } from '../../lib/route-matrix';

const unknownDocument = (fx: { ownCommissionId: string }) => `/api/commissions/${fx.ownCommissionId}/documents/no-existe`;
const details = () => ({
  kind: 'otro',
  title: 'Matriz de documentos',
  visibility: 'mesa',
  authorDelegationId: null,
  sponsorIds: [],
  signatoryIds: [],
});

/** The commission's chair and the Gestor keep documents and their trash; anyone reads the public ones (unknown ids answer 404). */
export const rows: Record<string, MatrixRow> = {
  'GET /api/commissions/:id/documents': { expect: CHAIR },
  'POST /api/commissions/:id/documents': { expect: CHAIR, body: details },
  'PUT /api/commissions/:id/documents/:documentId': { expect: CHAIR, url: unknownDocument, body: details },
  'POST /api/commissions/:id/documents/:documentId/status': {
    expect: CHAIR,
    url: (fx) => `${unknownDocument(fx)}/status`,
    body: () => ({ status: 'en_revision', comment: null }),
  },
  'POST /api/commissions/:id/documents/:documentId/versions': { expect: CHAIR, url: (fx) => `${unknownDocument(fx)}/versions` },
  'GET /api/commissions/:id/documents/:documentId/versions/:versionId': {
    expect: CHAIR,
    url: (fx) => `${unknownDocument(fx)}/versions/no-existe`,
  },
  'DELETE /api/commissions/:id/documents/:documentId': { expect: CHAIR, url: unknownDocument },
  'GET /api/commissions/:id/documents/trash': { expect: CHAIR },
  'POST /api/commissions/:id/documents/:documentId/restore': { expect: CHAIR, url: (fx) => `${unknownDocument(fx)}/restore` },
  'GET /api/commissions/:id/public-documents': { expect: PUBLIC },
  'GET /api/public-documents/:documentId/file': { expect: PUBLIC, url: () => '/api/public-documents/no-existe/file' },
};

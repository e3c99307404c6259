import { type MatrixRow, PUBLIC } from '../../lib/route-matrix';

export const rows: Record<string, MatrixRow> = {
  'GET /api/verification/:code': { expect: PUBLIC, url: (fx) => `/api/verification/${fx.ownDelegatePersonalCode}` },
  'PATCH /api/verification/:code': {
    expect: PUBLIC,
    url: (fx) => `/api/verification/${fx.ownDelegatePersonalCode}`,
    body: () => ({ firstNames: 'Ana' }),
  },
  'POST /api/verification/:code/confirm': { expect: PUBLIC, url: (fx) => `/api/verification/${fx.ownDelegatePersonalCode}/confirm` },
  'GET /api/verification/:code/documents/:documentId/file': {
    expect: PUBLIC,
    url: (fx) => `/api/verification/${fx.ownDelegatePersonalCode}/documents/no-existe/file`,
  },
  'POST /api/verification/resend': {
    expect: PUBLIC,
    body: (fx) => ({ documentNumber: fx.ownDelegateDocument, email: 'nadie@test.quorum' }),
  },
};

import { DEFAULT_PUBLIC_FEATURES } from '@quorum/shared';
import { GESTOR, type MatrixRow, PUBLIC } from '../../lib/route-matrix';

export const rows: Record<string, MatrixRow> = {
  'GET /api/access': { expect: GESTOR },
  'GET /api/access/public': { expect: PUBLIC },
  'PUT /api/access/capabilities': { expect: GESTOR, body: () => ({ role: 'Presidente', capability: 'mail.send', enabled: true }) },
  'PUT /api/access/public-features': { expect: GESTOR, body: () => DEFAULT_PUBLIC_FEATURES },
};

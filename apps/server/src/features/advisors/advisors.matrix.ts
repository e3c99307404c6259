import { GESTOR, type MatrixRow, PUBLIC } from '../../lib/route-matrix';

export const rows: Record<string, MatrixRow> = {
  'GET /api/advisor-links': { expect: GESTOR },
  'POST /api/advisor-links': { expect: GESTOR, body: () => ({ institution: 'Colegio que no existe' }) },
  'POST /api/advisor-links/:id/revoke': { expect: GESTOR, url: () => '/api/advisor-links/ninguno/revoke' },
  'GET /api/advisor/:code': { expect: PUBLIC, url: () => '/api/advisor/ABCDEFGHJKMNPQRS' },
};

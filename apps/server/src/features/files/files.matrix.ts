import { CHAIR, type Fixtures, GESTOR, type MatrixRow } from '../../lib/route-matrix';

/** The own commission's files: its Presidente and the Gestor (the general folder, Gestor only, is in the routes' test). */
const own =
  (rest = '') =>
  (fx: Fixtures) =>
    `/api/files/${fx.ownCommissionId}${rest}`;

export const rows: Record<string, MatrixRow> = {
  'GET /api/files/:scope': { expect: CHAIR, url: own() },
  'GET /api/files/:scope/folders': { expect: CHAIR, url: own('/folders') },
  'POST /api/files/:scope/folders': { expect: CHAIR, url: own('/folders'), body: () => ({ parentId: 'no-existe', name: 'Matriz' }) },
  'PATCH /api/files/:scope/folders/:folderId': { expect: CHAIR, url: own('/folders/no-existe'), body: () => ({ name: 'Matriz' }) },
  'DELETE /api/files/:scope/folders/:folderId': { expect: CHAIR, url: own('/folders/no-existe') },
  'POST /api/files/:scope/folders/:folderId/restore': { expect: CHAIR, url: own('/folders/no-existe/restore') },
  'GET /api/files/:scope/zip': { expect: CHAIR, url: own('/zip?folderId=no-existe') },
  'POST /api/files/:scope/files': { expect: CHAIR, url: own('/files?folderId=no-existe') },
  'PATCH /api/files/:scope/files/:fileId': { expect: CHAIR, url: own('/files/no-existe'), body: () => ({ name: 'x.pdf' }) },
  'GET /api/files/:scope/files/:fileId/content': { expect: CHAIR, url: own('/files/no-existe/content') },
  'DELETE /api/files/:scope/files/:fileId': { expect: CHAIR, url: own('/files/no-existe') },
  'POST /api/files/:scope/files/:fileId/restore': { expect: CHAIR, url: own('/files/no-existe/restore') },
  'GET /api/files/:scope/trash': { expect: CHAIR, url: own('/trash') },
  'GET /api/file-usage': { expect: GESTOR },
};

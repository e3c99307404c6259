import { GESTOR, type MatrixRow, PUBLIC } from '../../lib/route-matrix';

const unknownArticle = () => '/api/articles/no-existe';
const article = () => ({ title: 'Matriz de prensa', body: 'Texto', commissionIds: [] });

/** Logística may write only when the Gestor grants `press.publish` (off by default). */
export const rows: Record<string, MatrixRow> = {
  'GET /api/articles': { expect: GESTOR },
  'POST /api/articles': { expect: GESTOR, body: article },
  'GET /api/articles/:articleId': { expect: GESTOR, url: unknownArticle },
  'PUT /api/articles/:articleId': { expect: GESTOR, url: unknownArticle, body: article },
  'DELETE /api/articles/:articleId': { expect: GESTOR, url: unknownArticle },
  'POST /api/articles/:articleId/publish': { expect: GESTOR, url: () => `${unknownArticle()}/publish` },
  'POST /api/articles/:articleId/unpublish': { expect: GESTOR, url: () => `${unknownArticle()}/unpublish` },
  'PUT /api/articles/:articleId/featured': { expect: GESTOR, url: () => `${unknownArticle()}/featured`, body: () => ({ featured: true }) },
  'POST /api/articles/:articleId/cover': { expect: GESTOR, url: () => `${unknownArticle()}/cover` },
  'DELETE /api/articles/:articleId/cover': { expect: GESTOR, url: () => `${unknownArticle()}/cover` },
  'GET /api/articles/:articleId/cover': { expect: GESTOR, url: () => `${unknownArticle()}/cover` },
  'GET /api/news/:slug/cover': { expect: PUBLIC, url: () => '/api/news/no-existe/cover' },
  'GET /api/news': { expect: PUBLIC },
  'GET /api/news/:slug': { expect: PUBLIC, url: () => '/api/news/no-existe' },
};

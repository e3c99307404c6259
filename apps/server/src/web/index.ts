/**
 * The web app as the server serves it: the build's files, each public route's page, and the pages rendered on
 * request with the server's answers (decisions 028 and 029). The rest of the server knows only `serveWebApp`, called
 * once by app.ts, and `PageHead`, what a feature's page module (`features/<feature>/<feature>.page.ts`) adds to the
 * head of its route's page.
 */
export { escapeHtml, type PageHead, type PageHeads } from './pages';
export { serveWebApp } from './serve';

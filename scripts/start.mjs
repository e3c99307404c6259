// `npm start`: builds the web app (with its compressed copies, as `npm run build` does) and compiles the server
// (scripts/build-server.mjs) when either is missing or older than its sources, then runs the compiled server
// with plain Node: no TypeScript loader at run time.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildServer, serverBundle, serverSources } from './build-server.mjs';
import { isPrecompressed, precompress } from './precompress.mjs';
import { isStale } from './stale.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const index = path.join(dist, 'index.html');

const webSources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'packages/shared/src'].map((p) => path.join(root, p));
if (isStale(index, webSources)) {
  console.log('Construyendo la aplicación web…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!isPrecompressed(dist)) {
  console.log('Comprimiendo la aplicación web (brotli y gzip)…');
  precompress(dist);
}
if (isStale(serverBundle, serverSources)) {
  console.log('Compilando el servidor…');
  await buildServer();
}

const server = spawn(process.execPath, ['--enable-source-maps', serverBundle], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

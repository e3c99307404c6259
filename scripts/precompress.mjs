// Writes a brotli (.br) and a gzip (.gz) copy next to every compressible file of the built web app, so the
// server sends them as they are (@fastify/static `preCompressed`). Run by `npm run build` and `npm start`.
// Usage: node scripts/precompress.mjs [dist folder, default apps/web/dist]
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.map',
  '.ico',
  '.ttf',
  '.otf',
]);
/** Smaller files are not worth a second request header's worth of bytes. */
const MIN_BYTES = 1024;

/** Compresses every eligible file under `dist`; returns the bytes before and after (brotli). */
export function precompress(dist) {
  let before = 0;
  let after = 0;
  for (const file of walk(dist)) {
    if (!COMPRESSIBLE.has(path.extname(file)) || statSync(file).size < MIN_BYTES) continue;
    const data = readFileSync(file);
    const br = brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    });
    const gz = gzipSync(data, { level: constants.Z_BEST_COMPRESSION });
    // A compressed copy that is not smaller is left out: the server then sends the file itself.
    if (br.length < data.length) writeFileSync(`${file}.br`, br);
    if (gz.length < data.length) writeFileSync(`${file}.gz`, gz);
    before += data.length;
    after += Math.min(br.length, data.length);
  }
  return { before, after };
}

/** Whether the build in `dist` already has its compressed copies (one .br among its assets is enough). */
export function isPrecompressed(dist) {
  const assets = path.join(dist, 'assets');
  return existsSync(assets) && readdirSync(assets).some((name) => name.endsWith('.br'));
}

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (!entry.name.endsWith('.br') && !entry.name.endsWith('.gz')) yield full;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../apps/web/dist'));
  const { before, after } = precompress(dist);
  console.log(`Precomprimido ${dist}: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB (brotli)`);
}

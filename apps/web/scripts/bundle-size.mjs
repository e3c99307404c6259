// Prints the gzipped size of the built JavaScript: the entry chunk (with its static imports), every
// lazy chunk with what it adds, and the total a first visit to `/` and `/login` downloads.
// Usage: npm run build -w apps/web && node apps/web/scripts/bundle-size.mjs [--check]
// With --check it fails (exit 1) when the entry or a first visit to `/` goes over its budget, or when a first
// visit to `/` or `/login` would download the Markdown pipeline (markdown-it-*.js, see vite.config.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzipped budgets: the entry with its static imports (docs/ARCHITECTURE.md), and a first visit to `/` on a phone. */
const ENTRY_BUDGET = 150 * 1024;
const HOME_BUDGET = 200 * 1024;
const check = process.argv.includes('--check');
const problems = [];

const dist = path.resolve(import.meta.dirname, '../dist');
const assets = path.join(dist, 'assets');
const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
const gz = new Map(files.map((f) => [f, gzipSync(readFileSync(path.join(assets, f))).length]));
const staticImports = new Map(
  files.map((f) => {
    const code = readFileSync(path.join(assets, f), 'utf8');
    const deps = [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1]);
    return [f, deps];
  }),
);

/** A chunk and everything it imports statically. */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const dep of staticImports.get(file) ?? []) closure(dep, seen);
  return seen;
}
const sum = (set) => [...set].reduce((n, f) => n + (gz.get(f) ?? 0), 0);
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = /src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
if (!entry) throw new Error('no entry script in dist/index.html');
const entrySet = closure(entry);
console.log(`entry ${entry}: ${kib(gz.get(entry))} (with static imports: ${kib(sum(entrySet))})`);
if (sum(entrySet) > ENTRY_BUDGET) problems.push(`the entry with its static imports is over ${kib(ENTRY_BUDGET)}`);

const byPrefix = (prefix) => files.find((f) => f.startsWith(`${prefix}-`));
console.log('\nlazy chunks (own size; with the static imports not already in the entry):');
for (const f of files.filter((f) => !entrySet.has(f)).sort((a, b) => gz.get(b) - gz.get(a))) {
  const extra = new Set([...closure(f)].filter((d) => !entrySet.has(d)));
  console.log(`  ${f.padEnd(44)} ${kib(gz.get(f)).padStart(10)} ${kib(sum(extra)).padStart(10)}`);
}

for (const [label, page] of [
  ['/', 'home'],
  ['/login', 'login'],
]) {
  const set = new Set(entrySet);
  for (const name of ['layout-data', 'data-layer', 'public-layout', page]) {
    const f = byPrefix(name);
    if (f) for (const d of closure(f)) set.add(d);
  }
  console.log(`\nfirst visit to ${label}: ${kib(sum(set))} of gzipped JavaScript`);
  if (label === '/' && sum(set) > HOME_BUDGET) problems.push(`a first visit to / is over ${kib(HOME_BUDGET)}`);
  const markdown = [...set].filter((f) => f.startsWith('markdown-it-'));
  if (markdown.length) problems.push(`a first visit to ${label} downloads the Markdown pipeline (${markdown.join(', ')})`);
}

if (check) {
  for (const problem of problems) console.error(`✗ ${problem}`);
  if (problems.length) process.exit(1);
  console.log('\nwithin the budgets');
}

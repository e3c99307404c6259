// `npm run bench:profile -- [read|write] [sqlite|postgres]`: where a signed-in request spends its time. A real
// server process under `--cpu-prof`, driven by autocannon for 10 s: `read` is `GET /api/commissions` (20
// commissions), `write` is `PATCH /api/commissions/{id}` (an audited edit in a transaction). Prints the rate
// and the top functions by self time (share of the profile, ms). The .cpuprofile stays in the printed folder
// (open it in Chrome DevTools for the call tree). Defaults: read, sqlite.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { report, request, saturationRps, setUpGestor, startServer, withFreshPostgres } from './lib';

interface Profile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

const mode = process.argv.includes('write') ? 'write' : 'read';
const dir = mkdtempSync(path.join(tmpdir(), 'quorum-profile-'));

async function profileRun(env: Record<string, string>) {
  const server = await startServer(3921, env, ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
  try {
    const cookie = await setUpGestor(server);
    let id = '';
    const body = (i: number) => ({ name: `Comisión ${i}`, acronym: `C${i}`, kind: 'asamblea', capacity: 50, topics: ['Tema'] });
    for (let i = 0; i < 20; i++)
      id = JSON.parse((await request(`${server.url}/api/commissions`, { method: 'POST', cookie, body: body(i) })).body).id;
    const rps =
      mode === 'read'
        ? await saturationRps(`${server.url}/api/commissions`, 10, { cookie })
        : await saturationRps(
            `${server.url}/api/commissions/${id}`,
            10,
            { cookie, origin: server.url },
            { method: 'PATCH', body: body(19) },
          );
    report({ profile_dir: dir, mode, [`${mode}_rps`]: rps });
  } finally {
    await server.stop();
  }
}

if (process.argv.includes('postgres')) {
  if (!(await withFreshPostgres((url) => profileRun({ DATABASE_URL: url }).then(() => true))))
    throw new Error('no PostgreSQL at 127.0.0.1:5432');
} else await profileRun({});
// The main thread's profile is written on exit; the file with the lowest thread number is the main thread.
let file: string | undefined;
for (let i = 0; i < 50 && !file; i++) {
  await new Promise((r) => setTimeout(r, 200));
  file = readdirSync(dir).sort()[0];
}
if (!file) throw new Error('no profile written');
const profile: Profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
const self = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const f = frames.get(id);
  const where = f?.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/\/.*?\/(apps|packages)\//, '$1/');
  const key = `${f?.functionName || '(anonymous)'} ${where}:${(f?.lineNumber ?? 0) + 1}`;
  self.set(key, (self.get(key) ?? 0) + profile.timeDeltas[i]);
  total += profile.timeDeltas[i];
});
for (const [key, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 15))
  console.log(`${((100 * t) / total).toFixed(1).padStart(5)}% ${(t / 1000).toFixed(0).padStart(6)} ms  ${key}`);

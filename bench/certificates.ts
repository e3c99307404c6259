// `npm run bench:certificates`: participation certificates for 3,000 delegates (BENCH_CERTIFICATES) of one
// commission, issued and downloaded as one ZIP through the real endpoint (GET /api/certificates.zip) of a
// server in its own process; prints certificates=, zip_ms=, rss_start_mb= (the server's when started),
// rss_before_mb= (after issuing), peak_rss_mb= (during the download), server_cpu_s= (CPU
// seconds of all the server's threads during the download: steadier than zip_ms on a shared machine) and
// pdf_kb= (the mean size of one PDF). Targets: ≤ 60 s, and the server's memory flat, under 300 MB whatever
// the count.
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { fakerES as faker } from '@faker-js/faker';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
import { newDelegateRow } from '../apps/server/src/domain/delegates/delegates.store';
import { newId, nowIso } from '../apps/server/src/lib/ids';
import { makeEventReady, report, request, scratchDir, setUpGestor, startServer } from './lib';

const COUNT = Number(process.env.BENCH_CERTIFICATES ?? 3000);
const PORT = Number(process.env.BENCH_PORT ?? 3907);
const dataDir = scratchDir('quorum-bench-certificates-');

/** The server process: the one whose environment names this bench's data directory (Linux). */
function serverPid(): number | null {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const env = readFileSync(`/proc/${entry}/environ`, 'latin1');
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'latin1');
      if (env.includes(`DATA_DIR=${dataDir}\0`) && /apps\/server\/(?:src\/main\.ts|dist\/main\.mjs)/.test(cmd)) return Number(entry);
    } catch {}
  }
  return null;
}

/** CPU seconds the process (all its threads) has used: on a shared machine, steadier than the elapsed time. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'latin1').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'latin1');
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
}

/** Seeds the commission straight into the database: delegations of 20, every delegate present on two roll calls. */
async function seed(commissionName: string): Promise<void> {
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SERVE_WEB: 'false' });
  const { db } = openDatabase(config);
  try {
    const commission = await db.selectFrom('commission').select('id').where('name', '=', commissionName).executeTakeFirstOrThrow();
    const now = nowIso();
    const rollCalls = [newId(), newId()];
    await db
      .insertInto('rollCall')
      .values(
        rollCalls.map((id) => ({
          id,
          commissionId: commission.id,
          sessionId: null,
          mode: 'chair',
          openedAt: now,
          closedAt: now,
          openedBy: null,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
    faker.seed(2026);
    for (let start = 0; start < COUNT; start += 20) {
      const delegationId = newId();
      await db
        .insertInto('delegation')
        .values({
          id: delegationId,
          commissionId: commission.id,
          name: `Delegación ${start / 20 + 1}`,
          isoCode: null,
          kind: 'miembro',
          veto: 0,
          position: start / 20 + 1,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
      const rows = Array.from({ length: Math.min(20, COUNT - start) }, (_, i) =>
        newDelegateRow(
          {
            firstNames: `${faker.person.firstName()} ${faker.person.firstName()}`,
            lastNames: `${faker.person.lastName()} ${faker.person.lastName()}`,
            documentType: 'CC',
            documentNumber: `CB${1_000_000 + start + i}`,
            birthDate: '2004-01-01',
            email: `cb${start + i}@bench.quorum.test`,
            phone: null,
            institution: 'Colegio del banco',
            grade: '11',
            guardianName: null,
            guardianPhone: null,
          },
          { source: 'manual', status: 'asignado' },
        ),
      ).map((r) => ({ ...r, commissionId: commission.id, delegationId }));
      await db.insertInto('delegate').values(rows).execute();
      await db
        .insertInto('rollCallMark')
        .values(
          rollCalls.flatMap((rollCallId) =>
            rows.map((r) => ({ rollCallId, delegateId: r.id, delegationId, status: 'presente', markedAt: now, markedBy: null })),
          ),
        )
        .execute();
    }
  } finally {
    await db.destroy();
  }
}

const server = await startServer(PORT, { DATA_DIR: dataDir });
try {
  const startPid = serverPid();
  // Without the server's process its memory cannot be read: a figure of 0 would read as a result.
  if (!startPid) throw new Error('the server process was not found in /proc');
  const rssStart = rssMb(startPid);
  const cookie = await setUpGestor(server);
  await makeEventReady((method, p, body) => request(`${server.url}${p}`, { method, body, cookie }));
  await seed('Asamblea del banco');
  const commissions = JSON.parse((await request(`${server.url}/api/commissions`, { cookie })).body) as { id: string; name: string }[];
  const commission = commissions.find((c) => c.name === 'Asamblea del banco');
  if (!commission) throw new Error('no commission');
  const issued = await request(`${server.url}/api/commissions/${commission.id}/certificates`, { method: 'POST', body: {}, cookie });
  if (issued.status !== 200) throw new Error(`issue: ${issued.status} ${issued.body}`);

  const pid = startPid;
  const before = rssMb(pid);
  const cpuBefore = cpuSeconds(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 50);
  const started = performance.now();
  const { bytes, count } = await new Promise<{ bytes: number; count: number }>((resolve, reject) => {
    http
      .get(`${server.url}/api/certificates.zip`, { headers: { cookie } }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`zip: ${res.statusCode}`));
        let total = 0;
        res.on('data', (chunk: Buffer) => {
          total += chunk.length;
        });
        res.on('end', () => resolve({ bytes: total, count: Number(res.headers['x-certificate-count']) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
  const zipMs = performance.now() - started;
  clearInterval(sampler);
  const cpu = cpuSeconds(pid) - cpuBefore;
  report({
    certificates: count,
    zip_ms: Math.round(zipMs),
    zip_mb: Math.round((bytes / 1024 / 1024) * 10) / 10,
    rss_start_mb: Math.round(rssStart),
    rss_before_mb: Math.round(before),
    peak_rss_mb: Math.round(peak),
    server_cpu_s: Math.round(cpu * 10) / 10,
    pdf_kb: Math.round((bytes / Math.max(1, count) / 1024) * 10) / 10,
  });
} finally {
  await server.stop();
}

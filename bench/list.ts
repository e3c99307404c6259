// `npm run bench:list`: the secretary's list (search, filters, sort, page, duplicate flags) on 10,000
// delegates in a fresh SQLite file; prints p50/p95 per query kind, and the time of one pass over every
// kind (list_sequence_ms: what a secretary's session of searches costs), as name=value lines.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fakerES as faker } from '@faker-js/faker';
import { delegateListQuerySchema, DELEGATE_STATUSES } from '@quorum/shared';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { newDelegateRow } from '../apps/server/src/domain/delegates/delegates.store';
import { listDelegates, presentListRows } from '../apps/server/src/features/delegate-list/delegate-list.repository';
import { percentile, report } from './lib';

const COUNT = Number(process.env.BENCH_DELEGATES ?? 10_000);
faker.seed(7);
const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'quorum-bench-list-')), LOG_LEVEL: 'silent', SERVE_WEB: 'false' });
const built = await buildApp(config, { logger: false });
const { db } = built.ctx;
const schools = Array.from({ length: 200 }, () => `Colegio ${faker.person.lastName()}`);
await db.transaction().execute(async (trx) => {
  for (let start = 0; start < COUNT; start += 500) {
    const rows = [];
    for (let i = start; i < Math.min(COUNT, start + 500); i++) {
      rows.push(
        newDelegateRow(
          {
            firstNames: faker.person.firstName(),
            lastNames: `${faker.person.lastName()} ${faker.person.lastName()}`,
            documentType: 'TI',
            documentNumber: String(2_000_000 + i),
            birthDate: faker.date.between({ from: '2006-01-01', to: '2010-12-31' }).toISOString().slice(0, 10),
            email: `d${i}@bench.quorum.test`,
            phone: null,
            institution: faker.helpers.arrayElement(schools),
            grade: '10',
            guardianName: 'Acudiente',
            guardianPhone: '300',
          },
          { source: 'carga', status: faker.helpers.arrayElement(DELEGATE_STATUSES) },
        ),
      );
    }
    await trx.insertInto('delegate').values(rows).execute();
  }
});

const kinds: Record<string, () => Record<string, string>> = {
  first_page: () => ({}),
  search_name: () => ({ q: faker.person.lastName().slice(0, 5) }),
  search_accentless: () => ({ q: 'gomez' }),
  status_filter: () => ({ status: faker.helpers.arrayElement(DELEGATE_STATUSES) }),
  institution_filter: () => ({ institution: faker.helpers.arrayElement(schools) }),
  sort_institution_desc: () => ({ sort: 'institution', dir: 'desc', page: '7' }),
  deep_page: () => ({ page: '300' }),
};
const figures: Record<string, number | string> = { bench: 'list', database: 'sqlite', delegates: COUNT };
const all: number[] = [];
for (const [name, make] of Object.entries(kinds)) {
  const times: number[] = [];
  for (let i = 0; i < 60; i++) {
    const query = delegateListQuerySchema.parse(make());
    const t0 = performance.now();
    const { rows } = await listDelegates(db, query);
    await presentListRows(db, rows);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  all.push(...times);
  figures[`${name}_p50_ms`] = percentile(times, 50);
  figures[`${name}_p95_ms`] = percentile(times, 95);
}
all.sort((a, b) => a - b);
figures.all_p50_ms = percentile(all, 50);
figures.all_p95_ms = percentile(all, 95);
const sequence = performance.now();
for (const make of Object.values(kinds)) {
  const { rows } = await listDelegates(db, delegateListQuerySchema.parse(make()));
  await presentListRows(db, rows);
}
figures.list_sequence_ms = performance.now() - sequence;
report(figures);
await built.close();

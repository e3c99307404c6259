import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AuditEntry, type AuditPage, DEFAULT_PUBLIC_FEATURES, type ErrorCode, type OutboxMessage, type Role } from '@quorum/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { type BuiltApp, buildApp } from '../src/app';
import { createStaffAccount } from '../src/auth/accounts';
import { type Config, loadConfig } from '../src/config';
import type { DatabaseKind } from '../src/db/database';
import type { Database } from '../src/db/schema';
import { onTestServer } from './database-templates';

/**
 * The databases a server test runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. Whatever may differ
 * between the two runs on both: concurrency and one-time rules, locks, the bus and kept reads across connections,
 * search, ordering, dates and every query a route makes of its data.
 */
export const DATABASES: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/**
 * The database of a suite whose subject is written once above the database — each route's guard (the authorization
 * matrix), a file's layout, the cost of hashing a password, the mail transport, the floor's rules in the live state —
 * where PostgreSQL would run the same code to the same end: SQLite alone (docs/CODE_STYLE.md, Tests). The routes such
 * a suite calls are tested on both by their own suites.
 */
export const ABOVE_THE_DATABASE: DatabaseKind[] = ['sqlite'];

/** A strong password used by test accounts. */
export const PASSWORD = 'vuela-la-garza-sobre-el-río-9';

/** A staff account made by the harness and signed in once. */
export interface TestAccount {
  uid: string;
  email: string;
  name: string;
  password: string;
  /** Cookie header of the session opened for it. */
  cookie: string;
}

export interface TestApp extends BuiltApp {
  /** Signs a request in as a staff account: cookie header for `inject`. */
  cookieFor(role: Role, opts?: { comissionId?: string | null; email?: string }): Promise<string>;
  /** Creates a staff account and signs it in: its uid, e-mail, name, password and cookie. */
  accountFor(role: Role, opts?: { comissionId?: string | null; email?: string; name?: string }): Promise<TestAccount>;
  call(
    method: string,
    url: string,
    opts?: { cookie?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  destroy(): Promise<void>;
}

/**
 * Starts a server on a fresh database of its own: a copy of the migrated SQLite file, or a new PostgreSQL
 * database made from the migrated template (test/database-templates.ts); the server's start migrates nothing more.
 * `overrides` replace parsed settings that have no variable: the small limits a test passes in to reach a
 * ceiling with a small input (the real sizes are the benches' work, bench/).
 */
export async function startTestApp(
  kind: DatabaseKind,
  /** Variables over the harness's own; one set to undefined is left unset (e.g. PUBLIC_URL, to get its fallback). */
  env: Record<string, string | undefined> = {},
  overrides: Partial<Config> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quorum-test-'));
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    const name = `quorum_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    await onTestServer(`create database ${name} template ${inject('postgresTemplate')}`);
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => onTestServer(`drop database if exists ${name} with (force)`);
  } else copyFileSync(inject('sqliteTemplate'), path.join(dataDir, 'quorum.sqlite'));
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      SERVE_WEB: 'false',
      PUBLIC_URL: 'http://localhost:3000',
      // The suite's three lanes keep both cores busy: background threads at a lower priority would wait minutes.
      BACKGROUND_NICE: '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    // Passwords hashed at the light cost unless a test asks for the standard one (config.ts).
    { passwordHashCost: 'light', ...overrides },
  );
  const built = await buildApp(config, { logger: false });
  await built.app.ready();
  let counter = 0;

  const call: TestApp['call'] = (method, url, opts = {}) =>
    built.app.inject({
      method: method as 'GET',
      url,
      headers: {
        ...(opts.cookie ? { cookie: opts.cookie } : {}),
        ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
        ...opts.headers,
      },
      ...(method === 'GET' ? {} : { payload: JSON.stringify(opts.body ?? {}) }),
    });

  const accountFor: TestApp['accountFor'] = async (role, opts = {}) => {
    counter += 1;
    const email = opts.email ?? `${role.toLowerCase()}${counter}@test.quorum`;
    const name = opts.name ?? `${role} ${counter}`;
    const row = await createStaffAccount(
      built.ctx,
      { email, name, role, password: PASSWORD, comissionId: opts.comissionId ?? null },
      { uid: null, ip: null },
    );
    return { uid: row.uid, email, name, password: PASSWORD, cookie: await signInCookie(call, email, PASSWORD) };
  };

  return {
    ...built,
    call,
    accountFor,
    async cookieFor(role, opts = {}) {
      return (await accountFor(role, opts)).cookie;
    },
    async destroy() {
      await built.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the API and returns the cookie header to send back. */
export async function signInCookie(call: TestApp['call'], email: string, password: string): Promise<string> {
  const res = await call('POST', '/api/auth/sign-in', { body: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return cookieHeader(res);
}

/** Turns a response's Set-Cookie headers into a Cookie request header. */
export function cookieHeader(res: LightMyRequestResponse): string {
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** A valid commission body. */
export function commissionBody(name = 'Asamblea General', extra: Record<string, unknown> = {}) {
  return { name, acronym: name.slice(0, 3).toUpperCase(), kind: 'asamblea', capacity: 50, topics: ['Agua potable'], ...extra };
}

/** Asserts an error answer: HTTP status and the stable error code. */
export function expectError(res: LightMyRequestResponse, status: number, code: ErrorCode): void {
  expect({ status: res.statusCode, code: res.json().code }, res.body).toEqual({ status, code });
}

/** Messages of the outbox (newest first), optionally only those sent to one address. Needs a Gestor's cookie. */
export async function outboxOf(t: TestApp, gestorCookie: string, to?: string): Promise<OutboxMessage[]> {
  const res = await t.call('GET', '/api/outbox', { cookie: gestorCookie });
  expect(res.statusCode, res.body).toBe(200);
  const all = res.json() as OutboxMessage[];
  return to === undefined ? all : all.filter((m) => m.to === to);
}

/** Sets Permisos' public features to the defaults with `changes`, as the Gestor whose cookie is given. */
export async function setPublicFeatures(t: TestApp, gestorCookie: string, changes: Record<string, unknown> = {}): Promise<void> {
  const res = await t.call('PUT', '/api/access/public-features', {
    cookie: gestorCookie,
    body: { ...DEFAULT_PUBLIC_FEATURES, ...changes },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Saves the event's time zone (Ajustes), the other settings as they are. Needs a Gestor's cookie. */
export async function setEventTimeZone(t: TestApp, gestorCookie: string, timeZone: string): Promise<void> {
  const settings = (await t.call('GET', '/api/settings')).json();
  const res = await t.call('PUT', '/api/settings', { cookie: gestorCookie, body: { ...settings, updatedAt: undefined, timeZone } });
  expect(res.statusCode, res.body).toBe(200);
}

/** The latest 200 audit entries (newest first). Needs a Gestor's cookie. */
export async function auditOf(t: TestApp, gestorCookie: string): Promise<AuditEntry[]> {
  const res = await t.call('GET', '/api/audit?pageSize=200', { cookie: gestorCookie });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as AuditPage).rows;
}

/** The token of the `/reset-password?token=` link in a mail's text. */
export function resetTokenIn(text: string): string {
  const match = /\/reset-password\?token=([^\s]+)/.exec(text);
  if (!match) throw new Error(`no reset link in mail:\n${text}`);
  return decodeURIComponent(match[1]);
}

/** Creates an auth account with a password but no staff profile (as an account left behind by another system). */
export async function createAccountWithoutProfile(t: TestApp, email: string, password: string): Promise<string> {
  const authCtx = await t.ctx.auth.$context;
  const user = await authCtx.internalAdapter.createUser({ email, name: 'Sin perfil', emailVerified: true }, { method: 'email-password' });
  const hash = await authCtx.password.hash(password);
  await authCtx.internalAdapter.createAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: hash });
  return user.id;
}

/**
 * A suite run on every database, each with a server of its own started with `env` and, when given, `overrides`
 * (see startTestApp); `app()` is that server.
 */
export function describeWithApp(title: string, env: Record<string, string>, body: (app: () => TestApp) => void): void;
export function describeWithApp(
  title: string,
  env: Record<string, string>,
  overrides: Partial<Config> & { databases?: DatabaseKind[] },
  body: (app: () => TestApp) => void,
): void;
export function describeWithApp(
  title: string,
  env: Record<string, string>,
  ...rest: [(app: () => TestApp) => void] | [Partial<Config> & { databases?: DatabaseKind[] }, (app: () => TestApp) => void]
): void {
  const [{ databases = DATABASES, ...overrides }, body] = rest.length === 1 ? [{}, rest[0]] : rest;
  describe.each(databases)(title, (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, env, overrides);
    });
    afterAll(() => t?.destroy());
    body(() => t);
  });
}

/** The status codes of `times` requests made one after the other (the i-th made by `send(i)`). */
export async function statusesOf(times: number, send: (i: number) => Promise<LightMyRequestResponse>): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < times; i++) codes.push((await send(i)).statusCode);
  return codes;
}

/**
 * The statements the app's database runs (outside a transaction; each goes through its executor) while `work` runs.
 */
export async function statementsDuring(t: TestApp, work: () => Promise<void>): Promise<number> {
  const executor = t.ctx.db.getExecutor();
  const run = executor.executeQuery;
  let statements = 0;
  executor.executeQuery = function (this: typeof executor, ...args: Parameters<typeof run>) {
    statements++;
    return run.apply(this, args);
  } as typeof run;
  try {
    await work();
    return statements;
  } finally {
    executor.executeQuery = run;
  }
}

/** How many rows a table holds. */
export async function countRows(t: TestApp, table: keyof Database): Promise<number> {
  const row = await t.ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Makes the event ready for the public forms (they answer EVENT_NOT_READY until then): saves the event
 * settings, creates a commission when none is open, and publishes version 1 of the terms and privacy texts
 * when they are missing (unless `legalTexts: false`, for a test that publishes its own). Idempotent; uses a
 * Gestor made for it.
 */
export async function seedReadyEvent(t: TestApp, opts: { legalTexts?: boolean } = {}): Promise<void> {
  const cookie = await t.cookieFor('Gestor');
  const settings = await t.call('PUT', '/api/settings', { cookie, body: { name: 'Modelo ONU de prueba', shortName: 'MONU' } });
  expect(settings.statusCode, settings.body).toBe(200);
  const open = await t.ctx.db.selectFrom('commission').select('id').where('archived', '=', 0).executeTakeFirst();
  if (!open) {
    const res = await t.call('POST', '/api/commissions', { cookie, body: commissionBody('Comisión de prueba') });
    expect(res.statusCode, res.body).toBe(201);
  }
  for (const kind of opts.legalTexts === false ? [] : (['tyc', 'privacy'] as const)) {
    if (await t.ctx.db.selectFrom('legalText').select('id').where('kind', '=', kind).executeTakeFirst()) continue;
    const res = await t.call('POST', `/api/legal/${kind}`, { cookie, body: { body: `# Texto ${kind} de prueba` } });
    expect(res.statusCode, res.body).toBe(201);
  }
}

/** A birth date `years` years ago (minus a day, so the age is exactly `years`). */
export function bornYearsAgo(years: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** A valid pre-registration body (a minor with guardian; legal versions 0 unless given). */
export function registrationBody(extra: Record<string, unknown> = {}) {
  return {
    firstNames: 'Juan Pablo',
    lastNames: 'Pérez Gómez',
    documentType: 'TI',
    documentNumber: '1001234567',
    birthDate: bornYearsAgo(16),
    email: 'Juan.Perez@Colegio.test',
    phone: '3001112233',
    institution: 'Colegio San José',
    grade: '10',
    guardianName: 'María Gómez',
    guardianPhone: '3004445566',
    preferences: [],
    acceptTerms: true,
    acceptPrivacy: true,
    termsVersion: 0,
    privacyVersion: 0,
    website: '',
    ...extra,
  };
}

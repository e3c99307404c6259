import { readFileSync, existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { ACTA_PDF_MAX_LINES, MAX_LOAD_ROWS } from '@quorum/shared';
import { z } from 'zod';
import { makePrivateDir, writePrivateFile } from './lib/private-files';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Which proxies are believed about the client's address (Fastify's `trustProxy`). */
export type TrustProxy = false | number | string[];

const IP_OR_CIDR = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

/**
 * TRUST_PROXY: unset or false trusts no proxy; true is ONE hop (the proxy in front of the server: the
 * address it appends to X-Forwarded-For is the client's, anything a client wrote before it is ignored); a
 * number is that many hops; otherwise a comma-separated list of proxy addresses or CIDRs. `null` when
 * the value is none of these. Never "trust every hop": a client could then pick its own address.
 */
function parseTrustProxy(value: string | undefined): TrustProxy | null {
  const text = value?.trim().toLowerCase() ?? '';
  if (['', 'false', 'no', '0'].includes(text)) return false;
  if (['true', 'yes'].includes(text)) return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const list = text
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  return list.every((v) => IP_OR_CIDR.safeParse(v).success) ? list : null;
}

/**
 * Fastify's `trustProxy` for a setting: a hop count becomes "the first n addresses from the server's side"
 * (Fastify itself ignores a plain number), a list of addresses is compiled by Fastify.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** Every environment variable Quórum reads, with the defaults that let `npm start` run unconfigured. */
const envSchema = z.object({
  NODE_ENV: z.string().default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(100).default(10),
  PUBLIC_URL: z.url().optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Quórum <no-reply@quorum.local>'),
  MAIL_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(60_000).default(600),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const trust = parseTrustProxy(v);
      if (trust === null) {
        ctx.addIssue({ code: 'custom', message: 'usa true, false, un número de saltos o direcciones IP / CIDR separadas por comas' });
        return z.NEVER;
      }
      return trust;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  PUBLIC_LOOKUPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(6000),
  PUBLIC_FAILED_LOOKUPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(300),
  WEB_DIST: z.string().optional(),
  DEMO_PASSWORD: z.string().default('demo-quorum-2026'),
  SERVE_WEB: bool.default(true),
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(10).default(5_000),
  LIVE_STREAMS_PER_USER: z.coerce.number().int().min(1).default(10),
  LIVE_COMMANDS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  LIVE_STREAM_BUFFER_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(2048).default(25),
  BACKGROUND_NICE: z.coerce.number().int().min(0).max(19).default(10),
});

type Env = z.infer<typeof envSchema>;

/** Parsed configuration of one server process. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… or null for the embedded SQLite file under dataDir. */
  databaseUrl: string | null;
  /** PostgreSQL connections this process keeps for requests and jobs at most (the live stream's LISTEN is one more). */
  databasePoolSize: number;
  sqliteFile: string;
  publicUrl: string;
  secret: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** Messages this process hands to SMTP per minute at most (the queue's pace). */
  mailRatePerMinute: number;
  /** Proxies whose X-Forwarded-For is believed: none (false), that many hops from the server, or these addresses/CIDRs. */
  trustProxy: TrustProxy;
  logLevel: Env['LOG_LEVEL'];
  authRateLimitPerMinute: number;
  /**
   * The public look-ups' ceilings for one address on one page, per hour (lib/public-lookups.ts): every look-up,
   * and those that found nothing (guessing).
   */
  publicLookups: { perAddressPerHour: number; failedPerAddressPerHour: number };
  webDist: string | null;
  demoPassword: string;
  version: string;
  /**
   * The live streams (features/live): heartbeat period (each heartbeat checks again the right that opened the stream),
   * open streams per user, bytes a slow client may hold back.
   */
  live: { heartbeatMs: number; streamsPerUser: number; bufferBytes: number; commandsPerMinute: number };
  /** Where uploaded files are kept (lib/storage): the data directory, or an S3-compatible bucket. */
  storage: StorageConfig;
  /** Largest uploaded file, in bytes (MAX_UPLOAD_MB). */
  maxUploadBytes: number;
  /**
   * The CPU priority (nice, 0–19) of the background threads — certificates, actas, imports, pages drawn with their
   * answers (BACKGROUND_NICE, default 10: requests first). 0 runs them as the server's own threads, for a machine
   * whose other processes must not starve them (the test suite, where three lanes share two cores).
   */
  backgroundNice: number;
  /**
   * Entries of the longest acta drawn as a PDF (ACTA_PDF_MAX_LINES); a longer one is refused, its XLSX still
   * downloads. No variable: tests pass a small ceiling in, the real size is bench:acta's.
   */
  actaPdfMaxLines: number;
  /**
   * Delegate rows an uploaded spreadsheet may hold (MAX_LOAD_ROWS); reading stops past it. No variable: tests
   * pass a small ceiling in, the real sizes are bench:stall's and bench:import's.
   */
  loadFileMaxRows: number;
  /**
   * The cost of a password's hash: `standard` is the auth library's own scrypt, what every server runs; `light`
   * is scrypt at a sixteenth of its work, which test apps pass in so that hundreds of accounts do not cost
   * minutes of the suite. No variable.
   */
  passwordHashCost: 'standard' | 'light';
}

/** The file store: `local` keeps files under `DATA_DIR/files`; `s3` in a bucket of an S3-compatible service. */
export type StorageConfig =
  | { driver: 'local'; dir: string }
  | {
      driver: 's3';
      /** null: AWS itself, from the region. */
      endpoint: string | null;
      bucket: string;
      region: string;
      /** null: the SDK's own credential chain (environment, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | null;
      forcePathStyle: boolean;
    };

/** Reads the environment (or `overrides`), listing every bad variable at once. */
export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  const lines = parsed.success ? [] : parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET) lines.push('  S3_BUCKET: obligatorio con STORAGE_DRIVER=s3');
  if (!parsed.success || lines.length) throw new Error(`Configuración no válida:\n${lines.join('\n')}`);
  const e = parsed.data;
  const dataDir = path.resolve(overrides.dataDir ?? e.DATA_DIR);
  // For Quórum's own user only (lib/private-files.ts), as everything written in it.
  makePrivateDir(dataDir);
  const port = overrides.port ?? e.PORT;
  const webDist = e.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist');
  return {
    port,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL?.startsWith('postgres') ? e.DATABASE_URL : null,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    sqliteFile: path.join(dataDir, 'quorum.sqlite'),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    secret: e.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    smtpUrl: e.SMTP_URL || null,
    mailFrom: e.MAIL_FROM,
    mailRatePerMinute: e.MAIL_RATE_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    authRateLimitPerMinute: e.RATE_LIMIT_AUTH_PER_MINUTE,
    publicLookups: {
      perAddressPerHour: e.PUBLIC_LOOKUPS_PER_ADDRESS_PER_HOUR,
      failedPerAddressPerHour: e.PUBLIC_FAILED_LOOKUPS_PER_ADDRESS_PER_HOUR,
    },
    webDist: e.SERVE_WEB && existsSync(webDist) ? webDist : null,
    demoPassword: e.DEMO_PASSWORD,
    version: readVersion(),
    live: {
      heartbeatMs: e.LIVE_HEARTBEAT_MS,
      streamsPerUser: e.LIVE_STREAMS_PER_USER,
      bufferBytes: e.LIVE_STREAM_BUFFER_BYTES,
      commandsPerMinute: e.LIVE_COMMANDS_PER_MINUTE,
    },
    storage: storageConfig(e, dataDir),
    maxUploadBytes: e.MAX_UPLOAD_MB * 1024 * 1024,
    backgroundNice: e.BACKGROUND_NICE,
    actaPdfMaxLines: ACTA_PDF_MAX_LINES,
    loadFileMaxRows: MAX_LOAD_ROWS,
    passwordHashCost: 'standard',
    ...overrides,
  };
}

function storageConfig(e: Env, dataDir: string): StorageConfig {
  if (e.STORAGE_DRIVER === 'local' || !e.S3_BUCKET) return { driver: 'local', dir: path.join(dataDir, 'files') };
  return {
    driver: 's3',
    endpoint: e.S3_ENDPOINT ?? null,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : null,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

/** The session secret is generated on first start and kept in the data directory. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writePrivateFile(file, `${secret}\n`);
  return secret;
}

function readVersion(): string {
  const pkg = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8'));
  return String(pkg.version);
}

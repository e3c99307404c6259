import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import type { Config } from '../config';
import type { Db, DatabaseKind } from '../db/database';
import { quietAuthStorages } from './auth-storages';

export type AuthOptions = BetterAuthOptions;

/** How the auth library hands a reset token to Quórum (which sends the mail itself). */
export type ResetMailer = (user: { id: string; email: string; name: string }, token: string) => Promise<void>;

/** Password reset links are valid for one hour; invitations for seven days. */
export const RESET_TOKEN_SECONDS = 3600;
export const INVITATION_TOKEN_SECONDS = 7 * 24 * 3600;

/**
 * Scrypt at a sixteenth of the auth library's work (N = 2^10 instead of 2^14), for test apps only
 * (`passwordHashCost: 'light'`, config.ts): the same algorithm and checks, a few milliseconds a hash.
 */
const LIGHT_SCRYPT = { N: 1024, r: 16, p: 1, maxmem: 64 * 1024 * 1024 };
const lightPasswordHash = {
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${(await scryptAsync(password.normalize('NFKC'), salt, 64, LIGHT_SCRYPT)).toString('hex')}`;
  },
  async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
    const [salt, key] = hash.split(':');
    if (!salt || !key) return false;
    const expected = Buffer.from(key, 'hex');
    const actual = await scryptAsync(password.normalize('NFKC'), salt, expected.length, LIGHT_SCRYPT);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  },
};

function scryptAsync(password: string, salt: string, length: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))));
}

/** Options of the auth library: e-mail and password, sessions in Quórum's database, no public sign-up. */
export function buildAuthOptions(
  config: Pick<Config, 'publicUrl' | 'secret'> & Partial<Pick<Config, 'passwordHashCost'>>,
  db: Db,
  kind: DatabaseKind,
  sendReset: ResetMailer = async () => {},
): AuthOptions {
  return {
    appName: 'Quórum',
    baseURL: config.publicUrl,
    basePath: '/api/auth/internal',
    secret: config.secret,
    database: { db, type: kind },
    telemetry: { enabled: false },
    rateLimit: { enabled: false },
    trustedOrigins: [config.publicUrl],
    user: { modelName: 'auth_user' },
    account: { modelName: 'auth_account' },
    verification: { modelName: 'auth_verification' },
    session: { modelName: 'auth_session', expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 10,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => sendReset(user, token),
      ...(config.passwordHashCost === 'light' ? { password: lightPasswordHash } : {}),
    },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith('https://'),
      cookiePrefix: 'quorum',
      ipAddress: { ipAddressHeaders: ['x-quorum-client-ip'] },
    },
    logger: { disabled: true },
  };
}

/** The auth library instance, its context storages switched off between its calls (auth-storages.ts). */
export async function createAuth(options: AuthOptions) {
  await quietAuthStorages();
  return betterAuth(options);
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;

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

/** Options of the auth library: e-mail and password, sessions in Quórum's database, no public sign-up. */
export function buildAuthOptions(
  config: Pick<Config, 'publicUrl' | 'secret'>,
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

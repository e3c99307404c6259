import { type MailDelivery, type Role, roleHasCommission } from '@quorum/shared';
import type { AppContext } from '../context';
import { type Actor, recordAudit } from '../lib/audit';
import { AppError } from '../lib/errors';
import { newSecretToken, nowIso } from '../lib/ids';
import { readEventName } from '../lib/event-name';
import { INVITATION_TOKEN_SECONDS, RESET_TOKEN_SECONDS } from './auth';
import { findProfile, presentProfile, type ProfileRow } from './profiles';

/** Data of a new staff account (account and profile are created together). */
export interface NewStaffAccount {
  email: string;
  name: string;
  role: Role;
  password?: string;
  comissionId?: string | null;
  grade?: string | null;
  ti?: string | null;
  phone?: string | null;
  wpUserId?: string | null;
}

/**
 * Rejects a weak password with PASSWORD_WEAK; the person's name and e-mail count as guessable. The estimator
 * and its dictionaries load on the first password checked, not when the server starts.
 */
export async function assertStrongPassword(password: string, userInputs: string[]): Promise<void> {
  const { isStrongPassword } = await import('@quorum/shared/password');
  const inputs = userInputs.flatMap((v) => [v, ...v.split(/[\s@._-]+/)]).filter((v) => v.length > 2);
  if (!isStrongPassword(password, inputs)) {
    throw new AppError('PASSWORD_WEAK', 'La contraseña es demasiado débil: usa una frase más larga o menos previsible.');
  }
}

/** Creates an auth account and its staff profile, audited. Without a password the account waits for an invitation. */
export async function createStaffAccount(ctx: AppContext, input: NewStaffAccount, actor: Actor): Promise<ProfileRow> {
  const authCtx = await ctx.auth.$context;
  if (await authCtx.internalAdapter.findUserByEmail(input.email)) throw new AppError('EMAIL_TAKEN');
  if (input.password) await assertStrongPassword(input.password, [input.email, input.name]);
  const user = await authCtx.internalAdapter.createUser(
    { email: input.email, name: input.name, emailVerified: true },
    { method: 'email-password' },
  );
  try {
    if (input.password) {
      const hash = await authCtx.password.hash(input.password);
      await authCtx.internalAdapter.createAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: hash });
    }
    const now = nowIso();
    return await ctx.db.transaction().execute(async (trx) => {
      const row: ProfileRow = {
        uid: user.id,
        email: input.email,
        name: input.name,
        role: input.role,
        grade: input.grade ?? null,
        ti: input.ti ?? null,
        phone: input.phone ?? null,
        wpUserId: input.wpUserId ?? null,
        comissionId: roleHasCommission(input.role) ? (input.comissionId ?? null) : null,
        active: 1,
        language: 'es',
        lastLoginAt: null,
        createdAt: now,
        updatedAt: now,
      };
      await trx.insertInto('profile').values(row).execute();
      await recordAudit(trx, actor, { action: 'user.created', entity: 'user', entityId: user.id, after: presentProfile(row) });
      return row;
    });
  } catch (err) {
    await authCtx.internalAdapter.deleteUser(user.id);
    throw err;
  }
}

/** Issues a one-time token that lets the account set a password at /reset-password. */
async function issuePasswordToken(ctx: AppContext, uid: string, seconds: number): Promise<string> {
  const authCtx = await ctx.auth.$context;
  const token = newSecretToken();
  await authCtx.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: uid,
    expiresAt: new Date(Date.now() + seconds * 1000),
  });
  return token;
}

/**
 * E-mails a link to set a password: an invitation (7 days) or a reset (1 hour). Inactive accounts get nothing
 * (null). `queue` answers at once (a public request's time must not tell whether the account exists); `now`
 * waits for the first delivery attempt, so a Gestor is told whether the mail left.
 */
export async function sendPasswordLink(
  ctx: AppContext,
  uid: string,
  kind: 'invitation' | 'reset',
  mode: 'queue' | 'now' = 'queue',
): Promise<MailDelivery | null> {
  const profile = await findProfile(ctx.db, uid);
  if (!profile?.active) return null;
  const token = await issuePasswordToken(ctx, uid, kind === 'invitation' ? INVITATION_TOKEN_SECONDS : RESET_TOKEN_SECONDS);
  const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const eventName = await readEventName(ctx.db);
  const mail =
    kind === 'invitation'
      ? {
          subject: `Invitación a ${eventName}`,
          text: `Hola ${profile.name}:\n\nLa secretaría de ${eventName} te ha creado una cuenta en Quórum.\nElige tu contraseña en este enlace (válido 7 días):\n\n${link}\n\nTu usuario es ${profile.email}.`,
        }
      : {
          subject: 'Restablecer tu contraseña de Quórum',
          text: `Hola ${profile.name}:\n\nPara elegir una contraseña nueva abre este enlace (válido 1 hora):\n\n${link}\n\nSi no lo has pedido tú, ignora este mensaje.`,
        };
  const message = { to: profile.email, ...mail };
  if (mode === 'now') return ctx.mailer.deliverNow(message);
  await ctx.mailer.send(message);
  return null;
}

/** Ends every session of an account at once. */
export async function endAllSessions(ctx: AppContext, uid: string): Promise<void> {
  const authCtx = await ctx.auth.$context;
  await authCtx.internalAdapter.deleteUserSessions(uid);
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AccessActor, Role } from '@quorum/shared';
import { getSessionCookie } from 'better-auth/cookies';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Actor } from '../lib/audit';
import { AppError } from '../lib/errors';
import { keptReadsPer } from '../lib/kept-reads';
import type { ProfileRow } from './profiles';

/** The signed-in staff user of a request. */
export interface StaffContext {
  uid: string;
  profile: ProfileRow;
  /** Role and own commission, as the shared access predicates read them. */
  actor: AccessActor;
  sessionId: string;
  sessionToken: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    staff?: StaffContext;
  }
}

/** Headers handed to the auth library: the session cookie, the browser and the client address. */
export function authHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
  if (request.headers['user-agent']) headers.set('user-agent', request.headers['user-agent']);
  headers.set('x-quorum-client-ip', request.ip);
  return headers;
}

/** Copies the auth library's Set-Cookie headers onto the reply. */
export function forwardCookies(reply: FastifyReply, headers: Headers | undefined): void {
  const cookies = headers?.getSetCookie() ?? [];
  if (cookies.length) reply.header('set-cookie', cookies);
}

/**
 * The session token of a signed cookie value (`token.signature`, URI-encoded), or null when the signature
 * is missing or is not the HMAC-SHA256 (base64) of the token under the secret, as the auth library signs it.
 */
function verifiedSessionToken(cookieValue: string, secret: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(cookieValue);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'utf8');
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** Signed-in users found recently, by the Cookie header that named them (parsed only on a miss), with when their session ends. */
const keptSessions = keptReadsPer<{ staff: StaffContext; expiresAt: number }>(1000);

/**
 * Resolves the session cookie into an active staff user with a profile, or null. One query (session ⨝
 * profile by token), skipped while no table of the session group (db/table-groups.ts) has been written since the same
 * cookie was last resolved: a sign-out, a disabled account or a changed role is such a write, so it takes
 * effect on the next request. Only a correctly signed token is looked up, and its presence in an unexpired
 * session row is the proof; the auth library still creates, refreshes on sign-in and revokes sessions.
 */
export async function loadStaff(ctx: AppContext, request: FastifyRequest): Promise<StaffContext | null> {
  const cookies = request.headers.cookie;
  if (!cookies) return null;
  const kept = keptSessions(ctx);
  const generation = ctx.generationOf(['session'])();
  const found = kept.get(cookies, generation);
  if (found && found.expiresAt > Date.now()) return found.staff;
  const raw = getSessionCookie(new Headers({ cookie: cookies }), { cookiePrefix: 'quorum' });
  if (!raw) return null;
  const token = verifiedSessionToken(raw, ctx.config.secret);
  if (!token) return null;
  const now = new Date();
  const row = await ctx.db
    .selectFrom('auth_session')
    .innerJoin('profile', 'profile.uid', 'auth_session.userId')
    .select(['auth_session.id as sessionId', 'auth_session.token as sessionToken', 'auth_session.expiresAt as sessionExpiresAt'])
    .selectAll('profile')
    .where('auth_session.token', '=', token)
    .where('auth_session.expiresAt', '>', (ctx.kind === 'sqlite' ? now.toISOString() : now) as string)
    .where('profile.active', '=', 1)
    .executeTakeFirst();
  if (!row) return null;
  const { sessionId, sessionToken, sessionExpiresAt, ...profile } = row;
  const staff: StaffContext = Object.freeze({
    uid: profile.uid,
    profile: Object.freeze(profile),
    actor: Object.freeze({ role: profile.role as Role, comissionId: profile.comissionId }),
    sessionId,
    sessionToken,
  });
  kept.set(cookies, generation, { staff, expiresAt: new Date(sessionExpiresAt).getTime() });
  return staff;
}

/** The signed-in staff user set by requireStaff. */
export function staffOf(request: FastifyRequest): StaffContext {
  if (!request.staff) throw new AppError('UNAUTHENTICATED');
  return request.staff;
}

/** Actor of an audited write. */
export function actorOf(request: FastifyRequest): Actor {
  return { uid: request.staff?.uid ?? null, ip: request.ip };
}

import type { Role } from '@quorum/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Actor } from '../lib/audit';
import { AppError } from '../lib/errors';
import { findProfile, type ProfileRow } from './profiles';

/** The signed-in staff user of a request. */
export interface StaffContext {
  uid: string;
  profile: ProfileRow;
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

/** Resolves the session cookie into an active staff user with a profile, or null. */
export async function loadStaff(ctx: AppContext, request: FastifyRequest): Promise<StaffContext | null> {
  if (!request.headers.cookie) return null;
  const session = await ctx.auth.api.getSession({ headers: authHeaders(request), query: { disableCookieCache: true } });
  if (!session) return null;
  const profile = await findProfile(ctx.db, session.user.id);
  if (!profile || !profile.active) return null;
  return { uid: session.user.id, profile, sessionId: session.session.id, sessionToken: session.session.token };
}

/** onRequest hook: 401 without a valid staff session, 403 when the role is not among `roles` (any role if empty). */
export function requireStaff(ctx: AppContext, ...roles: Role[]) {
  return async (request: FastifyRequest) => {
    const staff = await loadStaff(ctx, request);
    if (!staff) throw new AppError('UNAUTHENTICATED');
    if (roles.length && !roles.includes(staff.profile.role as Role)) throw new AppError('FORBIDDEN');
    request.staff = staff;
  };
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

import { createHash, timingSafeEqual } from 'node:crypto';
import { routePath } from '@quorum/shared';
import type { FastifyRequest } from 'fastify';

/**
 * The projection screen's cookie (decision 012): httpOnly, SameSite=Strict, with the paths of one
 * commission's banner API and banner page, so the browser sends it only there and a page script never reads it.
 */
const PROJECTION_COOKIE = 'quorum_projection';

/**
 * The cookie lasts one conference day (a regenerated code ends it sooner): the room's screen is opened with the
 * code each morning, and a phone that once read the code (a photo of the screen) does not keep the room for weeks.
 */
const MAX_AGE_S = 24 * 3600;

/** The banner API of a commission, the only path the projection cookie is sent to. */
function bannerPath(commissionId: string): string {
  return `/api/banner/${encodeURIComponent(commissionId)}`;
}

/**
 * The Set-Cookie headers that keep a commission's projection code for its banner: its API, and its page, which the
 * server renders with the state the code opens (decision 029), so the room's screen is drawn before its scripts run.
 */
export function projectionCookies(commissionId: string, code: string, secure: boolean): string[] {
  return [bannerPath(commissionId), routePath('banner', commissionId)].map((path) => {
    const attributes = [`Path=${path}`, `Max-Age=${MAX_AGE_S}`, 'HttpOnly', 'SameSite=Strict'];
    return [`${PROJECTION_COOKIE}=${encodeURIComponent(code)}`, ...attributes, ...(secure ? ['Secure'] : [])].join('; ');
  });
}

/** The projection code a request carries in its cookie, or null. */
export function projectionCodeOf(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== PROJECTION_COOKIE) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether a carried code is the commission's current one (compared in constant time). */
export function isCurrentProjectionCode(carried: string | null, current: string | null | undefined): boolean {
  return carried !== null && !!current && timingSafeEqual(digest(carried), digest(current));
}

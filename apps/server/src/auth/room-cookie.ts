import type { FastifyRequest } from 'fastify';

/**
 * The room pass's cookie (decision 035): the device session's token, HttpOnly, sent only to the room's API
 * (`/api/room`), SameSite=Lax so that opening the personal link from a mail app keeps it, Secure when PUBLIC_URL is
 * https. The server keeps only the token's SHA-256.
 */
const ROOM_COOKIE = 'quorum_room';

/** The only path the cookie is sent to. */
const ROOM_API = '/api/room';

/** The cookie lasts a conference's week; the device session itself ends when the chair, the Gestor or a new code ends it. */
const MAX_AGE_S = 7 * 24 * 3600;

/**
 * The Set-Cookie header that keeps a device session's token on the phone; with `token` '' and `maxAgeS` 0, the one that
 * drops it (the delegate left the room there).
 */
export function roomCookie(token: string, secure: boolean, maxAgeS = MAX_AGE_S): string {
  return [
    `${ROOM_COOKIE}=${token}`,
    `Path=${ROOM_API}`,
    `Max-Age=${maxAgeS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The device token a request carries in its cookie, or null. */
export function roomTokenOf(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === ROOM_COOKIE) return value.join('=') || null;
  }
  return null;
}

/**
 * A route's rate limit counted per device (its cookie), not per address: a whole room of phones shares the venue's
 * one address. `max` requests a minute.
 */
export function perDeviceLimit(max: number) {
  return {
    rateLimit: { max, timeWindow: 60_000, keyGenerator: (request: FastifyRequest) => `room:${roomTokenOf(request) ?? request.ip}` },
  };
}

/**
 * Request URLs as written to the log: no query string (searches carry names and documents) and no
 * personal or access codes in paths. Personal data never reaches the logs (PRODUCT §8).
 */
const CODE_PATHS = [
  /^(\/api\/verification\/)[^/?]+/,
  /^(\/api\/load\/)[^/?]+/,
  /^(\/api\/finder\/code\/)[^/?]+/,
  /^(\/verificator|\/load|\/in)\?.*/,
];

export function redactUrl(url: string): string {
  let path = url.split('?')[0];
  for (const pattern of CODE_PATHS) path = path.replace(pattern, (_m, prefix: string | undefined) => `${prefix ?? ''}:redacted`);
  return path;
}

/** pino serializer for requests: method and redacted URL only (no headers, no client address). */
export function serializeRequest(req: { method: string; url: string }): { method: string; url: string } {
  return { method: req.method, url: redactUrl(req.url) };
}

import { PAGE_DATA_ID, PAGE_TIME_ZONE } from '@quorum/shared';

/**
 * Answers the server wrote into a page it rendered at build time (decision 029): `<script type="application/json"
 * id="page-data">`, API path → answer. The page was drawn with them, so its first render must read them too, not
 * wait for the request. Each answer is handed out once (a query's initial data); later reads ask the server.
 * At build time the renderer sets the stand-in answers a page variant is drawn with (`setPageData`).
 */
let answers: Record<string, unknown> | null = null;

function read(): Record<string, unknown> {
  if (answers) return answers;
  answers = {};
  const block = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID);
  if (block?.textContent) {
    try {
      answers = JSON.parse(block.textContent) as Record<string, unknown>;
    } catch {
      // An unreadable block: the page asks the server.
    }
  }
  return answers;
}

/** The answer to `path` written into the page, once; undefined when there is none (or it was already taken). */
export function pageData<T>(path: string): T | undefined {
  const all = read();
  const answer = all[path] as T | undefined;
  delete all[path];
  return answer;
}

/**
 * The time zone the server wrote the page's moments in (`PAGE_TIME_ZONE`), read as often as asked: every moment of the
 * page hydrates with it. Undefined for a page the server did not render on request.
 */
export function pageTimeZone(): string | undefined {
  const zone = read()[PAGE_TIME_ZONE];
  return typeof zone === 'string' ? zone : undefined;
}

/** The answers a page rendered at build time is drawn with (prerender.tsx). */
export function setPageData(data: Record<string, unknown>): void {
  answers = { ...data };
}

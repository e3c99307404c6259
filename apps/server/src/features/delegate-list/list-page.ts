import type { DelegateFilters, DelegateList, DelegateListQuery, DelegateSort } from '@quorum/shared';
import type { AppContext } from '../../context';
import { keptReadsPer } from '../../lib/kept-reads';
import {
  countDelegates,
  type ListCount,
  openingOfSearch,
  type PageStart,
  pageOfDelegates,
  type PageRow,
  pageScope,
  positionLength,
  positionOf,
  presentListRows,
  sortedInIndex,
} from './delegate-list.repository';

/** Most matches a search counts: past it the list says «más de 1000». */
const SEARCH_COUNT_CAP = 1000;

/** Filters whose count is kept (the last ones asked), each until the next write. */
const KEPT_COUNTS = 500;

const keptCounts = keptReadsPer<ListCount>(KEPT_COUNTS);

/** A page's cursor: its sort and a row's position in it, as base64url JSON. */
function cursorOf(row: PageRow | undefined, sort: DelegateSort): string | null {
  return row ? Buffer.from(JSON.stringify([sort, ...positionOf(row, sort)])).toString('base64url') : null;
}

/** The position a cursor holds, when it is one of `sort`'s (else undefined: the page number is used). */
function positionIn(cursor: string | undefined, sort: DelegateSort): string[] | undefined {
  if (!cursor) return undefined;
  try {
    const [s, ...position] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (s !== sort || position.length !== positionLength(sort) || position.some((v) => typeof v !== 'string')) return undefined;
    return position as string[];
  } catch {
    return undefined;
  }
}

/**
 * The count of the filters `f`, kept until the next write (`generation`: where the data stood when the request
 * began); `counted` counts them when they are not kept.
 */
async function keptCount(
  ctx: AppContext,
  f: DelegateFilters,
  generation: string | null,
  counted: () => Promise<ListCount> = () => countDelegates(ctx.db, ctx.kind, f, SEARCH_COUNT_CAP),
): Promise<ListCount> {
  const kept = keptCounts(ctx);
  const key = JSON.stringify([f.q, f.status, f.commissionId, f.delegationId, f.institution]);
  let count = kept.get(key, generation);
  if (!count) {
    count = await counted();
    kept.set(key, generation, count);
  }
  return count;
}

/** How many matches from where a walk starts the page's last row is (a cursor's row, or either end). */
function reachOf(start: PageStart, pageSize: number): number {
  return 'index' in start ? start.index + pageSize : pageSize;
}

/**
 * One page of the secretary's list. The count of each filter is kept until the next write to the delegates' or the
 * conference's tables (`lib/kept-reads.ts`);
 * a page after or before a cursor walks the sort's index from the cursor's row; a page by number walks it from
 * the nearer end, reading only the index's columns. Every step costs about a page whatever the page.
 */
export async function listPage(ctx: AppContext, query: DelegateListQuery): Promise<DelegateList> {
  const generation = ctx.generationOf(['delegates', 'conference'])();
  // A search typed anew whose matches the trigram index sorts: its first page is read with its count, in one read of
  // the index (`openingOfSearch`; past the cap, the count alone).
  let opening: PageRow[] | undefined;
  const opens = !query.after && !query.before && query.page === 0 && sortedInIndex(ctx.kind, query);
  const opened = async () => {
    const read = await openingOfSearch(ctx.db, query, SEARCH_COUNT_CAP);
    opening = read.rows;
    return read.count;
  };
  const count = await keptCount(ctx, query, generation, opens ? opened : undefined);
  if (opening) return answer(query, count, opening);
  const after = positionIn(query.after, query.sort);
  const before = after ? undefined : positionIn(query.before, query.sort);
  const index = query.page * query.pageSize;
  // By number: from the end when nearer it (the last page: no walk at all), unless the count stopped at its cap.
  const fromEnd = !count.capped && index > count.total - 1 - index;
  let start: PageStart;
  if (after) start = { after };
  else if (before) start = { before };
  else if (fromEnd) start = { index: count.total - 1 - index, fromEnd: true };
  else start = { index, fromEnd: false };
  // A search the trigram index finds a few hundred times: walked or sorted, whichever reads less (all the
  // delegates' count, kept like the others).
  const walk =
    count.fewByTrigram && count.total > 0
      ? { all: (await keptCount(ctx, {}, generation)).total, reach: reachOf(start, query.pageSize) }
      : undefined;
  const scope = pageScope(ctx.kind, query, count, walk);
  const rows = !after && !before && index >= count.total && !count.capped ? [] : await pageOfDelegates(ctx.db, scope, query, start);
  return answer(query, count, rows);
}

function answer(query: DelegateListQuery, count: ListCount, rows: PageRow[]): DelegateList {
  return {
    rows: presentListRows(rows),
    total: count.total,
    capped: count.capped,
    page: query.page,
    pageSize: query.pageSize,
    next: cursorOf(rows.at(-1), query.sort),
    previous: cursorOf(rows[0], query.sort),
  };
}

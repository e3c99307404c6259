import { DELEGATE_PAGE_SIZES, DELEGATE_SORTS, DELEGATE_STATUSES, type DelegateSort, type DelegateStatus } from '@quorum/shared';
import { useSearchParams } from 'react-router';

/** Reads and writes the list's state in the address (so a reload or a shared link keeps it). */
export function useListState() {
  const [params, setParams] = useSearchParams();
  const get = (key: string) => params.get(key) ?? '';
  const sort = (DELEGATE_SORTS as readonly string[]).includes(get('sort')) ? (get('sort') as DelegateSort) : 'lastNames';
  const pageSize = Number(get('pageSize')) || 25;
  const state = {
    q: get('q'),
    status: (DELEGATE_STATUSES as readonly string[]).includes(get('status')) ? (get('status') as DelegateStatus) : undefined,
    commissionId: get('commissionId') || undefined,
    institution: get('institution') || undefined,
    delegationId: get('delegationId') || undefined,
    sort,
    dir: get('dir') === 'desc' ? ('desc' as const) : ('asc' as const),
    page: Math.max(0, Number(get('page')) || 0),
    /** Where the page starts: the cursor of the page before or after it (GET /api/delegates); none: by its number. */
    after: get('after') || undefined,
    before: get('before') || undefined,
    pageSize: (DELEGATE_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : 25,
  };
  /** Changes some values; any change but the page goes back to the first page, and its cursor goes with the page. */
  const update = (changes: Record<string, string | number | undefined>) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '' || (key === 'page' && value === 0)) next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in changes)) next.delete('page');
        for (const cursor of ['after', 'before']) if (!(cursor in changes)) next.delete(cursor);
        return next;
      },
      { replace: true },
    );
  };
  return { state, update };
}

export type ListState = ReturnType<typeof useListState>['state'];
export type ListUpdate = ReturnType<typeof useListState>['update'];

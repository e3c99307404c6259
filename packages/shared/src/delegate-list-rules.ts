/** The list's sorts, page sizes and «none» filter (delegate-list.ts), without zod: pages use them without loading it (decision 027). */

/** Columns the list may be sorted by. */
export const DELEGATE_SORTS = ['lastNames', 'firstNames', 'institution', 'status', 'createdAt', 'documentNumber'] as const;
export type DelegateSort = (typeof DELEGATE_SORTS)[number];

export const DELEGATE_PAGE_SIZES = [10, 25, 50, 100] as const;
/** Filter value meaning "no commission" / "no delegation". */
export const NONE = 'none';

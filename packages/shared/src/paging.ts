import { z } from 'zod';

/** One page of a server-paged list: its rows, the total of the whole list, the page (0-based) and its size. */
export function pageSchemaOf<Row extends z.ZodType>(row: Row) {
  return z.object({
    rows: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

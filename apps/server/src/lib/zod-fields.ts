import type { z } from 'zod';

/** Field problems of a zod error as the API's `fields` map (first message per path, `_` for the whole object). */
export function fieldsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return fields;
}

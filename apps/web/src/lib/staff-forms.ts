/**
 * A staff page's values checked without a form (`checkStaff`; forms use `useSchemaForm`, lib/use-schema-form.ts),
 * loaded after the page's first paint (decision 027): `staffSchema` picks a schema of
 * lib/staff-schemas.ts, which loads with zod and lib/zod-forms.ts on the page's first key or touch, so it is there
 * by the time a form is sent; a check asked earlier waits for it. Only staff pages import this module.
 */
import type { z } from 'zod';
import { afterFirstPaint } from './forms';

type StaffSchemas = typeof import('./staff-schemas');

const loadSchemas = afterFirstPaint(() => Promise.all([import('./staff-schemas'), import('./zod-forms')]).then(([schemas]) => schemas));

/** A staff form's schema, picked from lib/staff-schemas.ts once it has loaded. */
function staffSchema<S extends z.ZodType>(pick: (schemas: StaffSchemas) => S): () => Promise<S> {
  return () => loadSchemas().then(pick);
}

/** Checks a value with the staff schema `pick` names (`checkWith` in lib/zod-forms.ts), zod's messages in the interface language. */
export async function checkStaff<S extends z.ZodType>(
  pick: (schemas: StaffSchemas) => S,
  value: unknown,
): Promise<z.ZodSafeParseResult<z.output<S>>> {
  const [schema, { checkWith }] = await Promise.all([staffSchema(pick)(), import('./zod-forms')]);
  return checkWith(schema, value);
}

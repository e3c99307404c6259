/**
 * The form checks that need zod: `useSchemaForm`'s check (`resolveWith`) and a value checked with a shared schema
 * (`checkWith`), with zod's own messages in the interface language. Loaded with the schemas,
 * after a page's first paint (lib/use-schema-form.ts, `lazyCheck` in lib/forms.ts, lib/staff-forms.ts).
 */
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, ResolverOptions, ResolverResult } from 'react-hook-form';
import { z } from 'zod';
import { en as zodEn, es as zodEs } from 'zod/locales';
import i18n from '../i18n';

/**
 * zod's own messages in the interface language, set right before each check: the shared package sets
 * Spanish when its text rule first loads, which may be after this module.
 */
function configureZod(): void {
  z.config(i18n.language === 'en' ? zodEn() : zodEs());
  z.config({
    customError: (issue) => {
      // An empty required text reads "Obligatorio" rather than zod's generic size message.
      if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1) {
        return i18n.t('validation.required');
      }
      return undefined;
    },
  });
}

/** Checks a value with a shared schema, zod's own messages in the interface language. */
export function checkWith<S extends z.ZodType>(schema: S, value: unknown): z.ZodSafeParseResult<z.output<S>> {
  configureZod();
  return schema.safeParse(value) as z.ZodSafeParseResult<z.output<S>>;
}

/** A problem the schema cannot see in time, put on a form field by name (e.g. the registration's guardian rule). */
export interface FieldIssue {
  field: string;
  message: string;
}

/**
 * `useSchemaForm`'s check (lib/use-schema-form.ts): the payload `toPayload` builds from the form's values, parsed with
 * a shared schema: the `extra` problems first, then each of the schema's on the field `fieldFor(path)` names (a field
 * shows the first it gets). The parsed payload when there are none.
 */
export function resolveWith<Input extends FieldValues, Output>(
  schema: z.ZodType<Output>,
  values: Input,
  options: ResolverOptions<Input>,
  toPayload: (values: Input) => unknown = (v) => v,
  fieldFor: (path: PropertyKey[]) => string = (path) => path.map(String).join('.'),
  extra: readonly FieldIssue[] = [],
): ResolverResult<Input, Output> {
  const result = checkWith(schema, toPayload(values));
  const errors: Record<string, FieldError> = {};
  for (const { field, message } of extra) errors[field] ??= { type: 'custom', message };
  if (!result.success) {
    for (const issue of result.error.issues) errors[fieldFor(issue.path)] ??= { type: issue.code, message: issue.message };
  }
  if (result.success && Object.keys(errors).length === 0) return { values: result.data, errors: {} };
  return { values: {}, errors: toNestErrors(errors, options) };
}

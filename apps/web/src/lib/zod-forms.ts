/**
 * The form checks that need zod: a shared schema as a react-hook-form resolver, and a payload checked with a
 * schema onto a form's fields, with zod's own messages in the interface language. Loaded with the schemas:
 * by a staff form's page, and after the first paint by public pages (`lazySchemaResolver` in lib/forms.ts).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
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

/** A shared schema as a react-hook-form resolver. */
export function schemaResolver<Input extends FieldValues, Output>(schema: z.ZodType<Output, Input>): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>;
  return (values, context, options) => {
    configureZod();
    return resolve(values, context, options);
  };
}

/** Checks a value with a shared schema, zod's own messages in the interface language. */
export function checkWith<S extends z.ZodType>(schema: S, value: unknown): z.ZodSafeParseResult<z.output<S>> {
  configureZod();
  return schema.safeParse(value) as z.ZodSafeParseResult<z.output<S>>;
}

/**
 * Validates a payload built from form values with a shared schema; puts each problem on the form
 * field named by `fieldFor(path)` and returns the parsed value, or null when invalid.
 */
export function validateWith<S extends z.ZodType, T extends FieldValues>(
  schema: S,
  payload: unknown,
  setError: UseFormSetError<T>,
  fieldFor: (path: PropertyKey[]) => string = (path) => String(path[0] ?? 'root'),
): z.output<S> | null {
  const result = checkWith(schema, payload);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    setError(fieldFor(issue.path) as Path<T>, { type: 'validate', message: issue.message });
  }
  return null;
}

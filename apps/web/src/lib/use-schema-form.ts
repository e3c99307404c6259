/**
 * The web's one form hook: react-hook-form checked by a shared zod schema that always loads after the page's first
 * paint (decision 027), for public and staff forms alike. No zod here: the schema comes from a dynamic import of
 * lib/public-schemas.ts (public pages) or lib/staff-schemas.ts (staff pages), with lib/zod-forms.ts.
 */
import { useEffect, useRef, useState } from 'react';
import { type FieldValues, type Path, type Resolver, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useToast } from '../components/toast/toast-provider';
import i18n from '../i18n';
import { onFirstInput } from './forms';

export interface SchemaFormOptions<Input extends FieldValues, Output> extends Omit<UseFormProps<Input, unknown, Output>, 'resolver'> {
  /**
   * The shared schema, always through a dynamic import, e.g.
   * `() => import('../lib/public-schemas').then((s) => s.signInSchema)`. Loaded once a form (again when the language
   * changes, for schemas that carry a translated message), with the page's first key or touch.
   */
  schema: () => Promise<z.ZodType<Output>>;
  /** The payload the schema checks, built from the form's values (default: the values as they are). */
  toPayload?: (values: Input) => unknown;
  /** The form field a problem at `path` of the payload goes on (default: the path joined with dots). */
  fieldFor?: (path: PropertyKey[]) => string;
  /**
   * Problems the form checks itself, before the schema's on the same field: one the schema would find too late (a
   * refinement runs last), or said in the form's own words (a percentage out of range).
   */
  extraIssues?: (values: Input) => readonly { field: Path<Input>; message: string }[];
}

type ZodForms = typeof import('./zod-forms');

/** Settles with the visitor's first key or touch on the page (never while rendering on the server). */
const firstInput = new Promise<void>((resolve) => onFirstInput(resolve));

/**
 * A form checked with a shared schema loaded after the first paint: `handleSubmit` gets the schema's parsed output,
 * and each problem shows on its field in the interface language (`FormField`, `FormSelect`, `FormCheckbox` in
 * components/form-fields.tsx). A submit made before the schema arrives waits for it; a load that failed is tried again
 * by the next submit, and meanwhile the form says there is no connection (an error toast) instead of doing nothing.
 */
export function useSchemaForm<Input extends FieldValues, Output = Input>({
  schema,
  toPayload,
  fieldFor,
  extraIssues,
  ...options
}: SchemaFormOptions<Input, Output>): UseFormReturn<Input, unknown, Output> {
  const latest = useRef({ schema, toPayload, fieldFor, extraIssues });
  latest.current = { schema, toPayload, fieldFor, extraIssues };
  const [lazy] = useState(() => lazyResolver<Input, Output>(latest));
  useEffect(() => {
    let mounted = true;
    void firstInput.then(() => {
      if (mounted) void lazy.load().catch(() => undefined);
    });
    return () => {
      mounted = false;
    };
  }, [lazy]);
  const form = useForm<Input, unknown, Output>({ ...options, resolver: lazy.resolver });
  const toast = useToast();
  const unreachable = form.formState.errors.root?.[SCHEMA_UNREACHABLE];
  useEffect(() => {
    if (unreachable?.message) toast.error(unreachable.message);
  }, [unreachable, toast]);
  return form;
}

/** The root error a submit gets when the form's schema could not be loaded (no connection). */
const SCHEMA_UNREACHABLE = 'schemaUnreachable';

/** The resolver of one form, with its schema loaded once per language (a failed load is tried again by the next check). */
function lazyResolver<Input extends FieldValues, Output>(latest: { current: Omit<SchemaFormOptions<Input, Output>, keyof UseFormProps> }) {
  let loaded: { language: string; ready: Promise<[z.ZodType<Output>, ZodForms]> } | undefined;
  const load = () => {
    if (loaded?.language !== i18n.language) {
      const ready = Promise.all([latest.current.schema(), import('./zod-forms')]);
      const mine = { language: i18n.language, ready };
      loaded = mine;
      ready.catch(() => {
        if (loaded === mine) loaded = undefined;
      });
    }
    return loaded.ready;
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, _context, options) => {
    const modules = await load().catch(() => null);
    if (!modules) {
      const message = i18n.t('errors.NETWORK');
      return { values: {}, errors: { root: { [SCHEMA_UNREACHABLE]: { type: SCHEMA_UNREACHABLE, message } } } } as never;
    }
    const [schema, { resolveWith }] = modules;
    const { toPayload, fieldFor, extraIssues } = latest.current;
    return resolveWith(schema, values, options, toPayload, fieldFor, extraIssues?.(values));
  };
  return { load, resolver };
}

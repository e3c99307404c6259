/**
 * Form helpers: the shared schemas' Spanish messages are shown in the interface language, and the server's field
 * errors land on the form's fields. No zod here: the checks themselves (lib/zod-forms.ts, with the shared
 * schemas) load after a page's first paint (`useSchemaForm` in lib/use-schema-form.ts; `lazyCheck` here for a field
 * checked by hand; `checkStaff` in lib/staff-forms.ts for a staff page's values checked without a form).
 */
import { type DelegatePersonalInput, PERSONAL_FIELDS, type PersonalField } from '@quorum/shared';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { schemaMessage } from '../i18n';
import { ApiError } from './api';

/** A field message in the interface language (English words come with the English catalogue, i18n/index.ts). */
export function fieldMessage(message: string | undefined): string | undefined {
  return message ? schemaMessage(message) : undefined;
}

/**
 * Puts the server's VALIDATION field errors on the form; true when at least one was placed. With
 * `formFields` (the form's top-level names), a problem of a field the form does not have is not
 * placed (so the caller shows it as a failure instead of losing it).
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldMap: Record<string, string> = {},
  formFields?: readonly string[],
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let placed = false;
  for (const [path, message] of Object.entries(error.fields)) {
    const name = fieldMap[path] ?? path;
    if (formFields && !formFields.includes(name.split('.')[0] ?? name)) continue;
    setError(name as Path<T>, { type: 'server', message });
    placed = true;
  }
  return placed;
}

/** A delegate's personal fields as form inputs hold them: text, "" when empty (registration, staff edit). */
export type PersonalFormValues = { [K in keyof DelegatePersonalInput]-?: string };

/** The named text fields of a record (or of none) as form inputs hold them: null and undefined become "". */
export function textValues<K extends string>(
  record: Partial<Record<K, string | null | undefined>> | null | undefined,
  fields: readonly K[],
): Record<K, string> {
  return Object.fromEntries(fields.map((f) => [f, record?.[f] ?? ''])) as Record<K, string>;
}

/** A record's personal fields (PERSONAL_FIELDS) as form inputs hold them: null and undefined become "". */
export function personalFormValues(record: Partial<Record<PersonalField, string | null | undefined>>): PersonalFormValues {
  return textValues(record, PERSONAL_FIELDS) as PersonalFormValues;
}

/**
 * Runs `task` when the visitor first touches or types into the page (decision 029): evaluating zod's chunk is a long
 * task on a phone, and while the page loads it would hold the main thread that hydration needs.
 */
export function onFirstInput(task: () => void): void {
  if (typeof document === 'undefined') return;
  const events = ['keydown', 'pointerdown', 'input'] as const;
  const run = () => {
    for (const name of events) document.removeEventListener(name, run, true);
    task();
  };
  for (const name of events) document.addEventListener(name, run, true);
}

/**
 * What `load` gives, loaded once: it starts with the visitor's first key or touch on the page, and a caller
 * before then waits for it. A failed load (offline, a new deployment) is tried again by the next caller.
 */
export function afterFirstPaint<T>(load: () => Promise<T>): () => Promise<T> {
  let ready: Promise<T> | undefined;
  const get = () => {
    ready ??= load().catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    return ready;
  };
  onFirstInput(() => void get().catch(() => undefined));
  return get;
}

/** A field checked by hand with a shared schema that loads after the page's first paint, like `useSchemaForm`'s (lib/use-schema-form.ts). */
export function lazyCheck<Output>(load: () => Promise<z.ZodType<Output>>): (value: unknown) => Promise<z.ZodSafeParseResult<Output>> {
  const get = afterFirstPaint(() =>
    Promise.all([load(), import('./zod-forms')]).then(
      ([schema, { checkWith }]) =>
        (value: unknown) =>
          checkWith(schema, value),
    ),
  );
  return (value) => get().then((check) => check(value));
}

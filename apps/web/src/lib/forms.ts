/**
 * Form helpers: zod speaks the interface language, the shared schemas' Spanish messages are
 * translated for English, and the server's field errors land on the form's fields.
 * Imported by form pages only, which keeps zod out of the entry chunk.
 */
import { type DelegatePersonalInput, PERSONAL_FIELDS, type PersonalField } from '@quorum/shared';
import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { en as zodEn, es as zodEs } from 'zod/locales';
import i18n from '../i18n';
import { ApiError } from './api';

/** Spanish messages written in packages/shared/src/schemas.ts, in English. */
const EN_MESSAGES: Record<string, string> = {
  Obligatorio: 'Required',
  'Correo electrónico no válido': 'Invalid e-mail address',
  'Mínimo 10 caracteres': 'At least 10 characters',
  'Máximo 128 caracteres': 'At most 128 characters',
  'Rol no válido': 'Invalid role',
  'Indica una contraseña o envía invitación': 'Enter a password or send an invitation',
  'Fecha no válida': 'Invalid date',
  'La fecha de fin no puede ser anterior a la de inicio': 'The end date cannot be before the start date',
};

function configureZod(): void {
  const locale = i18n.language === 'en' ? zodEn() : zodEs();
  z.config(locale);
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
configureZod();
i18n.on('languageChanged', configureZod);

/** A field message in the interface language. */
export function fieldMessage(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return i18n.language === 'en' ? (EN_MESSAGES[message] ?? message) : message;
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

/** Props that bind an MUI TextField to a react-hook-form field, with its translated error (else `hint`, shown before typing). */
export function bindField<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>, hint?: string) {
  const { ref, ...rest } = form.register(name);
  const error = form.getFieldState(name, form.formState).error;
  return {
    ...rest,
    inputRef: ref,
    error: Boolean(error),
    helperText: fieldMessage(error?.message) ?? hint,
  };
}

/** The error message of a nested field (e.g. `topics.0.value`), translated. */
export function nestedError<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>): string | undefined {
  const error = form.getFieldState(name, form.formState).error;
  return fieldMessage(error?.message);
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
  const result = schema.safeParse(payload);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    setError(fieldFor(issue.path) as Path<T>, { type: 'validate', message: issue.message });
  }
  return null;
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
export function personalFormValues(record: Record<PersonalField, string | null | undefined>): PersonalFormValues {
  return textValues(record, PERSONAL_FIELDS) as PersonalFormValues;
}

/**
 * Form helpers: the shared schemas' Spanish messages are translated for English, and the server's field
 * errors land on the form's fields. No zod here: the checks themselves (lib/zod-forms.ts, with the shared
 * schemas) load after a page's first paint (`lazySchemaResolver` and `lazyCheck` here, lib/staff-forms.ts for staff forms).
 */
import {
  type DelegatePersonalInput,
  formulaStartMessage,
  MAX_BULK,
  MAX_LOAD_ROWS,
  PERSONAL_FIELDS,
  type PersonalField,
  TEXT_MESSAGES,
} from '@quorum/shared';
import type { FieldValues, Path, Resolver, UseFormReturn, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import i18n from '../i18n';
import { ApiError } from './api';

/** Whole Spanish messages of the shared schemas (packages/shared/src), in English. */
const EN_MESSAGES: Record<string, string> = {
  Obligatorio: 'Required',
  'Correo electrónico no válido': 'Invalid e-mail address',
  'La fecha final es anterior a la inicial': 'The end date is before the start date',
  'La fracción no puede ser mayor que 1': 'The fraction cannot be greater than 1',
  'Identificador de acción no válido': 'Invalid action id',
  'Mínimo 10 caracteres': 'At least 10 characters',
  'Máximo 128 caracteres': 'At most 128 characters',
  'Rol no válido': 'Invalid role',
  'Indica una contraseña o envía invitación': 'Enter a password or send an invitation',
  'Fecha no válida': 'Invalid date',
  'La fecha de fin no puede ser anterior a la de inicio': 'The end date cannot be before the start date',
  'El enlace no es válido o ha caducado.': 'The link is not valid or has expired.',
  'Código no válido': 'Invalid code',
  'El código tiene 6 letras o números': 'The code has 6 letters or digits',
  'Código de proyección no válido': 'Invalid projection code',
  'Selecciona al menos un delegado': 'Select at least one delegate',
  'Elige al menos un destinatario.': 'Choose at least one recipient.',
  'Estado no válido': 'Invalid status',
  'Número de documento no válido (4 a 20 letras o dígitos)': 'Invalid document number (4 to 20 letters or digits)',
  'Fecha de nacimiento no válida': 'Invalid birth date',
  'La fecha de nacimiento no puede estar en el futuro': 'The birth date cannot be in the future',
  'Edad fuera de rango (8 a 99 años)': 'Age out of range (8 to 99 years)',
  'Tipo de documento no válido (TI, CC, CE o PA)': 'Invalid document type (TI, CC, CE or PA)',
  'Menor de edad: nombre del acudiente obligatorio': "Minor: the guardian's name is required",
  'Menor de edad: teléfono del acudiente obligatorio': "Minor: the guardian's phone is required",
  'Preferencia no válida': 'Invalid preference',
  'Preferencias repetidas': 'Repeated preferences',
  'Debes aceptar los términos y condiciones': 'You must accept the terms and conditions',
  'Debes aceptar la política de privacidad': 'You must accept the privacy policy',
  'Código ISO de dos letras': 'Two-letter ISO code',
  'El archivo está vacío': 'The file is empty',
  'Escribe al menos una fila': 'Write at least one row',
  'Institución: obligatoria': 'Institution: required',
  'Cupo: número entero': 'Quota: a whole number',
  'Cupo: mínimo 1 fila': 'Quota: at least 1 row',
  'Fecha de caducidad no válida': 'Invalid expiry date',
  'La fecha de caducidad debe estar en el futuro': 'The expiry date must be in the future',
  'Rol no configurable (Presidente o Logistica)': 'Role not configurable (Presidente or Logistica)',
  'Permiso desconocido': 'Unknown permission',
  'Al menos 1': 'At least 1',
  'Como mucho 50': 'At most 50',
  'Entre 1 y 100': 'Between 1 and 100',
  'Debe ser un número entero': 'Must be a whole number',
  'Un número entero': 'A whole number',
  'Entre 0 y 100': 'Between 0 and 100',
  'Código de certificado no válido': 'Invalid certificate code',
  'El cierre de la preinscripción debe ser posterior a su apertura': 'Pre-registration must close after it opens',
  [`Cupo: máximo ${MAX_LOAD_ROWS} filas`]: `Quota: at most ${MAX_LOAD_ROWS} rows`,
  [`Como máximo ${MAX_LOAD_ROWS} filas`]: `At most ${MAX_LOAD_ROWS} rows`,
  [`Máximo ${MAX_BULK} delegados a la vez`]: `At most ${MAX_BULK} delegates at once`,
};

/** The text rule's messages (TEXT_MESSAGES of packages/shared/src/text.ts) in English: one for each, or it does not compile. */
const EN_TEXT_MESSAGES: { [K in keyof typeof TEXT_MESSAGES]: (typeof TEXT_MESSAGES)[K] extends string ? string : (n: number) => string } = {
  required: 'required',
  tooShort: (n) => `at least ${n} characters`,
  tooLong: (n) => `at most ${n} characters`,
  control: 'contains control characters that are not allowed',
  lineBreak: 'does not allow line breaks',
  bidi: 'contains characters that reverse the direction of the text',
  invisible: 'contains only invisible characters',
  combining: 'too many accents or marks in a row on one letter',
};

/** Other parts that follow a field's label («Nombres: no puede empezar por…»), in English. */
const EN_PARTS: Record<string, string> = {
  [formulaStartMessage('·').replace('·: ', '')]: 'cannot start with =, +, - or @',
  'no puede contener «/» ni «\\»': 'cannot contain «/» or «\\»',
  'no puede ser solo puntos': 'cannot be only dots',
};

/** Labels the shared schemas put before a message («Nombres: obligatorio»), in English. */
const EN_LABELS: Record<string, string> = {
  Nombres: 'First names',
  Apellidos: 'Last names',
  Institución: 'Institution',
  Notas: 'Notes',
  'Nombre del archivo': 'File name',
  'Nombre de la carpeta': 'Folder name',
  Cupo: 'Quota',
  Título: 'Title',
  Tema: 'Topic',
  Nombre: 'Name',
  Nota: 'Note',
  'Nombre de quien firma': "Signer's name",
  'Cargo de quien firma': "Signer's position",
  Texto: 'Text',
  Motivo: 'Reason',
  Asunto: 'Subject',
  Mensaje: 'Message',
  Comentario: 'Comment',
};

const NUMBER_SAMPLE = 987654321;

/** A part of a message (lower case, no label) in English, or undefined when it is not known. */
function englishPart(part: string): string | undefined {
  for (const key of Object.keys(TEXT_MESSAGES) as (keyof typeof TEXT_MESSAGES)[]) {
    const spanish = TEXT_MESSAGES[key];
    const english = EN_TEXT_MESSAGES[key];
    if (typeof spanish === 'string' && typeof english === 'string') {
      if (spanish === part) return english;
    } else if (typeof spanish === 'function' && typeof english === 'function') {
      const [before = '', after = ''] = spanish(NUMBER_SAMPLE).split(String(NUMBER_SAMPLE));
      const n = part.startsWith(before) && part.endsWith(after) ? part.slice(before.length, part.length - after.length) : '';
      if (/^\d+$/.test(n)) return english(Number(n));
    }
  }
  return EN_PARTS[part];
}

/** A shared schema's Spanish message in English: whole, labelled («Nombres: …») or a capitalised part; else as it is. */
function englishMessage(message: string): string {
  const whole = EN_MESSAGES[message];
  if (whole) return whole;
  const alone = englishPart(message.charAt(0).toLowerCase() + message.slice(1));
  if (alone) return alone.charAt(0).toUpperCase() + alone.slice(1);
  const colon = message.indexOf(': ');
  const label = EN_LABELS[message.slice(0, colon)];
  const part = colon > 0 ? englishPart(message.slice(colon + 2)) : undefined;
  return label && part ? `${label}: ${part}` : message;
}

/** A field message in the interface language. */
export function fieldMessage(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return i18n.language === 'en' ? englishMessage(message) : message;
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

/**
 * Props that bind an MUI TextField to a react-hook-form field, with its translated error (else `hint`, shown before
 * typing). `formState` is the form's state as the caller follows it (a field that follows its own: FormTextField).
 */
export function bindField<T extends FieldValues>(
  form: UseFormReturn<T>,
  name: Path<T>,
  hint?: string,
  formState: UseFormReturn<T>['formState'] = form.formState,
) {
  const { ref, ...rest } = form.register(name);
  const error = form.getFieldState(name, formState).error;
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

/**
 * Runs `task` when the visitor first touches or types into the page (decision 029): evaluating zod's chunk is a long
 * task on a phone, and while the page loads it would hold the main thread that hydration needs.
 */
function onFirstInput(task: () => void): void {
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

/**
 * A react-hook-form resolver whose shared schema, with zod, loads after the page's first paint (decision 027):
 * a public form paints without them. `load` picks the schema from a dynamic import, e.g.
 * `() => import('./public-schemas').then(({ signInSchema }) => signInSchema)` (lib/public-schemas.ts lists them).
 */
export function lazySchemaResolver<Input extends FieldValues, Output = Input>(
  load: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  const get = afterFirstPaint(() =>
    Promise.all([load(), import('./zod-forms')]).then(([schema, { schemaResolver }]) => schemaResolver(schema)),
  );
  return (values, context, options) => get().then((resolve) => resolve(values, context, options));
}

/** A check of a value with a shared schema that loads after the page's first paint, like `lazySchemaResolver`. */
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

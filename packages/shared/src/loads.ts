import { z } from 'zod';
import { LOAD_COLUMNS, type LoadField, PREFERENCE_FIELDS } from './load-rules';
import { formulaStartMessage, startsLikeFormula } from './delegate-rules';
import { humanText } from './text';
import { MAX_LOAD_ROWS } from './limits';

/** School loads (/load?code=) and load codes: the API shapes shared by server and web. */

export { LOAD_COLUMNS, type LoadField, PREFERENCE_FIELDS } from './load-rules';

/** Columns a file may leave out (templates made before they existed still load). */
export const OPTIONAL_LOAD_FIELDS: readonly LoadField[] = PREFERENCE_FIELDS;

/** Other headers read as a column (the list's older exports called the guardian «Acudiente»). */
export const LOAD_HEADER_ALIASES: Partial<Record<LoadField, readonly string[]>> = {
  guardianName: ['Acudiente'],
  email: ['Correo', 'Email', 'E-mail'],
};

/** A row typed in the grid: every column as text (empty = blank). */
export const loadGridRowSchema = z.object(
  Object.fromEntries(LOAD_COLUMNS.map((c) => [c.key, z.string().max(500).nullish()])) as Record<
    LoadField,
    z.ZodOptional<z.ZodNullable<z.ZodString>>
  >,
);
export type LoadGridRow = z.infer<typeof loadGridRowSchema>;

/**
 * Rows typed in the grid, checked or saved as JSON (POST /api/load/:code/rows/check and …/rows/save). A file goes
 * up as multipart/form-data instead (…/check and …/save), never inside JSON.
 */
export const loadRowsInputSchema = z.object({
  rows: z.array(loadGridRowSchema).min(1, 'Escribe al menos una fila').max(MAX_LOAD_ROWS, `Como máximo ${MAX_LOAD_ROWS} filas`),
});

/** One problem of a load: the spreadsheet's row number and column header (null for the whole load). */
export const loadProblemSchema = z.object({
  row: z.number().nullable(),
  column: z.string().nullable(),
  message: z.string(),
});
export type LoadProblem = z.infer<typeof loadProblemSchema>;

/** The answer of a check: every problem, or what saving would do. */
export const loadCheckSchema = z.object({
  rows: z.number(),
  toCreate: z.number(),
  toUpdate: z.number(),
  problems: z.array(loadProblemSchema),
  /** Headers of a file's columns that are not the template's (an export's «Estado», «Comisión»…): not read. */
  ignoredColumns: z.array(z.string()).optional(),
});
export type LoadCheck = z.infer<typeof loadCheckSchema>;

export const loadSavedSchema = z.object({
  loadId: z.string(),
  created: z.number(),
  updated: z.number(),
});
export type LoadSaved = z.infer<typeof loadSavedSchema>;

/** What a school coordinator sees of their load code. */
export const loadCodeInfoSchema = z.object({
  institution: z.string(),
  quota: z.number().nullable(),
  loaded: z.number(),
  expiresAt: z.string().nullable(),
});
export type LoadCodeInfo = z.infer<typeof loadCodeInfoSchema>;

export const LOAD_CODE_STATUSES = ['activo', 'caducado', 'anulado'] as const;

/** A load code as the Gestor sees it. */
export const loadCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  institution: z.string(),
  quota: z.number(),
  loaded: z.number(),
  expiresAt: z.string().nullable(),
  revoked: z.boolean(),
  status: z.enum(LOAD_CODE_STATUSES),
  createdAt: z.string(),
});
export type LoadCode = z.infer<typeof loadCodeSchema>;

export const loadCodeInputSchema = z.object({
  institution: humanText({ min: 1, max: 80, label: 'Institución', requiredMessage: 'Institución: obligatoria' }).refine(
    (v) => !startsLikeFormula(v),
    formulaStartMessage('Institución'),
  ),
  quota: z.number().int('Cupo: número entero').min(1, 'Cupo: mínimo 1 fila').max(MAX_LOAD_ROWS, `Cupo: máximo ${MAX_LOAD_ROWS} filas`),
  expiresAt: z.iso
    .datetime({ offset: true, error: 'Fecha de caducidad no válida' })
    .refine((v) => Date.parse(v) > Date.now(), 'La fecha de caducidad debe estar en el futuro'),
});
export type LoadCodeInput = z.input<typeof loadCodeInputSchema>;

/** One saved load, for the Gestor's history. */
export const delegateLoadSchema = z.object({
  id: z.string(),
  institution: z.string(),
  fileName: z.string().nullable(),
  created: z.number(),
  updated: z.number(),
  code: z.string().nullable(),
  createdAt: z.string(),
});
export type DelegateLoad = z.infer<typeof delegateLoadSchema>;

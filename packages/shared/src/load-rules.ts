/** A school load's template columns (loads.ts), without zod: pages build the grid without loading it (decision 027). */

/** The template's columns, in order: field → Spanish header (the file's headers are matched without accents or case). */
export const LOAD_COLUMNS = [
  { key: 'firstNames', header: 'Nombres' },
  { key: 'lastNames', header: 'Apellidos' },
  { key: 'documentType', header: 'Tipo de documento' },
  { key: 'documentNumber', header: 'Número de documento' },
  { key: 'birthDate', header: 'Fecha de nacimiento' },
  { key: 'email', header: 'Correo electrónico' },
  { key: 'phone', header: 'Teléfono' },
  { key: 'grade', header: 'Grado' },
  { key: 'guardianName', header: 'Nombre del acudiente' },
  { key: 'guardianPhone', header: 'Teléfono del acudiente' },
  { key: 'preference1', header: 'Preferencia 1' },
  { key: 'preference2', header: 'Preferencia 2' },
  { key: 'preference3', header: 'Preferencia 3' },
] as const;
export type LoadField = (typeof LOAD_COLUMNS)[number]['key'];

/** The commission preferences of a row, in order (a commission's name or acronym each): up to MAX_PREFERENCES. */
export const PREFERENCE_FIELDS = ['preference1', 'preference2', 'preference3'] as const satisfies readonly LoadField[];

/**
 * The text rule's Spanish messages (text.ts), in a module without zod: the browser's form helpers translate
 * them on pages that load no schema before their first paint.
 */

/** Spanish messages of the text rule (the label, when given, goes first: "Nombres: obligatorio"). */
export const TEXT_MESSAGES = {
  required: 'obligatorio',
  tooShort: (min: number) => `mínimo ${min} caracteres`,
  tooLong: (max: number) => `máximo ${max} caracteres`,
  control: 'contiene caracteres de control no permitidos',
  lineBreak: 'no admite saltos de línea',
  bidi: 'contiene caracteres que invierten la dirección del texto',
  invisible: 'contiene solo caracteres invisibles',
  combining: 'demasiadas tildes o marcas seguidas sobre una letra',
} as const;

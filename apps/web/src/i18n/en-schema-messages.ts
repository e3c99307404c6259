/**
 * The shared schemas' Spanish messages (packages/shared/src) in English: loaded with the English catalogue
 * (i18n/index.ts), so that a page shown in Spanish does not carry them. `fieldMessage` (lib/forms.ts) shows them.
 */
import { formulaStartMessage, MAX_BULK, MAX_LOAD_ROWS, TEXT_MESSAGES, TIME_ZONE_MESSAGE_ES } from '@quorum/shared';

/** Whole Spanish messages of the shared schemas (packages/shared/src), in English. */
const EN_MESSAGES: Record<string, string> = {
  Obligatorio: 'Required',
  'Correo electrónico no válido': 'Invalid e-mail address',
  'La fecha final es anterior a la inicial': 'The end date is before the start date',
  'La fracción no puede ser mayor que 1': 'The fraction cannot be greater than 1',
  'Identificador de acción no válido': 'Invalid action id',
  'Identificador de cláusula no válido': 'Invalid clause id',
  'Dos cláusulas tienen el mismo identificador': 'Two clauses have the same id',
  'Hay demasiadas cláusulas preambulares': 'There are too many preambular clauses',
  'Hay demasiadas cláusulas operativas': 'There are too many operative clauses',
  'Hay demasiadas subcláusulas': 'There are too many sub-clauses',
  'Escribe el texto que propone la enmienda': 'Write the text the amendment proposes',
  'Una enmienda que suprime una cláusula no lleva texto': 'An amendment that strikes a clause has no text',
  'Elige la cláusula que cambia la enmienda': 'Choose the clause the amendment changes',
  'Elige al menos una cláusula operativa para votarla aparte.': 'Choose at least one operative clause to vote separately.',
  'Un número entero entre 0 y 10000': 'A whole number from 0 to 10000',
  'Mínimo 10 caracteres': 'At least 10 characters',
  'Máximo 128 caracteres': 'At most 128 characters',
  'Rol no válido': 'Invalid role',
  'Indica una contraseña o envía invitación': 'Enter a password or send an invitation',
  'Fecha no válida': 'Invalid date',
  'La fecha de fin no puede ser anterior a la de inicio': 'The end date cannot be before the start date',
  [TIME_ZONE_MESSAGE_ES]: 'Not a known time zone: enter an IANA zone such as America/Bogota or Europe/Madrid.',
  'El enlace no es válido o ha caducado.': 'The link is not valid or has expired.',
  'Código no válido': 'Invalid code',
  'No es el código de un enlace de asesor.': 'Not an advisor link code.',
  'No es un código de acta.': 'Not a minutes code.',
  'El código tiene 6 letras o números': 'The code has 6 letters or digits',
  'El código personal son las 12 letras o números de tu enlace personal':
    'The personal code is the 12 letters or digits of your personal link',
  'Escribe tu número de documento o tu código personal, uno de los dos': 'Type your document number or your personal code, one of the two',
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
  'Cláusula preambular': 'Preambular clause',
  'Cláusula operativa': 'Operative clause',
  'Texto de la enmienda': 'Text of the amendment',
  Subcláusula: 'Sub-clause',
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
export function englishMessage(message: string): string {
  const whole = EN_MESSAGES[message];
  if (whole) return whole;
  const alone = englishPart(message.charAt(0).toLowerCase() + message.slice(1));
  if (alone) return alone.charAt(0).toUpperCase() + alone.slice(1);
  const colon = message.indexOf(': ');
  const label = EN_LABELS[message.slice(0, colon)];
  const part = colon > 0 ? englishPart(message.slice(colon + 2)) : undefined;
  return label && part ? `${label}: ${part}` : message;
}

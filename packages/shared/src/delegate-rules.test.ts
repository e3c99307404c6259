import { describe, expect, it } from 'vitest';
import {
  DELEGATE_SOURCE_LABELS,
  DELEGATE_STATUS_COLORS,
  DELEGATE_STATUS_LABELS,
  eventDisplayName,
  formulaStartMessage,
  isMinor,
  missingGuardianFields,
  normalizePhone,
  PERSONAL_FIELDS,
  codeFromBadgeScan,
  personalFieldsSeenBy,
  personalLink,
  personalLinkPath,
  pickPersonal,
  startsLikeFormula,
  statusLabel,
} from './delegate-rules';
import {
  CORRECTABLE_FIELDS,
  DELEGATE_SOURCES,
  DELEGATE_STATUSES,
  delegatePersonalObject,
  delegatePersonalSchema,
  documentTypeFromText,
  storedPersonalSchema,
} from './delegates';

describe('personal fields', () => {
  it('are the keys of the personal schema, in order; correctable fields are among them', () => {
    expect(Object.keys(delegatePersonalObject.shape)).toEqual([...PERSONAL_FIELDS]);
    expect(Object.keys(storedPersonalSchema.shape)).toEqual([...PERSONAL_FIELDS]);
    for (const f of CORRECTABLE_FIELDS) expect(PERSONAL_FIELDS).toContain(f);
  });

  it('pickPersonal keeps only the personal fields', () => {
    const row = Object.fromEntries(PERSONAL_FIELDS.map((f) => [f, f])) as Record<(typeof PERSONAL_FIELDS)[number], string>;
    expect(pickPersonal({ ...row, id: 'x', status: 'asignado' })).toEqual(row);
  });

  it('a chair sees names, contact and institution only, unless Permisos let them edit personal data; other roles see all', () => {
    expect(personalFieldsSeenBy('Presidente', false)).toEqual(['firstNames', 'lastNames', 'email', 'phone', 'institution']);
    expect(personalFieldsSeenBy('Presidente', true)).toEqual(PERSONAL_FIELDS);
    expect(personalFieldsSeenBy('Gestor', false)).toEqual(PERSONAL_FIELDS);
    expect(personalFieldsSeenBy('Logistica', false)).toEqual(PERSONAL_FIELDS);
  });
});

describe('startsLikeFormula', () => {
  it.each(['=1+1', '+57 300', '-2', '@SUM(A1)'])('%s starts like a formula', (text) => expect(startsLikeFormula(text)).toBe(true));
  it.each(['', 'Ana', ' =1', '57 300', "'=1"])('%j does not', (text) => expect(startsLikeFormula(text)).toBe(false));

  it('is the rule of every personal text field, with the field label in the message', () => {
    expect(formulaStartMessage('Nombres')).toBe('Nombres: no puede empezar por =, +, - o @');
    const parsed = delegatePersonalObject.safeParse({ firstNames: '=HYPERLINK()', grade: '-1' });
    const messages = parsed.success ? [] : parsed.error.issues.map((i) => `${String(i.path[0])} ${i.message}`);
    expect(messages).toContain('firstNames Nombres: no puede empezar por =, +, - o @');
    expect(messages).toContain('grade No puede empezar por =, +, - o @');
  });
});

describe('guardian rule', () => {
  const today = '2026-06-15';
  it('a minor is under 18 on the day; invalid dates are not minors', () => {
    expect(isMinor('2008-06-16', today)).toBe(true);
    expect(isMinor('2008-06-15', today)).toBe(false);
    expect(isMinor('15/06/2010', today)).toBe(false);
  });

  it('a minor needs a guardian name and phone', () => {
    expect(missingGuardianFields({ birthDate: '2012-01-01', guardianName: '', guardianPhone: null }, today)).toEqual([
      { field: 'guardianName', message: 'Menor de edad: nombre del acudiente obligatorio' },
      { field: 'guardianPhone', message: 'Menor de edad: teléfono del acudiente obligatorio' },
    ]);
    expect(missingGuardianFields({ birthDate: '2012-01-01', guardianName: 'Luz', guardianPhone: '300' }, today)).toEqual([]);
    expect(missingGuardianFields({ birthDate: '1990-01-01', guardianName: null, guardianPhone: null }, today)).toEqual([]);
  });

  it('is the schema rule', () => {
    const year = Number(new Date().toISOString().slice(0, 4));
    const parsed = delegatePersonalSchema.safeParse({
      firstNames: 'Ana',
      lastNames: 'Ruiz',
      documentType: 'TI',
      documentNumber: '1001',
      birthDate: `${year - 14}-01-01`,
      email: 'ana@example.test',
      institution: 'Colegio',
    });
    expect(parsed.success ? [] : parsed.error.issues.map((i) => i.path[0])).toEqual(['guardianName', 'guardianPhone']);
  });
});

describe('personal codes and links', () => {
  it('reads a code from a scan: the code alone or a link carrying it', () => {
    expect(codeFromBadgeScan(' abcd2345efgh ')).toBe('ABCD2345EFGH');
    expect(codeFromBadgeScan('https://mun.test/verificator?code=abcd2345efgh')).toBe('ABCD2345EFGH');
    expect(codeFromBadgeScan('https://mun.test/c/ABCD2345EFGH')).toBe('ABCD2345EFGH');
    expect(codeFromBadgeScan('short')).toBeNull();
    expect(codeFromBadgeScan('https://')).toBeNull();
    expect(codeFromBadgeScan('')).toBeNull();
  });

  it('builds the private link', () => {
    expect(personalLinkPath('ABCD2345EFGH')).toBe('/verificator?code=ABCD2345EFGH');
    expect(personalLink('https://mun.test', 'ABCD2345EFGH')).toBe('https://mun.test/verificator?code=ABCD2345EFGH');
  });
});

describe('labels', () => {
  it('every status and source has a Spanish label and every status a colour', () => {
    for (const s of DELEGATE_STATUSES) {
      expect(DELEGATE_STATUS_LABELS[s]).toBeTruthy();
      expect(DELEGATE_STATUS_COLORS[s]).toBeTruthy();
    }
    for (const s of DELEGATE_SOURCES) expect(DELEGATE_SOURCE_LABELS[s]).toBeTruthy();
    expect(statusLabel('verificado')).toBe('Verificado');
    expect(statusLabel('desconocido')).toBe('desconocido');
  });

  it('the event name falls back to the default name', () => {
    expect(eventDisplayName('MUN Valencia')).toBe('MUN Valencia');
    expect(eventDisplayName(undefined)).toBe('Modelo de Naciones Unidas');
    expect(eventDisplayName('  ')).toBe('Modelo de Naciones Unidas');
  });
});

describe('phones and document types as people write them', () => {
  it.each([
    ['+57 300 123 4567', '3001234567'],
    ['(+57) 310-765-4321', '3107654321'],
    ['0057 3107654321', '3107654321'],
    ['573001234567', '3001234567'],
    ['300.123.4567', '3001234567'],
    ['601 555 1234', '6015551234'],
    ['+1 (555) 010-9999', '0015550109999'],
    ['  ', ''],
    ['+57 300 abc', '+57 300 abc'],
  ])('normalizePhone(%j) → %j', (typed, stored) => expect(normalizePhone(typed)).toBe(stored));

  it('accepts a +57 phone in the personal schema, stored normalised', () => {
    const parsed = delegatePersonalObject.shape.phone.parse('+57 300-123-4567');
    expect(parsed).toBe('3001234567');
    expect(delegatePersonalObject.shape.guardianPhone.safeParse('+57 abc').success).toBe(false);
  });

  it.each([
    ['T.I.', 'TI'],
    ['t.i', 'TI'],
    ['T. I.', 'TI'],
    ['Tarjeta de Identidad', 'TI'],
    ['C.C.', 'CC'],
    ['Cédula de ciudadanía', 'CC'],
    ['cédula', 'CC'],
    ['C.E', 'CE'],
    ['Cédula de Extranjería', 'CE'],
    ['Pasaporte', 'PA'],
    ['PA', 'PA'],
    ['T.X.', null],
  ])('documentTypeFromText(%j) → %j', (typed, code) => expect(documentTypeFromText(typed)).toBe(code));
});

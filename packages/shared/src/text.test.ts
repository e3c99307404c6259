import { describe, expect, it } from 'vitest';
import { humanText, optionalHumanText, textLength } from './text';

describe('humanText: the one rule for human-entered text', () => {
  const name = humanText({ min: 1, max: 5, label: 'Nombres' });
  const problem = (v: string) => {
    const r = name.safeParse(v);
    return r.success ? null : r.error.issues[0].message;
  };

  it('normalises to NFC, trims, and counts characters, not UTF-16 units', () => {
    expect(name.parse('  Jose\u0301 ')).toBe('José');
    expect(textLength('😀😀😀😀😀')).toBe(5);
    expect(name.parse('😀😀😀😀😀')).toBe('😀😀😀😀😀');
    expect(problem('abcdef')).toBe('Nombres: máximo 5 caracteres');
    expect(problem('   ')).toBe('Nombres: obligatorio');
  });

  it.each([
    ['NUL', 'a\u0000b', 'Nombres: contiene caracteres de control no permitidos'],
    ['a control character', 'a\u001Bb', 'Nombres: contiene caracteres de control no permitidos'],
    ['a line break', 'a\nb', 'Nombres: no admite saltos de línea'],
    ['a bidi override', '\u202Eab', 'Nombres: contiene caracteres que invierten la dirección del texto'],
    ['a bidi isolate', 'a\u2066b', 'Nombres: contiene caracteres que invierten la dirección del texto'],
    ['only zero-width characters', '\u200B\u200D\uFEFF', 'Nombres: contiene solo caracteres invisibles'],
    ['a flood of combining marks', `a${'\u0301'.repeat(50)}`, 'Nombres: demasiadas tildes o marcas seguidas sobre una letra'],
  ])('refuses %s in Spanish', (_what, value, message) => {
    expect(problem(value)).toBe(message);
  });

  it('allows line breaks and tabs only where the field is multi-line; an optional empty text is null', () => {
    expect(humanText({ max: 50, multiline: true }).parse('uno\r\ndos\n\ttres')).toBe('uno\r\ndos\n\ttres');
    expect(humanText({ max: 50, multiline: true }).safeParse('uno\u0000').success).toBe(false);
    expect(optionalHumanText({ max: 10 }).parse('  ')).toBeNull();
    expect(optionalHumanText({ max: 10 }).parse(undefined)).toBeNull();
  });
});

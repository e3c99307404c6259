import { describe, expect, it } from 'vitest';
import { articlePath, slugify } from './article-path';
import { articleInputSchema } from './press';

describe('slugify: the readable part of an article URL', () => {
  it.each([
    ['¡Éxito en la Asamblea General!', 'exito-en-la-asamblea-general'],
    ['Año 2026: la ONU y el niño', 'ano-2026-la-onu-y-el-nino'],
    ['   --  ', 'articulo'],
    ['東京', 'articulo'],
    ['a'.repeat(100), 'a'.repeat(80)],
    [`${'palabra '.repeat(10)}final`, 'palabra-palabra-palabra-palabra-palabra-palabra-palabra-palabra-palabra-palabra'],
  ])('%j → %j', (title, slug) => expect(slugify(title)).toBe(slug));

  it('never ends with a dash after cutting', () => {
    expect(slugify(`${'x'.repeat(79)} y`)).toBe('x'.repeat(79));
  });

  it('builds the public path', () => expect(articlePath('hola-mundo')).toBe('/noticias/hola-mundo'));
});

describe('articleInputSchema', () => {
  it('cleans and accepts an article', () => {
    const parsed = articleInputSchema.parse({ title: '  Crónica  ', body: 'Texto\n\n- uno' });
    expect(parsed).toEqual({ title: 'Crónica', summary: null, body: 'Texto\n\n- uno', commissionIds: [] });
  });

  it('refuses a missing title, an empty body and control characters with Spanish messages', () => {
    const result = articleInputSchema.safeParse({ title: 'ab', body: '', summary: 'a\u202eb' });
    expect(result.success).toBe(false);
    const messages = result.success ? [] : result.error.issues.map((i) => i.message);
    expect(messages.some((m) => m.startsWith('Título:'))).toBe(true);
    expect(messages.some((m) => m.startsWith('Texto:'))).toBe(true);
    expect(messages.some((m) => m.startsWith('Resumen:'))).toBe(true);
  });
});

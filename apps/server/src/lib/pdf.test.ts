import { PDFDocument, PDFName } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../../test/pdf-text';
import { newPdf } from './pdf';

describe('pdf', () => {
  it('embeds a font that draws Spanish accents, ñ, ü, ¿ and ¡', async () => {
    const pdf = await newPdf({ title: 'Prueba', header: 'Modelo ONU Núñez 2026' });
    pdf.heading('Señor Núñez, ¿Árbol? ü');
    pdf.text('¡Bienvenidos! á é í ó ú Á É Í Ó Ú ñ Ñ ü Ü ¿Qué? ¡Sí!');
    pdf.text('Wałęsa Ștefan Őrs'); // latin-ext fallback
    pdf.text('Emoji 😀 y 漢字');
    const bytes = await pdf.toBuffer();
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const parsed = await PDFDocument.load(bytes);
    expect(parsed.getPageCount()).toBe(1);
    expect(parsed.getTitle()).toBe('Prueba');
    const fonts = parsed.getPages()[0]?.node.Resources()?.get(PDFName.of('Font'));
    expect(fonts?.toString()).toMatch(/Inter-Regular/);

    const [text] = await extractPdfText(bytes);
    expect(text).toContain('Señor Núñez, ¿Árbol? ü');
    expect(text).toContain('¡Bienvenidos! á é í ó ú Á É Í Ó Ú ñ Ñ ü Ü ¿Qué? ¡Sí!');
    expect(text).toContain('Modelo ONU Núñez 2026');
    expect(text).toContain('Página 1 de 1');
    expect(text).toMatch(/Wa\s*ł\s*ę\s*sa/);
    expect(text).toContain('Emoji ? y ??');
  });

  it('breaks long tables over pages, repeating the header, and numbers every page', async () => {
    const pdf = await newPdf({ header: 'Evento' });
    pdf.heading('Lista de asistencia');
    const rows = Array.from({ length: 120 }, (_, i) => [`${i + 1}`, `Delegación ${i + 1}`, 'María José Peña Ñúñez', '', '']);
    pdf.table(
      [
        { header: '#', width: 1, align: 'right' },
        { header: 'Delegación', width: 4 },
        { header: 'Delegado', width: 6 },
        { header: 'S1', width: 1, checkbox: true },
        { header: 'S2', width: 1, checkbox: true },
      ],
      rows,
      { minRowHeight: 18 },
    );
    const bytes = await pdf.toBuffer();
    const parsed = await PDFDocument.load(bytes);
    const pages = parsed.getPageCount();
    expect(pages).toBeGreaterThan(2);
    const texts = await extractPdfText(bytes);
    expect(texts).toHaveLength(pages);
    texts.forEach((t, i) => {
      expect(t).toContain(`Página ${i + 1} de ${pages}`);
      expect(t).toContain('Delegación');
    });
    expect(texts.join('\n')).toContain('Delegación 120');
  });

  it('wraps a paragraph of faces with its label and indents, cuts a word longer than a line, and flows over pages', async () => {
    const pdf = await newPdf({ italic: true });
    const long = 'x'.repeat(400);
    for (let i = 1; i <= 40; i++)
      pdf.paragraph(
        [
          { text: 'Exhorta', face: 'italic' },
          { text: ` a los Estados a que garanticen el acceso universal al agua potable y al saneamiento, cláusula ${i};` },
        ],
        { indent: 42, label: { text: `${i}.`, at: 18 } },
      );
    pdf.paragraph([{ text: long }], { indent: 42 });
    const bytes = await pdf.toBuffer();
    const pages = await extractPdfText(bytes);
    expect(pages.length).toBeGreaterThan(1);
    const text = pages.join('\n');
    expect(text.replace(/\s+/g, ' ')).toContain('40. Exhorta a los Estados a que garanticen');
    expect(text.replace(/\s+/g, '')).toContain(long);
    const fonts = (await PDFDocument.load(bytes)).getPages()[0]?.node.Resources()?.get(PDFName.of('Font'));
    expect(fonts?.toString()).toMatch(/Inter-Italic/);
  });

  it('draws italics only in a document that embeds them', async () => {
    const pdf = await newPdf();
    expect(() => pdf.paragraph([{ text: 'Recordando', face: 'italic' }])).toThrow(/italic/);
  });

  it('subsets every character of both font files without failing', async () => {
    const pdf = await newPdf();
    const all: string[] = [];
    for (let cp = 0x20; cp < 0x250; cp++) all.push(String.fromCodePoint(cp));
    pdf.text(all.join(' '));
    pdf.text(all.join(' '), { bold: true });
    const bytes = await pdf.toBuffer();
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
  });
});

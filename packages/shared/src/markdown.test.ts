import { describe, expect, it } from 'vitest';
import { isSafeMarkdownUrl, renderMarkdown } from './markdown';

describe('renderMarkdown: the one Markdown pipeline', () => {
  it('shows raw HTML as text, never as markup', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('drops links and images with unsafe schemes, also when disguised', () => {
    const html = renderMarkdown(
      '[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](java\tscript:alert(1)) [d](data:text/html,x) [e](vbscript:x) [f](//evil.example) ![g](data:image/png;base64,AA) ![h](file:///etc/passwd)',
    );
    expect(html).not.toMatch(/href="(?!https?:)/);
    expect(html).not.toContain('<img');
    expect(html).toContain('[a](javascript:alert(1))');
  });

  it('keeps safe links and images; outside links open without referrer', () => {
    const html = renderMarkdown(
      '[Sitio](https://onu.example/a) [Correo](mailto:a@b.co) [Acta](/docs/1) ![Logo](https://img.example/l.png)',
    );
    expect(html).toContain('<a href="https://onu.example/a" rel="noopener noreferrer nofollow">Sitio</a>');
    expect(html).toContain('<a href="mailto:a@b.co">Correo</a>');
    expect(html).toContain('<a href="/docs/1">Acta</a>');
    expect(html).toContain('<img src="https://img.example/l.png" alt="Logo" loading="lazy">');
  });

  it('renders nested lists and tables', () => {
    const html = renderMarkdown('- Uno\n  - Uno punto uno\n- Dos\n\n| País | Votos |\n| --- | --- |\n| Perú | 3 |');
    expect(html).toMatch(/<li>Uno\s*<ul>\s*<li>Uno punto uno<\/li>/);
    expect(html).toContain('<th>País</th>');
    expect(html).toContain('<td>Perú</td>');
  });
});

describe('isSafeMarkdownUrl', () => {
  it.each([
    ['https://a.example', true],
    ['http://a.example', true],
    ['mailto:x@y.co', true],
    ['tel:+573001234567', true],
    ['/api/files/1', true],
    ['#seccion', true],
    ['documentos/acta.pdf', true],
    ['javascript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['java\nscript:alert(1)', false],
    ['data:text/html,x', false],
    ['//evil.example', false],
    ['', false],
  ])('link %j → %s', (url, safe) => expect(isSafeMarkdownUrl(url)).toBe(safe));

  it('allows images from the web or the app only', () => {
    expect(isSafeMarkdownUrl('/api/files/1', 'image')).toBe(true);
    expect(isSafeMarkdownUrl('https://a.example/x.png', 'image')).toBe(true);
    expect(isSafeMarkdownUrl('data:image/png;base64,AA', 'image')).toBe(false);
    expect(isSafeMarkdownUrl('logo.png', 'image')).toBe(false);
  });
});

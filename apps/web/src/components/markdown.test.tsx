// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test-utils';
import { Markdown } from './markdown';

const show = (source: string, pageTitle?: string) => renderWithApp(<Markdown source={source} pageTitle={pageTitle} />).container;

describe('Markdown', () => {
  it('shows typed HTML and scripts as text, running and adding nothing', () => {
    const page = show('Hola <script>alert(1)</script> y <img src=x onerror="alert(2)"> <b>negrita</b>');
    expect(page.querySelector('script, img, b')).toBeNull();
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeTruthy();
    expect(page.textContent).toContain('<b>negrita</b>');
  });

  it('drops a javascript: or data: link but keeps its words; web links open in a new tab', () => {
    show('[Pulsa](javascript:alert(1)), [aquí](JaVaScRiPt:alert(1)), [dato](data:text/html,x) y [la ONU](https://www.un.org)');
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['https://www.un.org']);
    expect(screen.getByRole('link', { name: 'la ONU' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'la ONU' }).getAttribute('rel')).toContain('noopener');
    expect(screen.getByText(/Pulsa/).textContent).toContain('[Pulsa](javascript:alert(1))');
  });

  it('renders a nested list and a table', () => {
    show('- Delegados\n  - Menores de edad\n  - Adultos\n- Personal\n\n| Dato | Uso |\n| --- | --- |\n| Documento | Certificados |');
    const lists = screen.getAllByRole('list');
    expect(lists).toHaveLength(2);
    const outer = lists[0];
    expect(within(outer).getAllByRole('listitem')).toHaveLength(4);
    expect(
      within(lists[1])
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Menores de edad', 'Adultos']);
    expect(outer.contains(lists[1])).toBe(true);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Dato', 'Uso']);
    expect(within(table).getByRole('cell', { name: 'Certificados' })).toBeTruthy();
  });

  it('starts headings at level 2 and leaves out a first heading that repeats the page title', () => {
    show('# Términos y Condiciones.\n\nTexto.\n\n## Uso de los datos\n\n### Menores', 'Términos y condiciones');
    expect(screen.queryByRole('heading', { name: /Términos/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Uso de los datos' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: 'Menores' })).toBeTruthy();
  });

  it('keeps a first heading that differs from the page title', () => {
    show('# Introducción\n\nTexto.', 'Términos y condiciones');
    expect(screen.getByRole('heading', { level: 2, name: 'Introducción' })).toBeTruthy();
  });

  it('follows a link inside the app without leaving it', async () => {
    const { user } = renderWithApp(
      <Routes>
        <Route path="/" element={<Markdown source="Lee la [política de privacidad](/privacy-policy)." />} />
        <Route path="/privacy-policy" element={<p>Página de privacidad</p>} />
      </Routes>,
    );
    await user.click(screen.getByRole('link', { name: 'política de privacidad' }));
    expect(await screen.findByText('Página de privacidad')).toBeTruthy();
  });
});

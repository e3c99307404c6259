// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { ImportDialog } from './import-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ImportDialog', () => {
  it('links the import template in XLSX and CSV', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderWithApp(<ImportDialog onClose={() => {}} />);
    const templates = screen.getByRole('group', { name: 'Descargar la plantilla' });
    expect(templates.querySelector('a[href="/api/delegates/import/template?format=xlsx"]')?.textContent).toBe('Plantilla XLSX');
    expect(screen.getByRole('link', { name: 'Plantilla CSV' }).getAttribute('href')).toBe('/api/delegates/import/template?format=csv');
  });

  it('says which columns of the file are not read, next to the check’s summary', async () => {
    const check = { rows: 2, toCreate: 0, toUpdate: 2, problems: [], ignoredColumns: ['Estado', 'Comisión'] };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(check), { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    const { user } = renderWithApp(<ImportDialog onClose={() => {}} />);
    await user.upload(screen.getByLabelText('Archivo XLSX o CSV'), new File(['a,b'], 'lista.csv', { type: 'text/csv' }));
    expect(await screen.findByText('2 filas: 0 nuevas, 2 actualizadas.')).toBeTruthy();
    expect(screen.getByText('Columnas que no se leen: Estado, Comisión.')).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { ImportDialog } from './import-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** What the fake XMLHttpRequest was asked to send. */
interface Sent {
  method: string;
  url: string;
  body: unknown;
}

/**
 * An XMLHttpRequest that reports half the file as sent, then (at once, or when `release` is called) all of it,
 * and answers `answer` (200).
 */
function stubUpload(answer: unknown, opts: { hold?: boolean } = {}): { sent: Sent[]; release: () => void } {
  const sent: Sent[] = [];
  let release = () => {};
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private request = { method: '', url: '' };
    open(method: string, url: string) {
      this.request = { method, url };
    }
    setRequestHeader() {}
    abort() {}
    send(body: unknown) {
      sent.push({ ...this.request, body });
      const finish = () => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 2, total: 2 });
        this.status = 200;
        this.responseText = JSON.stringify(answer);
        this.onload?.();
      };
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        if (opts.hold) release = finish;
        else finish();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { sent, release: () => release() };
}

describe('ImportDialog', () => {
  it('says how large a file may be before one is chosen', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderWithApp(<ImportDialog onClose={() => {}} />);
    expect(screen.getByText('Hasta 10 MB por archivo.')).toBeDefined();
  });

  it('refuses a file over the limit with the limit in its message, sending nothing', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const { sent } = stubUpload({});
    const { user } = renderWithApp(<ImportDialog onClose={() => {}} />);
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'lista.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Archivo XLSX o CSV'), big);
    expect(await screen.findByText('El archivo es demasiado grande (máximo 10 MB).')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('links the import template in XLSX and CSV', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderWithApp(<ImportDialog onClose={() => {}} />);
    const templates = screen.getByRole('group', { name: 'Descargar la plantilla' });
    expect(templates.querySelector('a[href="/api/delegates/import/template?format=xlsx"]')?.textContent).toBe('Plantilla XLSX');
    expect(screen.getByRole('link', { name: 'Plantilla CSV' }).getAttribute('href')).toBe('/api/delegates/import/template?format=csv');
  });

  it('sends the chosen file as multipart and says which columns are not read, next to the check’s summary', async () => {
    const check = { rows: 2, toCreate: 0, toUpdate: 2, problems: [], ignoredColumns: ['Estado', 'Comisión'] };
    vi.stubGlobal('fetch', vi.fn());
    const { sent } = stubUpload(check);
    const { user } = renderWithApp(<ImportDialog onClose={() => {}} />);
    const chosen = new File(['a,b'], 'lista.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Archivo XLSX o CSV'), chosen);
    expect(await screen.findByText('2 filas: 0 nuevas, 2 actualizadas.')).toBeTruthy();
    expect(screen.getByText('Columnas que no se leen: Estado, Comisión.')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/delegates/import/check' });
    const body = sent[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect(((body as FormData).get('file') as File).name).toBe('lista.csv');
  });

  it('shows how much of the file has been sent while it goes up', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const { release } = stubUpload({ rows: 1, toCreate: 1, toUpdate: 0, problems: [] }, { hold: true });
    const { user } = renderWithApp(<ImportDialog onClose={() => {}} />);
    await user.upload(screen.getByLabelText('Archivo XLSX o CSV'), new File(['a,b'], 'lista.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('progressbar', { name: 'Subiendo el archivo… 50 %' })).toBeTruthy();
    release();
    expect(await screen.findByText('1 fila: 1 nueva, 0 actualizadas.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

// @vitest-environment jsdom
import type { LegalText } from '@quorum/shared';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { legalQuery, legalVersionsQuery } from '../api';
import { LegalEditor } from './legal-editor';

const CURRENT: LegalText = { kind: 'privacy', version: 2, body: '# Política\n\nTexto vigente.', publishedAt: '2026-02-01T10:00:00.000Z' };
const FIRST: LegalText = { kind: 'privacy', version: 1, body: 'Primera **versión**.', publishedAt: '2026-01-01T10:00:00.000Z' };

function showEditor() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(legalQuery('privacy').queryKey, CURRENT);
  client.setQueryData(legalVersionsQuery('privacy').queryKey, [CURRENT, FIRST]);
  return renderWithApp(<LegalEditor kind="privacy" />, { client });
}

describe('LegalEditor', () => {
  it('previews the text being written as the public page will show it, typed HTML as text', async () => {
    const { user } = showEditor();
    const editor = screen.getByRole('textbox', { name: /Texto de la política de privacidad/ });
    fireEvent.change(editor, {
      target: { value: '## Datos que tratamos\n\n| Dato | Para qué |\n| --- | --- |\n| Correo | Avisos |\n\n<script>alert(1)</script>' },
    });
    await user.click(screen.getByRole('button', { name: 'Vista previa' }));
    const preview = screen.getByTestId('legal-editor-privacy');
    // The Markdown pipeline loads on demand (components/markdown-lazy.tsx).
    expect(await within(preview).findByRole('heading', { name: 'Datos que tratamos' })).toBeTruthy();
    expect(within(preview).getByRole('cell', { name: 'Avisos' })).toBeTruthy();
    expect(within(preview).getByText('<script>alert(1)</script>')).toBeTruthy();
    expect(preview.querySelector('script')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    expect((screen.getByRole('textbox', { name: /Texto de la política de privacidad/ }) as HTMLTextAreaElement).value).toContain(
      '| Correo |',
    );
  });

  it('shows earlier versions rendered', async () => {
    showEditor();
    expect(await screen.findByText('versión', { selector: 'strong' })).toBeTruthy();
  });
});

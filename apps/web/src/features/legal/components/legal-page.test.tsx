// @vitest-environment jsdom
import type { LegalKind, LegalText } from '@quorum/shared';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { legalQuery } from '../api';
import { LegalPage } from './legal-page';

function withText(kind: LegalKind, body: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  const text: LegalText = { kind, version: 1, body, publishedAt: '2025-03-01T10:00:00.000Z' };
  client.setQueryData(legalQuery(kind).queryKey, text);
  return renderWithApp(<LegalPage kind={kind} />, { client });
}

const headingTexts = () => screen.getAllByRole('heading').map((h) => h.textContent);

describe('LegalPage', () => {
  // The Markdown pipeline loads on demand (components/markdown-lazy.tsx): each test waits for the text.
  it('shows the title once when the text starts with the same heading', async () => {
    withText('tyc', '# Términos y condiciones\n\nAl inscribirte aceptas el código de conducta.\n\n## Datos');
    expect(await screen.findByText('Al inscribirte aceptas el código de conducta.')).toBeDefined();
    expect(headingTexts()).toEqual(['Términos y condiciones', 'Datos']);
  });

  it('reads the heading the same without accents, case or a closing point', async () => {
    withText('privacy', '## POLITICA DE PRIVACIDAD.\n\nTratamos tus datos para el evento.');
    await screen.findByText('Tratamos tus datos para el evento.');
    expect(headingTexts()).toEqual(['Política de privacidad']);
  });

  it('keeps a first heading that says something else', async () => {
    withText('tyc', '# Código de conducta\n\nRespeta a las demás delegaciones.');
    await screen.findByText('Respeta a las demás delegaciones.');
    expect(headingTexts()).toEqual(['Términos y condiciones', 'Código de conducta']);
  });
});

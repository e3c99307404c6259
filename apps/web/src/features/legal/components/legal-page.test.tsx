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
  it('shows the title once when the text starts with the same heading', () => {
    withText('tyc', '# Términos y condiciones\n\nAl inscribirte aceptas el código de conducta.\n\n## Datos');
    expect(headingTexts()).toEqual(['Términos y condiciones', 'Datos']);
    expect(screen.getByText('Al inscribirte aceptas el código de conducta.')).toBeDefined();
  });

  it('reads the heading the same without accents, case or a closing point', () => {
    withText('privacy', '## POLITICA DE PRIVACIDAD.\n\nTratamos tus datos para el evento.');
    expect(headingTexts()).toEqual(['Política de privacidad']);
  });

  it('keeps a first heading that says something else', () => {
    withText('tyc', '# Código de conducta\n\nRespeta a las demás delegaciones.');
    expect(headingTexts()).toEqual(['Términos y condiciones', 'Código de conducta']);
  });
});

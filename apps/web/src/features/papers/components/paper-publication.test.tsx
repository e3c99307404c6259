// @vitest-environment jsdom
import { CAPABILITIES, type Role, type WorkingPaper } from '@quorum/shared';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearSession } from '../../../data/session';
import { loadPapersMessages } from '../../../i18n';
import { renderWithApp, signInAs, stubServer } from '../../../test-utils';
import { PaperPublication } from './paper-publication';

beforeAll(() => loadPapersMessages());
afterEach(() => clearSession());

const adopted: WorkingPaper = {
  id: 'p1',
  commissionId: 'c1',
  version: 4,
  text: { title: 'Agua para todos', preambular: [], operative: [] },
  sponsors: [],
  signatories: [],
  status: 'aprobada',
  threshold: { present: 3, percent: 20, needed: 1, has: 2, reached: true },
  updatedAt: '2026-12-04T10:00:00.000Z',
  mayEdit: false,
  maySign: false,
  signed: false,
  mayApprove: false,
  division: null,
  resolution: {
    adopted: true,
    symbol: 'AG/1/2026',
    decidedAt: '2026-12-04T10:00:00.000Z',
    draftVersion: 3,
    vote: { favor: 3, contra: 1, abstenciones: 0 },
  },
  mayDivide: false,
  mayVote: false,
  publication: null,
  mayPublish: true,
};
const source = { kind: 'commission', commissionId: 'c1' } as const;

/** Prensa's page as a probe: the draft the visit brought. */
function PublisherProbe() {
  const state = useLocation().state as { articleDraft?: { title: string; body: string; commissionIds: string[] } } | null;
  return <pre data-testid="draft">{JSON.stringify(state?.articleDraft ?? null)}</pre>;
}

function renderAs(role: Role, paper: WorkingPaper, answer: (url: string, body: unknown) => unknown = () => ({})) {
  signInAs(role, 'Ana');
  const server = stubServer(({ url, body }) => ({
    body: url === '/api/profile/capabilities' ? Object.fromEntries(CAPABILITIES.map((c) => [c, role === 'Gestor'])) : answer(url, body),
  }));
  const view = renderWithApp(
    <Routes>
      <Route path="/" element={<PaperPublication source={source} paper={paper} />} />
      <Route path="/staff/publisher" element={<PublisherProbe />} />
    </Routes>,
  );
  return { ...view, server };
}

describe('PaperPublication', () => {
  it('publishes the adopted resolution for whom the chair chooses, then says where it is', async () => {
    const published = { ...adopted, mayPublish: false, publication: { documentId: 'd1', visibility: 'comision', inTrash: false } };
    const { user, server } = renderAs('Presidente', adopted, () => published);
    await user.click(screen.getByRole('combobox', { name: 'Quién la ve' }));
    await user.click(screen.getByRole('option', { name: 'La comisión' }));
    await user.click(screen.getByRole('button', { name: 'Publicar en Documentos' }));
    expect(await screen.findByText('Publicada en Documentos. La ve: La comisión.')).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/commissions/c1/papers/p1/publication', body: { visibility: 'comision' } },
    ]);
    expect(screen.getByRole('link', { name: 'Ver en Documentos' }).getAttribute('href')).toBe('/president/docs/c1');
    // A chair who does not write the news is not offered an article.
    expect(screen.queryByRole('link', { name: 'Redactar una noticia' })).toBeNull();
  });

  it('opens Prensa for the Gestor with a draft of the news: the symbol, the vote and the public PDF', async () => {
    const paper = { ...adopted, mayPublish: false, publication: { documentId: 'd1', visibility: 'publico' as const, inTrash: false } };
    const { user } = renderAs('Gestor', paper);
    await user.click(await screen.findByRole('link', { name: 'Redactar una noticia' }));
    const draft = JSON.parse((await screen.findByTestId('draft')).textContent ?? 'null');
    expect(draft).toMatchObject({ title: 'Aprobada la resolución AG/1/2026: Agua para todos', commissionIds: ['c1'] });
    expect(draft.body).toContain('**AG/1/2026**');
    expect(draft.body).toContain('A favor: 3 · En contra: 1 · Abstenciones: 0');
    expect(draft.body).toContain('(/api/public-documents/d1/file)');
  });

  it('says a publication in the trash is restored from there, with no news to write', async () => {
    const paper = { ...adopted, mayPublish: false, publication: { documentId: 'd1', visibility: 'publico' as const, inTrash: true } };
    renderAs('Gestor', paper);
    expect(await screen.findByText(/Está en la papelera de Documentos/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Redactar una noticia' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publicar en Documentos' })).toBeNull();
  });
});

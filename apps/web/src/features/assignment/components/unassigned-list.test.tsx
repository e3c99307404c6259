// @vitest-environment jsdom
import type { MatrixCommission, MatrixDelegate } from '@quorum/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubServer } from '../../../test-utils';
import { UnassignedList } from './unassigned-list';

const person = (n: number): MatrixDelegate => ({
  id: `d${n}`,
  firstNames: `Persona ${n}`,
  lastNames: 'Núñez',
  institution: 'Colegio Ñandú',
  status: 'preinscrito',
  assignmentManual: false,
  preferences: n % 2 ? ['c1'] : [],
});
const commissions = [{ id: 'c1', name: 'Asamblea General', acronym: 'AG' }] as MatrixCommission[];

/** 45 people without a commission; `q` keeps those whose name holds it; pages of the size asked. */
function serve() {
  const everybody = Array.from({ length: 45 }, (_, i) => person(i + 1));
  return stubServer(({ url }) => {
    const params = new URL(url, 'http://quorum.test').searchParams;
    const q = params.get('q') ?? '';
    const page = Number(params.get('page'));
    const size = Number(params.get('pageSize'));
    const matching = everybody.filter((p) => `${p.firstNames} ${p.lastNames}`.includes(q));
    return { body: { rows: matching.slice(page * size, (page + 1) * size), total: matching.length } };
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('UnassignedList', () => {
  it('shows one page at a time, searched by the server, with preferences and a button per person', async () => {
    const server = serve();
    const onAssign = vi.fn();
    const { user } = renderWithApp(<UnassignedList commissions={commissions} onAssign={onAssign} />);
    const region = screen.getByRole('region', { name: 'Delegados sin comisión' });
    expect(await within(region).findByText('1–20 de 45')).toBeTruthy();
    expect(within(region).getAllByRole('button', { name: /^Asignar: / })).toHaveLength(20);
    expect(within(region).getByTestId('unassigned-d1').textContent).toContain('Colegio Ñandú · Preferencias: AG');
    expect(within(region).getByTestId('unassigned-d2').textContent).toContain('Colegio Ñandú · Sin preferencias');
    expect(server.requests[0]?.url).toBe('/api/assignment/unassigned?page=0&pageSize=20');

    await user.click(within(region).getByRole('button', { name: 'Página siguiente' }));
    expect(await within(region).findByText('21–40 de 45')).toBeTruthy();
    expect(within(region).getByText('Persona 21 Núñez')).toBeTruthy();
    expect(server.requests.at(-1)?.url).toBe('/api/assignment/unassigned?page=1&pageSize=20');

    // A search goes back to the first page.
    await user.type(within(region).getByRole('searchbox', { name: 'Buscar por nombre, documento, correo o institución' }), 'Persona 4');
    expect(await within(region).findByText('1–7 de 7', {}, { timeout: 2000 })).toBeTruthy();
    expect(server.requests.at(-1)?.url).toBe('/api/assignment/unassigned?page=0&pageSize=20&q=Persona+4');

    await user.click(within(region).getByRole('button', { name: 'Asignar: Persona 4 Núñez' }));
    expect(onAssign).toHaveBeenCalledWith(person(4));
  });

  it('says when nobody matches the search', async () => {
    serve();
    const { user } = renderWithApp(<UnassignedList commissions={commissions} onAssign={() => {}} />);
    await user.type(screen.getByRole('searchbox'), 'Zoe');
    expect(await screen.findByText('Nadie sin comisión coincide con la búsqueda.', {}, { timeout: 10_000 })).toBeTruthy();
  });
});

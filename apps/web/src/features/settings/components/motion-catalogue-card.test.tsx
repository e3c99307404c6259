// @vitest-environment jsdom
import { DEFAULT_MOTION_CATALOGUE, type MotionCatalogue } from '@quorum/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, type StubRequest, stubServer } from '../../../test-utils';
import { MotionCatalogueCard } from './motion-catalogue-card';

afterEach(() => vi.unstubAllGlobals());

/**
 * The motions' names in the table, in its order (read from the rows' second cells: a role query over a table of a
 * dozen selects and fields takes seconds in jsdom on a busy machine).
 */
const namesInOrder = () =>
  Array.from(screen.getByRole('table').querySelectorAll('tbody tr')).map((row) => row.querySelectorAll('td')[1]?.textContent);

/** A server holding `catalogue` that saves what it is sent, or refuses it with `refusal`. */
function catalogueServer(catalogue: MotionCatalogue, refusal?: { status: number; body: unknown }) {
  let held = catalogue;
  const isDefault = (c: MotionCatalogue) => JSON.stringify(c) === JSON.stringify(DEFAULT_MOTION_CATALOGUE);
  return stubServer((request: StubRequest) => {
    if (request.method === 'PUT') {
      if (refusal) return refusal;
      held = request.body as MotionCatalogue;
    }
    return { body: { catalogue: held, isDefault: isDefault(held) } };
  });
}

// A table of a dozen selects and fields renders slowly in jsdom: each test has a minute on a busy machine (none asserts a duration).
describe('MotionCatalogueCard', { timeout: 60_000 }, () => {
  it('lists the motions in order with their majority; saves a simple majority for closure and a new order', async () => {
    const server = catalogueServer(DEFAULT_MOTION_CATALOGUE);
    const { user } = renderWithApp(<MotionCatalogueCard />);
    expect(await screen.findByText('El evento sigue los valores por defecto.')).toBeTruthy();
    expect(namesInOrder().slice(0, 4)).toEqual([
      'Suspensión de la sesión',
      'Levantamiento de la sesión',
      'Aplazamiento del debate',
      'Cierre del debate',
    ]);
    expect(screen.getByText('La que indique la moción')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Restaurar valores por defecto' }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByLabelText('Mayoría de «Cierre del debate»'));
    await user.click(screen.getByRole('option', { name: 'Mayoría simple' }));
    await user.click(screen.getByRole('button', { name: 'Subir «Cierre del debate»' }));
    expect(namesInOrder().slice(2, 4)).toEqual(['Cierre del debate', 'Aplazamiento del debate']);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Catálogo de mociones guardado')).toBeTruthy();
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(put).toMatchObject({
      url: '/api/settings/motions',
      body: {
        ...DEFAULT_MOTION_CATALOGUE,
        cierre_debate: { majority: 'simple', rank: 3 },
        aplazamiento_debate: { majority: 'dos_tercios', rank: 4 },
      },
    });
    expect(await screen.findByText('Este evento tiene su propio catálogo.')).toBeTruthy();
  });

  it('shows each caucus’s allowed durations, in minutes and seconds, and saves the ones the Gestor types', async () => {
    const server = catalogueServer(DEFAULT_MOTION_CATALOGUE);
    const { user } = renderWithApp(<MotionCatalogueCard />);
    const longest = await screen.findByLabelText('Duración máxima de «Caucus moderado», en minutos');
    expect((longest as HTMLInputElement).value).toBe('120');
    expect((screen.getByLabelText('Duración mínima de «Extensión del caucus», en minutos') as HTMLInputElement).value).toBe('0.5');
    expect(screen.queryByLabelText('Duración máxima de «Cierre del debate», en minutos')).toBeNull();
    expect(screen.queryByLabelText('Tiempo máximo por orador de «Caucus no moderado», en segundos')).toBeNull();

    await user.clear(longest);
    await user.type(longest, '10');
    const fastest = screen.getByLabelText('Tiempo mínimo por orador de «Caucus moderado», en segundos');
    await user.clear(fastest);
    await user.type(fastest, '30');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Catálogo de mociones guardado')).toBeTruthy();
    const put = server.requests.find((r) => r.method === 'PUT')?.body as MotionCatalogue;
    expect(put.caucus_moderado).toEqual({
      majority: 'simple',
      rank: 7,
      totalSeconds: { min: 60, max: 600 },
      speakerSeconds: { min: 30, max: 600 },
    });
    expect(put.extension_caucus).toEqual(DEFAULT_MOTION_CATALOGUE.extension_caucus);
    expect(put.cierre_debate).toEqual({ majority: 'dos_tercios', rank: 4 });
  });

  it('restores the default values of an event with its own catalogue', async () => {
    const custom = { ...DEFAULT_MOTION_CATALOGUE, cierre_debate: { majority: 'simple' as const, rank: 4 } };
    const server = catalogueServer(custom);
    const { user } = renderWithApp(<MotionCatalogueCard />);
    expect(await screen.findByText('Este evento tiene su propio catálogo.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Restaurar valores por defecto' }));
    expect(await screen.findByText('Catálogo de mociones restaurado a los valores por defecto')).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([DEFAULT_MOTION_CATALOGUE]);
    expect(await screen.findByText('El evento sigue los valores por defecto.')).toBeTruthy();
  });

  it('shows the server’s refusal in Spanish in the card', async () => {
    const message = '«Votación nominal» y «Cierre del debate» tienen el mismo orden (1): cada moción necesita un lugar propio';
    catalogueServer(DEFAULT_MOTION_CATALOGUE, {
      status: 400,
      body: { code: 'VALIDATION', message: 'Revisa los datos', fields: { 'votacion_nominal.rank': message } },
    });
    const { user } = renderWithApp(<MotionCatalogueCard />);
    await user.click(await screen.findByRole('button', { name: 'Subir «Votación nominal»' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
  });
});

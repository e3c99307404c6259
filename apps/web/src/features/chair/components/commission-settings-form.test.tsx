// @vitest-environment jsdom
import type { Commission } from '@quorum/shared';
import { fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInDataRouter, stubServer } from '../../../test-utils';
import { CommissionSettingsForm } from './commission-settings-form';

const commission: Commission = {
  id: 'c1',
  name: 'Asamblea General',
  acronym: 'AG',
  kind: 'asamblea',
  topics: ['Agua potable'],
  description: '',
  room: 'Aula 1',
  capacity: 30,
  language: 'Español',
  rules: {
    quorumFraction: 1 / 3,
    debateQuorum: { numerator: 1, denominator: 3 },
    speakingTimeSeconds: 90,
    majorityBase: 'presentes',
    usesPresentAndVoting: true,
    observersVoteOnMotions: true,
    securityCouncilVotes: 9,
    warningSeconds: 20,
    signatoryPercent: 20,
  },
  banner: { theme: 'oscuro', showHeadlines: true, scale: 'normal' },
  projectionCode: 'ABCDEFGHJK',
  archived: false,
  chairs: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function renderForm() {
  return renderInDataRouter(
    <>
      <Link to="/elsewhere">Ir a otra página</Link>
      <CommissionSettingsForm commission={commission} members={10} />
    </>,
  );
}

/** Sets a number field at once (typing into each of this long form's fields is slow). */
function setNumber(name: string, value: string) {
  fireEvent.change(screen.getByRole('spinbutton', { name }), { target: { value } });
}

afterEach(() => vi.unstubAllGlobals());

describe('CommissionSettingsForm', () => {
  it('says how many of the members open debate as the fraction changes', async () => {
    renderForm();
    expect(screen.getByText('Abre el debate con 4 de 10 miembros')).toBeDefined();
    setNumber('Quórum: denominador', '4');
    expect(await screen.findByText('Abre el debate con 3 de 10 miembros')).toBeDefined();
    setNumber('Quórum: denominador', '');
    expect(await screen.findByText(/con el numerador no mayor que el denominador/)).toBeDefined();
  });

  it('sends the quorum as a fraction and the speaking time, keeping the rules it does not change', async () => {
    const server = stubServer(({ body }) => ({ body: { ...commission, ...(body as object) } }));
    const { user } = renderForm();
    setNumber('Quórum: numerador', '2');
    setNumber('Quórum: denominador', '5');
    setNumber('Tiempo de intervención (segundos)', '120');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ajustes guardados')).toBeDefined();
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({
      method: 'PATCH',
      url: '/api/commissions/c1/settings',
      body: {
        name: 'Asamblea General',
        topics: ['Agua potable'],
        rules: {
          debateQuorum: { numerator: 2, denominator: 5 },
          speakingTimeSeconds: 120,
          warningSeconds: 20,
          observersVoteOnMotions: true,
        },
        banner: { theme: 'oscuro', showHeadlines: true, scale: 'normal' },
      },
    });
  });

  it('refuses a quorum above one without asking the server, and shows the server’s messages on their fields', async () => {
    const server = stubServer(() => ({
      status: 400,
      body: { code: 'VALIDATION', message: 'Datos no válidos', fields: { 'rules.speakingTimeSeconds': 'Máximo 1800 segundos' } },
    }));
    const { user } = renderForm();
    setNumber('Quórum: numerador', '4');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La fracción no puede ser mayor que 1')).toBeDefined();
    expect(server.requests).toHaveLength(0);

    setNumber('Quórum: numerador', '1');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Máximo 1800 segundos')).toBeDefined();
    expect(server.requests).toHaveLength(1);
  });

  it('asks before leaving with changes not saved', async () => {
    const { user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Sala' }), '2');
    await user.click(screen.getByRole('link', { name: 'Ir a otra página' }));
    expect(screen.getByRole('dialog', { name: '¿Salir sin guardar?' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Salir sin guardar' }));
    expect(await screen.findByText('Otra página')).toBeDefined();
  });
});

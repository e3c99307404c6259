// @vitest-environment jsdom
import type { Commission } from '@quorum/shared';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubServer } from '../../../test-utils';
import { CommissionDialog } from './commission-dialog';

/** A Security Council whose chair changed the rules the Gestor's dialog does not show. */
const council: Commission = {
  id: 'cs',
  name: 'Consejo de Seguridad',
  acronym: 'CS',
  kind: 'consejo_seguridad',
  topics: [],
  description: '',
  room: null,
  capacity: 15,
  language: 'Español',
  rules: {
    quorumFraction: 0.4,
    debateQuorum: { numerator: 2, denominator: 5 },
    speakingTimeSeconds: 60,
    majorityBase: 'presentes',
    usesPresentAndVoting: true,
    observersVoteOnMotions: true,
    securityCouncilVotes: 10,
    warningSeconds: 25,
    signatoryPercent: 20,
  },
  banner: { theme: 'claro', showHeadlines: false, scale: 'grande' },
  projectionCode: 'ABCDEFGHJK',
  archived: false,
  chairs: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('CommissionDialog', () => {
  it('sends back the rules it does not show, so saving never resets them', async () => {
    const server = stubServer(() => ({ body: council }));
    const { user } = renderWithApp(<CommissionDialog commission={council} onClose={() => {}} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Sala' }), { target: { value: 'Aula 7' } });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    expect(server.requests[0].body).toMatchObject({
      room: 'Aula 7',
      rules: {
        debateQuorum: { numerator: 2, denominator: 5 },
        observersVoteOnMotions: true,
        securityCouncilVotes: 10,
        warningSeconds: 25,
        speakingTimeSeconds: 60,
      },
    });
  });

  it('makes a changed percentage the debate quorum', async () => {
    const server = stubServer(() => ({ body: council }));
    const { user } = renderWithApp(<CommissionDialog commission={council} onClose={() => {}} />);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quórum (%)' }), { target: { value: '50' } });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    expect(server.requests[0].body).toMatchObject({ rules: { quorumFraction: 0.5, debateQuorum: { numerator: 1, denominator: 2 } } });
  });
});

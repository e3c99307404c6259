// @vitest-environment jsdom
import {
  type BannerAppearance,
  DEFAULT_BANNER,
  DEFAULT_MOTION_CATALOGUE,
  emptyFloor,
  type FloorResult,
  type LiveState,
} from '@quorum/shared';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import type { BannerMeetsCode } from '../api';
import { BannerScreen } from './banner-screen';

const NOW = 1_800_000_000_000;
const commission = { name: 'Asamblea General', acronym: 'AG', topics: ['Cambio climático'], room: 'Aula Magna', banner: DEFAULT_BANNER };
const NAMES = ['Colombia', 'Francia', 'Japón', 'Kenia', 'México', 'Noruega', 'Perú'];

/** A commission of seven delegations, the first five present, in session, with Colombia speaking. */
function liveState(over: { floor?: Partial<LiveState['floor']> } & Partial<Omit<LiveState, 'floor'>> = {}): LiveState {
  const rules = {
    kind: 'asamblea' as const,
    debateQuorum: { numerator: 1, denominator: 3 },
    majorityBase: 'presentes' as const,
    usesPresentAndVoting: false,
    observersVoteOnMotions: false,
    securityCouncilVotes: null,
    warningMs: 10_000,
    speakingMs: 90_000,
  };
  const { floor, ...rest } = over;
  return {
    commissionId: 'c1',
    version: 7,
    lastSequence: 7,
    session: { id: 's1', number: 2, title: 'Segunda sesión', topic: '', status: 'en_curso', openedAt: null, closedAt: null },
    nextSession: null,
    rollCall: null,
    attendance: NAMES.map((name, i) => ({
      delegationId: name.toLowerCase(),
      name,
      kind: 'miembro' as const,
      veto: name === 'Francia',
      status: i < 5 ? ('presente' as const) : ('ausente' as const),
    })),
    quorum: { members: 7, present: 5, debateRequired: 3, decisionRequired: 4, hasDebateQuorum: true, hasDecisionQuorum: true },
    rules,
    catalogue: DEFAULT_MOTION_CATALOGUE,
    floor: {
      ...emptyFloor(rules),
      speech: {
        id: 'd1',
        spokenMs: 0,
        delegationId: 'colombia',
        mode: 'discurso',
        timer: { remainingMs: 90_000, startedAt: NOW - 30_000 },
        yieldedBy: null,
      },
      speakers: ['francia', 'japón', 'kenia', 'méxico', 'noruega', 'perú'].map((delegationId, i) => ({ id: `o${i}`, delegationId })),
      ...floor,
    },
    ...rest,
  };
}

function show(
  state: LiveState,
  options: {
    now?: number;
    connected?: boolean;
    meetsCode?: BannerMeetsCode | null;
    banner?: BannerAppearance;
    headlines?: { title: string; summary: string | null }[];
    ballots?: { voteId: string; cast: number; eligible: number } | null;
  } = {},
) {
  return renderWithApp(
    <BannerScreen
      commission={{ ...commission, banner: options.banner ?? DEFAULT_BANNER }}
      state={state}
      now={options.now ?? NOW}
      connected={options.connected ?? true}
      meetsCode={options.meetsCode ?? null}
      meetsUrl="sala.example/meets"
      headlines={options.headlines}
      ballots={options.ballots}
    />,
  );
}

const timer = () => screen.getByRole('timer', { name: 'Tiempo restante' });

describe('the room’s screen', () => {
  it('shows the commission, the mode, the speaker with the time left, the next five speakers and the attendance', () => {
    show(liveState());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Asamblea General');
    expect(screen.getByText('Cambio climático')).toBeTruthy();
    expect(screen.getByText('Debate general')).toBeTruthy();
    expect(screen.getByTestId('banner-speaker').textContent).toBe('Colombia');
    expect(timer().textContent).toBe('1:00');
    expect(timer().dataset.state).toBe('normal');
    const next = screen.getByRole('list', { name: 'Próximos oradores' });
    expect(
      within(next)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Francia', 'Japón', 'Kenia', 'México', 'Noruega']);
    expect(screen.getByText('y 1 más')).toBeTruthy();
    expect(screen.getByTestId('banner-attendance').textContent).toBe('Presentes 5 de 7quórum debate ✓votación ✓');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('turns the timer amber in the last seconds and red and negative in overtime', () => {
    const state = liveState();
    const { rerender } = show(state, { now: NOW + 55_000 });
    expect(timer().textContent).toBe('0:05');
    expect(timer().dataset.state).toBe('warning');
    rerender(
      <BannerScreen commission={commission} state={state} now={NOW + 63_500} connected meetsCode={null} meetsUrl="sala.example/meets" />,
    );
    expect(timer().textContent).toBe('-0:03');
    expect(timer().dataset.state).toBe('overtime');
  });

  it('never shows more time than a timer started with, though the screen’s clock trails the server', () => {
    show(liveState(), { now: NOW - 30_050 });
    expect(timer().textContent).toBe('1:30');
  });

  it('shows a paused timer as it stopped, and the motion on the floor with its majority', () => {
    show(
      liveState({
        floor: {
          speech: {
            id: 'd1',
            spokenMs: 0,
            delegationId: 'francia',
            mode: 'discurso',
            timer: { remainingMs: 42_000, startedAt: null },
            yieldedBy: null,
          },
          motions: [
            { kind: 'cierre_debate', id: 'm1', submittedAt: NOW, delegationId: 'japón' },
            { kind: 'caucus_no_moderado', totalSeconds: 600, id: 'm2', submittedAt: NOW, delegationId: 'kenia' },
          ],
        },
      }),
      { now: NOW + 60_000 },
    );
    expect(timer().textContent).toBe('0:42');
    expect(screen.getAllByText('En pausa').length).toBeGreaterThan(0);
    const motion = screen.getByRole('region', { name: 'Moción en el piso' });
    expect(motion.textContent).toContain('Cierre del debate');
    expect(motion.textContent).toContain('Mayoría de dos tercios · 1 moción más');
  });

  it('shows the majority the event’s catalogue gives the motion on the floor', () => {
    const catalogue = { ...DEFAULT_MOTION_CATALOGUE, cierre_debate: { majority: 'simple' as const, rank: 4 } };
    show(liveState({ catalogue, floor: { motions: [{ kind: 'cierre_debate', id: 'm1', submittedAt: NOW, delegationId: null }] } }), {
      now: NOW,
    });
    expect(screen.getByRole('region', { name: 'Moción en el piso' }).textContent).toContain('Mayoría simple');
  });

  it('shows a vote’s numbers and outcome, naming the vetoes', async () => {
    const result: FloorResult = {
      id: 'v1',
      subject: { type: 'document', label: 'Proyecto de resolución 1.1' },
      method: 'placard',
      at: NOW,
      result: {
        yes: 4,
        no: 1,
        abstain: 0,
        majority: 'simple',
        basis: 'presentes',
        base: 5,
        required: 3,
        vetoes: [{ id: 'francia', name: 'Francia' }],
        passed: false,
        pending: 0,
        decided: true,
      },
    };
    show(liveState({ floor: { mode: 'votacion', speech: null, speakers: [], results: [result] } }));
    const vote = await screen.findByRole('region', { name: 'Resultado de la votación' });
    expect(vote.textContent).toContain('Proyecto de resolución 1.1');
    expect(within(vote).getByTestId('vote-outcome').textContent).toBe('Rechazada');
    expect(within(vote).getByTestId('vote-yes').textContent).toBe('4');
    expect(within(vote).getByTestId('vote-no').textContent).toBe('1');
    expect(within(vote).getByTestId('vote-abstain').textContent).toBe('0');
    expect(vote.textContent).toContain('Se necesitan 3 votos a favor');
    expect(vote.textContent).toContain('Veto de Francia');
    expect(screen.getByText('Votación')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Próximos oradores' })).toBeNull();
  });

  it('shows a roll-call vote in progress with who votes now, its tally and how many votes are pending', async () => {
    show(
      liveState({
        floor: {
          mode: 'votacion',
          speech: null,
          vote: {
            id: 'v2',
            key: 'clave-v2',
            subject: { type: 'document', label: 'Enmienda 3' },
            method: 'roll_call',
            majority: 'dos_tercios',
            openedAt: NOW,
            phones: null,
            rollCall: {
              substantive: true,
              majority: 'dos_tercios',
              voters: ['colombia', 'francia', 'japón', 'kenia', 'méxico'].map((id) => ({ id, name: id, veto: false, mayAbstain: true })),
              answers: { colombia: 'a_favor', francia: 'a_favor', japón: 'en_contra' },
              passes: [],
            },
            tally: {
              yes: 2,
              no: 1,
              abstain: 0,
              majority: 'dos_tercios',
              basis: 'presentes',
              base: 5,
              required: 4,
              vetoes: [],
              passed: false,
              pending: 2,
              decided: false,
            },
          },
        },
      }),
    );
    const vote = await screen.findByRole('region', { name: 'Votación en curso' });
    expect(vote.textContent).toContain('Enmienda 3');
    expect(vote.textContent).toContain('Nominal · Mayoría de dos tercios');
    expect(within(vote).getByTestId('vote-yes').textContent).toBe('2');
    expect(vote.textContent).toContain('Se necesitan 4 votos a favor · votos pendientes: 2');
    expect(within(vote).getByTestId('banner-called').textContent).toBe('Vota ahora: Kenia');
    expect(within(vote).queryByTestId('vote-outcome')).toBeNull();
  });

  it('gives the centre to a result just taken, with its whole title, the counts and the arithmetic; then back to the side', async () => {
    const result = {
      yes: 4,
      no: 1,
      abstain: 0,
      majority: 'simple' as const,
      basis: 'presentes' as const,
      base: 5,
      required: 3,
      vetoes: [],
      passed: true,
      pending: 0,
      decided: true,
    };
    const title = 'Proyecto de resolución 1.1 sobre la financiación de la adaptación al cambio climático en los pequeños Estados insulares';
    const taken = liveState({
      floor: {
        mode: 'votacion',
        speech: null,
        results: [{ id: 'v3', subject: { type: 'document', label: title }, method: 'placard', result, at: NOW - 5_000 }],
      },
    });
    const { rerender } = show(taken);
    const centre = await screen.findByTestId('banner-result');
    expect(centre.textContent).toContain(title);
    expect(centre.textContent).toContain('Aprobada');
    expect(within(centre).getByTestId('vote-yes').textContent).toBe('4');
    expect(within(centre).getByTestId('banner-arithmetic').textContent).toBe('Mayoría simple · necesarios: 3 de 5 · a favor: 4');
    rerender(
      <BannerScreen commission={commission} state={taken} now={NOW + 60_000} connected meetsCode={null} meetsUrl="sala.example/meets" />,
    );
    expect(screen.queryByTestId('banner-result')).toBeNull();
    expect(screen.getByTestId('vote-outcome').textContent).toBe('Aprobada');
  });

  it('shows a vote from phones in progress with «Votos emitidos N de M» only, and its result in the centre with its method', async () => {
    const voters = ['colombia', 'francia', 'japón', 'kenia', 'méxico'].map((id) => ({ id, name: id, veto: false, mayAbstain: true }));
    const phones = { voteId: 'b-9', secret: true, firstCounts: true, substantive: true, majority: 'simple' as const, voters };
    const vote = {
      id: 'v4',
      key: 'clave-v4',
      subject: { type: 'document' as const, label: 'Elección de la mesa' },
      method: 'phones_secret' as const,
      majority: 'simple' as const,
      openedAt: NOW,
      rollCall: null,
      tally: null,
      phones,
    };
    const open = liveState({ floor: { mode: 'votacion', speech: null, vote } });
    const view = show(open, { ballots: { voteId: 'b-9', cast: 3, eligible: 5 } });
    expect(screen.getByTestId('banner-ballots').textContent).toBe('Votos emitidos 3 de 5');
    expect(screen.getAllByText(/Con teléfonos – secreta/).length).toBeGreaterThan(0);
    view.unmount();
    // Another vote's count is not this one's.
    show(open, { ballots: { voteId: 'b-8', cast: 4, eligible: 5 } });
    expect(screen.queryByTestId('banner-ballots')).toBeNull();
    cleanup();
    const result = { yes: 3, no: 1, abstain: 1, majority: 'simple' as const, basis: 'presentes' as const, base: 5, required: 3 };
    const taken = { ...result, vetoes: [], passed: true, pending: 0, decided: true };
    show(
      liveState({
        floor: {
          mode: 'votacion',
          speech: null,
          results: [{ id: 'v4', subject: vote.subject, method: 'phones_secret', result: taken, at: NOW - 5_000 }],
        },
      }),
    );
    const centre = await screen.findByTestId('banner-result');
    expect(within(centre).getByTestId('banner-method').textContent).toBe('Con teléfonos – secreta');
    expect(within(centre).getByTestId('vote-yes').textContent).toBe('3');
  });

  it('gives the centre to a caucus’s timer between speakers, and to the speech while one runs', () => {
    const caucus = {
      motionId: 'm1',
      kind: 'caucus_moderado' as const,
      topic: 'Financiación de la adaptación',
      timer: { remainingMs: 600_000, startedAt: NOW - 60_000 },
      totalMs: 600_000,
      speakerMs: 60_000,
    };
    const between = liveState({ floor: { mode: 'caucus_moderado', speech: null, speakers: [], caucus } });
    const { rerender } = show(between);
    expect(screen.getByText('Financiación de la adaptación')).toBeTruthy();
    expect(timer().textContent).toBe('9:00');
    const speaking = liveState({
      floor: {
        mode: 'caucus_moderado',
        caucus,
        speakers: [],
        speech: {
          id: 'd1',
          spokenMs: 0,
          delegationId: 'kenia',
          mode: 'discurso',
          timer: { remainingMs: 60_000, startedAt: NOW - 15_000 },
          yieldedBy: null,
        },
      },
    });
    rerender(<BannerScreen commission={commission} state={speaking} now={NOW} connected meetsCode={null} meetsUrl="sala.example/meets" />);
    expect(screen.getByTestId('banner-speaker').textContent).toBe('Kenia');
    expect(timer().textContent).toBe('0:45');
    expect(screen.getByRole('region', { name: 'Caucus moderado' }).textContent).toContain('9:00');
  });

  it('shows the /meets code big while a self check-in roll call is open, with a QR code a phone opens it from', () => {
    show(liveState(), { meetsCode: { code: 'K7QF3M', changesAt: NOW + 20_000, qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>' } });
    const code = screen.getByRole('region', { name: 'Código de asistencia' });
    expect(within(code).getByTestId('banner-meets-code').textContent).toBe('K7QF3M');
    expect(code.textContent).toContain('sala.example/meets');
    const qr = within(code).getByTestId('banner-meets-qr');
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"/>')}`);
    expect(qr.getAttribute('alt')).toBe('');
  });

  it('says «Reconectando…» while the live link is down, keeping the last state on screen', () => {
    show(liveState(), { connected: false });
    expect(screen.getByRole('status').textContent).toBe('Reconectando…');
    expect(screen.getByTestId('banner-speaker').textContent).toBe('Colombia');
  });

  it('shows the commission, its topic and room when no session is open, with the quorum missing', () => {
    show(
      liveState({
        session: null,
        quorum: { members: 7, present: 2, debateRequired: 3, decisionRequired: 4, hasDebateQuorum: false, hasDecisionQuorum: false },
      }),
    );
    const idle = screen.getByTestId('banner-idle');
    expect(within(idle).getByRole('heading', { level: 1 }).textContent).toBe('Asamblea General');
    expect(within(idle).getByText('Cambio climático')).toBeTruthy();
    expect(within(idle).getByText('Sin sesión en curso')).toBeTruthy();
    expect(within(idle).getByText('Sala Aula Magna')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByTestId('banner-attendance').textContent).toBe('Presentes 2 de 7quórum debate ✗votación ✗');
    // No session scheduled: nothing is said about the next one.
    expect(screen.queryByTestId('banner-next-session')).toBeNull();
  });

  it('names the next scheduled session with its day and time while idle, and not during a session', () => {
    const nextSession = { id: 'p1', title: 'Tercera sesión', topic: '', startsAt: '2027-03-11T14:30:00.000Z' };
    const at = new Intl.DateTimeFormat('es-ES', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(nextSession.startsAt));
    const { unmount } = show(liveState({ session: null, nextSession }));
    expect(screen.getByTestId('banner-next-session').textContent).toBe(`Próxima sesión: Tercera sesión · ${at}`);
    expect(at).toMatch(/jueves, 11 de marzo/);
    unmount();
    show(liveState({ nextSession }));
    expect(screen.queryByTestId('banner-next-session')).toBeNull();
  });

  it('lists at most three press headlines while idle, and none during a session', () => {
    const headlines = ['Uno', 'Dos', 'Tres', 'Cuatro'].map((title) => ({ title, summary: null }));
    const { unmount } = show(liveState({ session: null }), { headlines });
    const news = screen.getByRole('region', { name: 'Noticias' });
    expect(
      within(news)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Uno', 'Dos', 'Tres']);
    unmount();
    show(liveState(), { headlines });
    expect(screen.queryByRole('region', { name: 'Noticias' })).toBeNull();
  });

  it('draws in the chair’s appearance: dark by default, light with «claro», the warning in each theme’s amber', () => {
    const colours = () => {
      const main = getComputedStyle(screen.getByRole('main'));
      return { background: main.backgroundColor, text: main.color, timer: getComputedStyle(timer()).color };
    };
    const { unmount } = show(liveState(), { now: NOW + 55_000 });
    expect(colours()).toEqual({ background: 'rgb(11, 11, 13)', text: 'rgb(255, 255, 255)', timer: 'rgb(255, 176, 32)' });
    unmount();
    show(liveState(), { now: NOW + 55_000, banner: { theme: 'claro', showHeadlines: true, scale: 'grande' } });
    expect(colours()).toEqual({ background: 'rgb(255, 255, 255)', text: 'rgb(11, 11, 13)', timer: 'rgb(110, 60, 0)' });
    expect(getComputedStyle(screen.getByRole('main')).getPropertyValue('--banner-scale')).toBe('1.2');
  });
});

// @vitest-environment jsdom
import {
  type ActaSummary,
  DEFAULT_MOTION_CATALOGUE,
  ERROR_MESSAGES_ES,
  emptyFloor,
  type Floor,
  type LiveCommand,
  type LiveState,
  procedureRulesOf,
  quorumOf,
} from '@quorum/shared';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { renderWithApp, stubServer } from '../../test-utils';
import { ActaTab } from './components/acta-tab';
import { CaucusPanel } from './components/caucus-panel';
import { MotionsTab } from './components/motions-tab';
import { RefusedActions } from './components/refused-actions';
import { RollCallTab } from './components/roll-call-tab';
import { useConsoleShortcuts } from './components/shortcuts';
import { SpeakersList } from './components/speakers-list';
import { SpeakingStatistics } from './components/speaking-statistics';
import { castOf } from './components/phone-vote';
import { VotingTab } from './components/voting-tab';
import { TimerFace } from './components/timer-face';
import { UndoDialog } from './components/undo-dialog';
import {
  ConsoleContext,
  type ConsoleHeard,
  ConsoleHeardContext,
  type ConsoleLink,
  ConsoleLinkContext,
  ConsoleNowContext,
  type ConsoleStore,
  type ConsoleValue,
} from './use-console';

const NOW = 1_000_000;
const rules = procedureRulesOf({ kind: 'asamblea', rules: {} });
const attendance = [
  { delegationId: 'co', name: 'Colombia', kind: 'miembro' as const, veto: false, status: 'presente' as const },
  { delegationId: 'fr', name: 'Francia', kind: 'miembro' as const, veto: false, status: 'presente' as const },
  { delegationId: 'jp', name: 'Japón', kind: 'miembro' as const, veto: false, status: 'ausente' as const },
];

/** A commission in session: Colombia and Francia present, Japón absent; the floor as given. */
function stateWith(floor: Partial<Floor> = {}): LiveState {
  const room = attendance.map((d) => ({ id: d.delegationId, name: d.name, kind: d.kind, veto: d.veto, status: d.status }));
  return {
    commissionId: 'c1',
    version: 4,
    lastSequence: 4,
    session: { id: 's1', number: 1, title: 'Primera', topic: '', status: 'en_curso', openedAt: '2027-03-10T09:00:00Z', closedAt: null },
    nextSession: null,
    rollCall: { id: 'r1', sessionId: 's1', mode: 'chair', openedAt: '2027-03-10T09:00:00Z', closedAt: null, marks: [] },
    attendance,
    quorum: quorumOf(room, rules.debateQuorum),
    rules,
    catalogue: DEFAULT_MOTION_CATALOGUE,
    floor: { ...emptyFloor(rules), ...floor },
  };
}

/** Renders `ui` inside the console's context; answers the commands it sent. */
function renderConsole(ui: ReactNode, floor: Partial<Floor> = {}, now = NOW) {
  const sent: LiveCommand[] = [];
  const value: ConsoleValue = {
    commissionId: 'c1',
    state: stateWith(floor),
    send: (command) => sent.push(command),
    names: new Map(attendance.map((d) => [d.delegationId, d.name])),
    delegates: new Map([
      [
        'co',
        [
          { id: 'd1', delegationId: 'co' },
          { id: 'd2', delegationId: 'co' },
        ],
      ],
      ['fr', [{ id: 'd3', delegationId: 'fr' }]],
    ]),
  };
  const link: ConsoleLink = { connection: 'open', queue: [], waiting: false };
  const noneHeard: ConsoleHeard = { ballots: null, requestsHeard: 0, papersHeard: 0 };
  // Each render hands the parts new stores holding the values given: they read them anew.
  const held = <T,>(value: T): ConsoleStore<T> => ({ get: () => value, subscribe: () => () => undefined });
  const inContext = (v: ConsoleValue, h: ConsoleHeard, at: number) => (
    <ConsoleContext.Provider value={v}>
      <ConsoleLinkContext.Provider value={held(link)}>
        <ConsoleHeardContext.Provider value={held(h)}>
          <ConsoleNowContext.Provider value={held(at)}>{ui}</ConsoleNowContext.Provider>
        </ConsoleHeardContext.Provider>
      </ConsoleLinkContext.Provider>
    </ConsoleContext.Provider>
  );
  const view = renderWithApp(inContext(value, noneHeard, now));
  let at = now;
  let heard = noneHeard;
  const rerender = ({
    now: next = at,
    ballots = heard.ballots,
    requestsHeard = heard.requestsHeard,
    papersHeard = heard.papersHeard,
    ...rest
  }: Partial<ConsoleValue> & Partial<ConsoleHeard> & { now?: number }) => {
    at = next;
    heard = { ballots, requestsHeard, papersHeard };
    view.rerender(inContext({ ...value, ...rest }, heard, at));
  };
  return { ...view, sent, rerender, value };
}

afterEach(() => vi.unstubAllGlobals());

describe('the roll call of the console', () => {
  it('shows the quorum and the votes needed, and one tap marks every seated delegate of the delegation', async () => {
    const { user, sent } = renderConsole(<RollCallTab />);
    expect(screen.getByText('Quórum: 2 de 3 — debate sí, votación sí')).toBeTruthy();
    expect(screen.getByText('Votos necesarios: mayoría simple 2, dos tercios 2 (sobre 2)')).toBeTruthy();
    const colombia = screen.getByRole('group', { name: 'Asistencia de Colombia' });
    await user.click(within(colombia).getByRole('button', { name: 'Ausente' }));
    expect(sent).toEqual([
      { type: 'rollCall.mark', rollCallId: 'r1', delegateId: 'd1', status: 'ausente' },
      { type: 'rollCall.mark', rollCallId: 'r1', delegateId: 'd2', status: 'ausente' },
    ]);
  });
});

/** The stubbed server's answers, with no phones following the room (the roll-call tab lists them). */
const withoutPhones = (answer: (request: { url: string }) => { status?: number; body: unknown }) => (request: { url: string }) =>
  request.url.endsWith('/room/devices') ? { body: { delegations: [] } } : answer(request);

describe('the self check-ins of the console', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('groups who checked in by themselves by the address each came from, the busiest first, with time and way in', async () => {
    const at = (s: number) => new Date(Date.UTC(2027, 2, 10, 9, 0, s)).toISOString();
    const checkIn = (delegateId: string, name: string, delegationName: string, address: string, way: string, s: number) => ({
      delegateId,
      name,
      delegationName,
      address,
      way,
      checkedInAt: at(s),
    });
    const server = stubServer(
      withoutPhones(() => ({
        body: {
          rollCallId: 'r1',
          open: true,
          checkIns: [
            checkIn('d1', 'Camila Rojas', 'Colombia', '198.51.100.10', 'codigo_personal', 1),
            checkIn('d3', 'Fabián Rojas', 'Francia', '203.0.113.77', 'documento', 2),
            checkIn('d4', 'Julia Rojas', 'Japón', '203.0.113.77', 'documento', 3),
          ],
          viewerAddress: '198.51.100.10',
          rollCalls: [{ id: 'r1', openedAt: at(0), closedAt: null, count: 3 }],
        },
      })),
    );
    const { rerender } = renderConsole(<RollCallTab />);
    // Not while the chair marks the roll call: only a self check-in roll call shows it.
    expect(screen.queryByTestId('self-check-ins')).toBeNull();
    rerender({ state: { ...stateWith(), rollCall: { ...(stateWith().rollCall as NonNullable<LiveState['rollCall']>), mode: 'self' } } });
    const section = await screen.findByRole('region', { name: 'Autorregistros y desde dónde' });
    await waitFor(() => expect(within(section).getAllByTestId('self-check-in-address')).toHaveLength(2));
    const [outside, venue] = within(section).getAllByTestId('self-check-in-address') as [HTMLElement, HTMLElement];
    expect(within(outside).getByText('203.0.113.77')).toBeTruthy();
    expect(within(outside).getByText('2 autorregistros')).toBeTruthy();
    expect(outside.textContent).toMatch(/Fabián Rojas \(Francia\) · con documento/);
    expect(outside.textContent).toMatch(/Julia Rojas \(Japón\) · con documento/);
    expect(within(venue).getByText('1 autorregistro')).toBeTruthy();
    expect(venue.textContent).toMatch(/Camila Rojas \(Colombia\) · con código personal/);
    // The console's own address (the venue's network) is marked; the outside one is not.
    expect(within(venue).getByText('La red de este dispositivo')).toBeTruthy();
    expect(within(outside).queryByText('La red de este dispositivo')).toBeNull();
    expect(server.requests.map((r) => r.url)).toContain('/api/commissions/c1/live/self-check-ins');
  });

  it('keeps the last self roll call’s check-ins once it is closed, opens an earlier one’s, and shows nothing when there were none', async () => {
    const at = (h: number) => new Date(Date.UTC(2027, 2, 10, h)).toISOString();
    const fabian = { delegateId: 'd3', name: 'Fabián Rojas', delegationName: 'Francia', address: '203.0.113.77', way: 'documento' };
    const rollCalls = [
      { id: 'r1', openedAt: at(14), closedAt: at(15), count: 1 },
      { id: 'r0', openedAt: at(9), closedAt: at(10), count: 1 },
    ];
    let answer = {
      rollCallId: 'r1',
      open: false,
      checkIns: [{ ...fabian, checkedInAt: at(14) }],
      viewerAddress: '198.51.100.10',
      rollCalls,
    };
    const earlier = { ...answer, rollCallId: 'r0', checkIns: [{ ...fabian, address: '192.0.2.9', checkedInAt: at(9) }] };
    const server = stubServer(withoutPhones((request) => ({ body: request.url.includes('rollCallId=r0') ? earlier : answer })));
    const { rerender } = renderConsole(<RollCallTab />);
    rerender({ state: { ...stateWith(), rollCall: null } });
    // Below «no roll call open»: the last self roll call's check-ins.
    const section = await screen.findByRole('region', { name: 'Autorregistros y desde dónde' });
    await waitFor(() => expect(within(section).getByText('203.0.113.77')).toBeTruthy());
    // The morning's, picked from the self roll calls of the commission.
    fireEvent.mouseDown(within(section).getByRole('combobox', { name: 'Llamado a lista' }));
    fireEvent.click((await screen.findAllByRole('option'))[1] as HTMLElement);
    await waitFor(() => expect(within(section).getByText('192.0.2.9')).toBeTruthy());
    expect(server.requests.map((r) => r.url)).toContain('/api/commissions/c1/live/self-check-ins?rollCallId=r0');
    cleanup();
    answer = { rollCallId: null as unknown as string, open: false, checkIns: [], viewerAddress: '198.51.100.10', rollCalls: [] };
    const again = renderConsole(<RollCallTab />);
    again.rerender({ state: { ...stateWith(), rollCall: null } });
    expect(await screen.findByRole('button', { name: 'Llamado por la presidencia' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('self-check-ins')).toBeNull());
  });
});

describe('the phones of the console', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says in words which delegations have a phone following the room, and ends a delegate’s phone sessions once confirmed', async () => {
    const devices = {
      delegations: [
        {
          delegationId: 'co',
          name: 'Colombia',
          connected: true,
          delegates: [{ delegateId: 'd1', name: 'Camila Rojas', activeDevices: 2, connected: true }],
        },
        {
          delegationId: 'fr',
          name: 'Francia',
          connected: false,
          delegates: [{ delegateId: 'd3', name: 'Fabián Rojas', activeDevices: 0, connected: false }],
        },
      ],
    };
    const server = stubServer((request) =>
      request.method === 'DELETE'
        ? { body: { ended: 2 } }
        : request.url.endsWith('/room/devices')
          ? { body: devices }
          : { body: { rollCallId: null, open: false, checkIns: [] } },
    );
    const { user } = renderConsole(<RollCallTab />);
    const section = await screen.findByRole('region', { name: 'Teléfonos' });
    await waitFor(() => expect(within(section).getAllByTestId('room-phones-delegation')).toHaveLength(2));
    const [colombia, francia] = within(section).getAllByTestId('room-phones-delegation') as [HTMLElement, HTMLElement];
    expect(colombia.textContent).toContain('Conectado');
    expect(colombia.textContent).toContain('Camila Rojas: 2 sesiones');
    expect(francia.textContent).toContain('Sin conexión');
    expect(within(francia).queryByRole('button')).toBeNull();
    await user.click(within(colombia).getByRole('button', { name: 'Cerrar sesiones del teléfono' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Los teléfonos de Camila Rojas dejarán de seguir la sala');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar sesiones del teléfono' }));
    await waitFor(() =>
      expect(server.requests.find((r) => r.method === 'DELETE')).toMatchObject({
        url: '/api/commissions/c1/delegates/d1/room/devices',
        body: {},
      }),
    );
  });
});

describe('opening a roll call from the console', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [true, ['chair', 'self']],
    [false, ['chair']],
  ] as const)('offers the chair marking or self check-in at /meets (self check-in on: %s)', async (meets, opened) => {
    stubServer(
      withoutPhones((request) =>
        request.url.endsWith('/self-check-ins')
          ? { body: { rollCallId: null, open: false, checkIns: [] } }
          : { body: { register: false, verificator: false, data: false, meets, news: false } },
      ),
    );
    const { user, sent, rerender } = renderConsole(<RollCallTab />);
    rerender({ state: { ...stateWith(), rollCall: null } });
    const self = await screen.findByRole('button', { name: 'Autorregistro (/meets)' });
    await user.click(screen.getByRole('button', { name: 'Llamado por la presidencia' }));
    await waitFor(() => expect(self).toHaveProperty('disabled', !meets));
    if (meets) await user.click(self);
    else expect(screen.getByTestId('self-check-in-off').textContent).toContain('lo activa el Gestor en Permisos');
    expect(sent).toEqual(opened.map((mode) => ({ type: 'rollCall.open', mode })));
  });
});

describe('the speakers list of the console', () => {
  const floor = {
    speakers: [
      { id: 'o1', delegationId: 'co' },
      { id: 'o2', delegationId: 'fr' },
    ],
  };

  it('moves a speaker with Alt+↓ on its row and with the arrow buttons, and removes one', async () => {
    const { user, sent } = renderConsole(<SpeakersList />, floor);
    const rows = screen.getAllByRole('listitem');
    fireEvent.keyDown(rows[0], { key: 'ArrowDown', altKey: true });
    await user.click(screen.getByRole('button', { name: 'Subir a Francia' }));
    await user.click(screen.getByRole('button', { name: 'Quitar a Colombia de la lista' }));
    expect(sent).toEqual([
      { type: 'speakers.move', speakerId: 'o1', toIndex: 1 },
      { type: 'speakers.move', speakerId: 'o2', toIndex: 0 },
      { type: 'speakers.remove', speakerId: 'o1' },
    ]);
    expect(screen.getByRole('button', { name: 'Subir a Colombia' })).toHaveProperty('disabled', true);
  });
});

/** The console's shortcuts beside a text field. */
function Shortcuts({ onUndo }: { onUndo: () => void }) {
  useConsoleShortcuts(onUndo);
  return <input aria-label="Campo" />;
}

describe('the keyboard shortcuts of the console', () => {
  it('N gives the floor, Espacio starts or pauses the speech, U asks to undo; nothing while typing in a field', () => {
    const onUndo = vi.fn();
    const speech = {
      id: 's1',
      delegationId: 'co',
      mode: 'discurso' as const,
      timer: { remainingMs: 90_000, startedAt: null },
      yieldedBy: null,
      spokenMs: 0,
    };
    const { sent } = renderConsole(<Shortcuts onUndo={onUndo} />, { speech });
    fireEvent.keyDown(document.body, { key: 'n' });
    fireEvent.keyDown(document.body, { key: ' ' });
    fireEvent.keyDown(document.body, { key: 'u' });
    expect(sent).toEqual([{ type: 'speech.next' }, { type: 'timer.start', target: 'speech' }]);
    expect(onUndo).toHaveBeenCalledTimes(1);
    const field = screen.getByLabelText('Campo');
    fireEvent.keyDown(field, { key: 'n' });
    fireEvent.keyDown(field, { key: ' ' });
    fireEvent.keyDown(field, { key: 'u' });
    expect(sent).toHaveLength(2);
    expect(onUndo).toHaveBeenCalledTimes(1);
  });
});

describe('a timer of the console', () => {
  it('turns amber with one beep in the warning, then red and negative in overtime', () => {
    const started: number[] = [];
    class FakeAudio {
      state = 'running';
      currentTime = 0;
      destination = {};
      createGain = () => ({ gain: { value: 0 }, connect: (next: unknown) => next });
      createOscillator = () => ({
        type: '',
        frequency: { value: 0 },
        connect: (next: unknown) => next,
        start: () => started.push(Date.now()),
        stop: () => undefined,
      });
      resume = () => Promise.resolve();
    }
    vi.stubGlobal('AudioContext', FakeAudio);
    const timer = { remainingMs: 30_000, startedAt: NOW };
    const ui = <TimerFace timer={timer} label="Tiempo de Colombia" beepKey="speech-1" />;
    const { rerender } = renderConsole(ui);
    fireEvent.pointerDown(window);
    const face = screen.getByRole('timer', { name: 'Tiempo de Colombia' });
    expect(face.textContent).toContain('0:30');
    expect(face.dataset.tone).toBe('normal');

    act(() => rerender({ now: NOW + 22_000 }));
    expect(face.textContent).toContain('0:08');
    expect(face.dataset.tone).toBe('warning');
    act(() => rerender({ now: NOW + 23_000 }));
    expect(started).toHaveLength(1);

    act(() => rerender({ now: NOW + 32_500 }));
    expect(face.textContent).toContain('-0:02');
    expect(face.dataset.tone).toBe('overtime');
    expect(started).toHaveLength(1);
  });
});

describe('the refused actions of the console', () => {
  it('show the server’s message with «Repetir» and «Descartar»', async () => {
    const action = {
      actionId: 'a1',
      command: { type: 'speech.next' } as const,
      error: new ApiError(409, 'SPEAKERS_EMPTY', 'La lista de oradores está vacía.'),
    };
    const repeat = vi.fn();
    const dismiss = vi.fn();
    const { user } = renderWithApp(<RefusedActions refused={[action]} repeat={repeat} dismiss={dismiss} />);
    expect(screen.getByText('La lista de oradores está vacía.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Repetir' }));
    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(repeat).toHaveBeenCalledWith(action);
    expect(dismiss).toHaveBeenCalledWith('a1');
  });
});

describe('the voting tab of the console', () => {
  it('calls the delegation whose turn it is, offers abstention only to who may abstain, and counts what is missing', async () => {
    const voters = [
      { id: 'co', name: 'Colombia', veto: false, mayAbstain: false },
      { id: 'fr', name: 'Francia', veto: false, mayAbstain: true },
    ];
    const tally = { yes: 0, no: 0, abstain: 0, majority: 'simple' as const, basis: 'presentes' as const, base: 2, required: 2 };
    const vote = {
      id: 'v1',
      key: 'clave-v1',
      subject: { type: 'document' as const, label: 'Proyecto 1.1' },
      method: 'roll_call' as const,
      majority: 'simple' as const,
      openedAt: NOW,
      rollCall: { substantive: true, majority: 'simple' as const, voters, answers: {}, passes: [] },
      tally: { ...tally, vetoes: [], passed: false, pending: 2, decided: false },
      phones: null,
    };
    const { user, sent } = renderConsole(<VotingTab />, { vote });
    expect(screen.getByText('Votación: Proyecto 1.1')).toBeTruthy();
    expect(screen.getByTestId('called-now').textContent).toBe('Colombia');
    expect(screen.getByRole('button', { name: 'Abstención' })).toHaveProperty('disabled', true);
    expect(screen.getByText(/A favor 0 · En contra 0 · Abstenciones 0 · Base 2 · Necesarios 2 · faltan 2/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'A favor' }));
    expect(sent).toEqual([{ type: 'vote.answer', delegationId: 'co', answer: 'a_favor' }]);
  });

  it('says why placard counts cannot be recorded where they are typed, and records them once they can', async () => {
    const vote = {
      id: 'v2',
      key: 'clave-v2',
      subject: { type: 'document' as const, label: 'Proyecto 1.2' },
      method: 'placard' as const,
      majority: 'simple' as const,
      openedAt: NOW,
      rollCall: null,
      tally: null,
      phones: null,
    };
    const { user, sent } = renderConsole(<VotingTab />, { vote });
    const record = () => screen.getByRole('button', { name: 'Registrar resultado' });
    expect(record()).toHaveProperty('disabled', true);
    await user.type(screen.getByRole('spinbutton', { name: 'A favor' }), '30');
    await user.type(screen.getByRole('spinbutton', { name: 'En contra' }), '9');
    expect(screen.getByTestId('placard-problem').textContent).toBe(
      'Los conteos suman 39 y solo hay 2 delegaciones presentes con derecho a voto: revísalos.',
    );
    expect(record()).toHaveProperty('disabled', true);
    await user.clear(screen.getByRole('spinbutton', { name: 'A favor' }));
    await user.type(screen.getByRole('spinbutton', { name: 'A favor' }), '1');
    await user.clear(screen.getByRole('spinbutton', { name: 'En contra' }));
    await user.type(screen.getByRole('spinbutton', { name: 'En contra' }), '1');
    expect(screen.getByTestId('placard-problem').textContent).toBe('');
    await user.click(record());
    expect(sent).toEqual([{ type: 'vote.placard', yes: 1, no: 1, abstain: 0, vetoHoldersAgainst: [] }]);
  });
});

describe('the speaking time of the console', () => {
  it('changes the time of the next speeches from the list, within 10 s and 30 min', async () => {
    const { user, sent } = renderConsole(<SpeakersList />);
    const field = screen.getByLabelText('Tiempo por intervención (s)');
    expect((field as HTMLInputElement).value).toBe('90');
    await user.clear(field);
    await user.type(field, '5');
    expect(screen.getByRole('button', { name: 'Cambiar' })).toHaveProperty('disabled', true);
    await user.type(field, '0{Enter}');
    expect(sent).toEqual([{ type: 'speakingTime.set', seconds: 50 }]);
  });
});

/**
 * The summary of a short session: a roll call, two motions, a roll-call vote, a draft adopted and one that fell, a
 * warning, a speaker.
 */
const SUMMARY: ActaSummary = {
  rollCalls: [
    { label: 'Llamado a lista 1', session: 'Sesión 1', at: '2027-03-10T09:00:00Z', present: 2, presentAndVoting: 0, absent: ['Japón'] },
  ],
  motions: [
    { at: '2027-03-10T09:10:00Z', label: 'Caucus moderado: Agua', by: 'Colombia', outcome: 'aprobada', yes: 2, no: 0 },
    { at: '2027-03-10T09:11:00Z', label: 'Caucus no moderado', by: 'Francia', outcome: 'decae sin votarse', yes: null, no: null },
  ],
  votes: [
    {
      at: '2027-03-10T09:30:00Z',
      title: 'Resolución 1.1',
      method: 'nominal',
      outcome: 'rechazada',
      yes: 1,
      no: 1,
      abstain: 0,
      grid: [
        { delegation: 'Colombia', answer: 'a favor' },
        { delegation: 'Francia', answer: 'en contra' },
      ],
    },
  ],
  resolutions: [
    { at: '2027-03-10T09:35:00Z', symbol: 'AG/1/2027', title: 'Agua potable', outcome: 'aprobada', yes: 2, no: 0, abstain: 0 },
    { at: '2027-03-10T09:38:00Z', symbol: null, title: 'Energía', outcome: 'rechazada', yes: null, no: null, abstain: null },
  ],
  warnings: [
    {
      at: '2027-03-10T09:40:00Z',
      delegationId: 'fr',
      delegation: 'Francia',
      level: 'escrita',
      levelText: 'escrita',
      reason: 'Uso del celular',
    },
  ],
  speakers: [{ delegation: 'Colombia', speeches: 1, time: '1:05' }],
};

describe('the acta tab of the console', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the summary above the log: a section per part, each table named by its heading', async () => {
    const log = {
      rows: [
        { sequence: 1, event: 'session.opened', createdAt: '2027-03-10T09:00:00Z', actorName: 'Ana', description: 'Se abre la sesión 1' },
      ],
      total: 1,
      page: 0,
      pageSize: 50,
    };
    const { requests } = stubServer(({ url }) => ({ body: url.endsWith('/log/summary') ? SUMMARY : log }));
    renderConsole(<ActaTab />);
    const summary = await screen.findByTestId('acta-summary');
    expect(requests.map((r) => r.url)).toContain('/api/commissions/c1/live/log/summary');
    // Headings: the summary, its parts in the downloads' order, the roll-call vote's grid, then the log.
    expect(screen.getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent}`)).toEqual([
      'H2 Resumen',
      'H3 Asistencia',
      'H3 Mociones',
      'H3 Votaciones',
      'H4 Votación nominal: «Resolución 1.1»',
      'H3 Resoluciones',
      'H3 Amonestaciones',
      'H3 Oradores',
      'H2 Registro',
    ]);
    const rowsOf = (name: string) =>
      within(within(summary).getByRole('table', { name }))
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        );
    expect(rowsOf('Asistencia')).toEqual([[expect.stringMatching(/^Llamado a lista 1Sesión 1 · .+Ausentes: Japón$/), '2', '0']]);
    expect(rowsOf('Mociones')).toEqual([
      [expect.stringContaining('Caucus moderado: AguaPropuesta por Colombia · '), 'AprobadaA favor: 2 · En contra: 0'],
      [expect.stringContaining('Caucus no moderadoPropuesta por Francia · '), 'Decae sin votarse'],
    ]);
    expect(rowsOf('Votaciones')).toEqual([
      [expect.stringContaining('Resolución 1.1Nominal · '), 'RechazadaA favor: 1 · En contra: 1 · Abstenciones: 0'],
    ]);
    expect(rowsOf('Votación nominal: «Resolución 1.1»')).toEqual([
      ['Colombia', 'a favor'],
      ['Francia', 'en contra'],
    ]);
    expect(rowsOf('Resoluciones')).toEqual([
      [expect.stringMatching(/^Agua potableVotado a las .+/), 'Aprobada como AG/1/2027A favor: 2 · En contra: 0 · Abstenciones: 0'],
      [expect.stringMatching(/^EnergíaVotado a las .+/), 'Rechazada'],
    ]);
    expect(rowsOf('Amonestaciones')).toEqual([[expect.stringContaining('Francia'), 'Escrita', 'Uso del celular']]);
    expect(rowsOf('Oradores')).toEqual([['Colombia', '1', '1:05']]);
    expect(within(screen.getByRole('list', { name: 'Acta' })).getByText('Se abre la sesión 1')).toBeTruthy();
  });

  it('reads the summary again when the stream announces a working paper’s change: a draft’s vote writes no entry', async () => {
    const log = {
      rows: [{ sequence: 1, event: 'session.opened', createdAt: '2027-03-10T09:00:00Z', actorName: null, description: 'x' }],
      total: 1,
      page: 0,
      pageSize: 50,
    };
    const { requests } = stubServer(({ url }) => ({ body: url.endsWith('/log/summary') ? SUMMARY : log }));
    const { rerender } = renderConsole(<ActaTab />);
    await screen.findByTestId('acta-summary');
    const summaries = () => requests.filter((r) => r.url.endsWith('/log/summary')).length;
    const before = summaries();
    rerender({ papersHeard: 1 });
    await waitFor(() => expect(summaries()).toBe(before + 1));
  });

  it('says where each answer of a roll-call vote came from when phones answered in it', async () => {
    const [vote] = SUMMARY.votes;
    const byPhones: ActaSummary = {
      ...SUMMARY,
      votes: [
        {
          ...(vote as ActaSummary['votes'][number]),
          grid: [
            { delegation: 'Colombia', answer: 'a favor', source: 'teléfono' },
            { delegation: 'Francia', answer: 'en contra', source: 'respuesta de la mesa' },
          ],
        },
      ],
    };
    const log = {
      rows: [{ sequence: 1, event: 'session.opened', createdAt: '2027-03-10T09:00:00Z', actorName: null, description: 'x' }],
      total: 1,
      page: 0,
      pageSize: 50,
    };
    stubServer(({ url }) => ({ body: url.endsWith('/log/summary') ? byPhones : log }));
    renderConsole(<ActaTab />);
    const grid = await screen.findByRole('table', { name: 'Votación nominal: «Resolución 1.1»' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Delegación', 'Voto', 'Emitido desde']);
    expect(
      within(grid)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Colombiaa favorteléfono', 'Franciaen contrarespuesta de la mesa']);
  });

  it('says which parts are empty in words', async () => {
    const empty: ActaSummary = { rollCalls: [], motions: [], votes: [], resolutions: [], warnings: [], speakers: [] };
    const log = {
      rows: [{ sequence: 1, event: 'session.opened', createdAt: '2027-03-10T09:00:00Z', actorName: null, description: 'x' }],
      total: 1,
      page: 0,
      pageSize: 50,
    };
    stubServer(({ url }) => ({ body: url.endsWith('/log/summary') ? empty : log }));
    renderConsole(<ActaTab />);
    const summary = await screen.findByTestId('acta-summary');
    for (const text of [
      'No hubo llamados a lista.',
      'No se presentaron mociones.',
      'No hubo votaciones.',
      'No se votó ningún proyecto de resolución.',
      'No hubo amonestaciones.',
    ])
      expect(within(summary).getByText(text)).toBeTruthy();
    expect(within(summary).queryByRole('table')).toBeNull();
  });

  it.each([
    ['an acta too long for a PDF', 413, 'ACTA_PDF_TOO_LARGE'],
    ['a server busy with other actas', 429, 'ACTA_BUSY'],
  ] as const)('downloads through the app: %s shows the Spanish message in the page', async (_case, status, code) => {
    const { requests } = stubServer(({ url }) =>
      url.endsWith('/log.pdf')
        ? { status, body: { code, message: ERROR_MESSAGES_ES[code] } }
        : url.endsWith('/log/summary')
          ? { body: SUMMARY }
          : {
              body: {
                rows: [
                  {
                    sequence: 1,
                    event: 'session.opened',
                    createdAt: '2027-03-10T09:00:00Z',
                    actorName: 'Ana',
                    description: 'Se abre la sesión 1',
                  },
                ],
                total: 1,
                page: 0,
                pageSize: 50,
              },
            },
    );
    const { user } = renderConsole(<ActaTab />);
    await user.click(await screen.findByRole('button', { name: 'Descargar PDF' }));
    expect((await screen.findByRole('alert')).textContent).toContain(ERROR_MESSAGES_ES[code]);
    expect(requests.map((r) => r.url)).toContain('/api/commissions/c1/live/log.pdf');
  });
});

describe('the undo of the console', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the action it undoes and lists the ones before it; with nothing left, there is nothing to confirm', async () => {
    const actions = [
      { sequence: 9, description: 'Se cancela la votación de «Proyecto 1.1»', createdAt: '2027-03-10T09:05:00Z' },
      { sequence: 8, description: 'Votación de «Proyecto 1.1» por placas', createdAt: '2027-03-10T09:04:00Z' },
    ];
    let left = actions;
    stubServer(({ url }) => (url.endsWith('/live/undo') ? { body: { actions: left } } : { status: 404, body: {} }));
    const onConfirm = vi.fn();
    const { user, rerender } = renderConsole(<UndoDialog open onConfirm={onConfirm} onClose={() => undefined} />);
    expect(await screen.findByRole('heading', { name: 'Deshacer: Se cancela la votación de «Proyecto 1.1»' })).toBeTruthy();
    expect(
      within(screen.getByTestId('undo-queue'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(actions.map((a) => a.description));
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    left = [];
    rerender({ state: { ...stateWith(), lastSequence: 10 } });
    expect(await screen.findByText('No queda ninguna acción que se pueda deshacer desde aquí.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deshacer' })).toHaveProperty('disabled', true);
  });
});

describe('the motions tab of the console', () => {
  it('says the majority each motion needs as the event’s catalogue says, where it is entered and where it waits', async () => {
    const closure = { kind: 'cierre_debate' as const, id: 'm1', submittedAt: NOW, delegationId: null };
    const { user, rerender } = renderConsole(<MotionsTab />, { motions: [closure] });
    expect(within(screen.getByTestId('pending-motion')).getByText('Requiere: Dos tercios')).toBeTruthy();
    await user.click(screen.getByLabelText('Moción'));
    await user.click(screen.getByRole('option', { name: 'Cierre del debate' }));
    expect(screen.getAllByText('Requiere: Dos tercios')).toHaveLength(2);

    const catalogue = { ...DEFAULT_MOTION_CATALOGUE, cierre_debate: { majority: 'simple' as const, rank: 4 } };
    rerender({ state: { ...stateWith({ motions: [closure] }), catalogue } });
    expect(within(screen.getByTestId('pending-motion')).getByText('Requiere: Mayoría simple')).toBeTruthy();
    expect(screen.getAllByText('Requiere: Mayoría simple')).toHaveLength(2);
  });
});

describe('the motion form of the console', () => {
  it('shows the durations the conference allows and makes them the fields’ limits', async () => {
    const { user, rerender } = renderConsole(<MotionsTab />);
    const total = screen.getByLabelText('Duración (min)');
    const perSpeaker = screen.getByLabelText('Por orador (s)');
    expect(screen.getByText('Entre 1 y 120 min')).toBeTruthy();
    expect(screen.getByText('Entre 10 y 600 s')).toBeTruthy();

    const catalogue = {
      ...DEFAULT_MOTION_CATALOGUE,
      caucus_moderado: {
        ...DEFAULT_MOTION_CATALOGUE.caucus_moderado,
        totalSeconds: { min: 300, max: 600 },
        speakerSeconds: { min: 30, max: 90 },
      },
    };
    rerender({ state: { ...stateWith(), catalogue } });
    expect(screen.getByText('Entre 5 y 10 min')).toBeTruthy();
    expect(screen.getByText('Entre 30 y 90 s')).toBeTruthy();
    expect([total.getAttribute('min'), total.getAttribute('max')]).toEqual(['5', '10']);
    expect([perSpeaker.getAttribute('min'), perSpeaker.getAttribute('max')]).toEqual(['30', '90']);

    await user.click(screen.getByLabelText('Moción'));
    await user.click(screen.getByRole('option', { name: 'Extensión del caucus' }));
    expect(screen.getByText('Entre 1 y 60 min')).toBeTruthy();
    expect(screen.queryByLabelText('Por orador (s)')).toBeNull();
  });
});

describe('the caucus of the console', () => {
  it('prompts the chair to end or extend a caucus that ran out of time', async () => {
    const caucus = {
      motionId: 'm1',
      kind: 'caucus_moderado' as const,
      topic: 'Agua',
      timer: { remainingMs: 60_000, startedAt: NOW - 61_000 },
      totalMs: 600_000,
      speakerMs: 60_000,
    };
    const { user, sent, rerender } = renderConsole(<CaucusPanel />, { mode: 'caucus_moderado', caucus }, NOW - 2_000);
    expect(screen.queryByText('Se acabó el tiempo del caucus: termínalo o extiéndelo.')).toBeNull();
    rerender({ now: NOW });
    const prompt = screen.getByRole('alert');
    expect(prompt.textContent).toContain('Se acabó el tiempo del caucus: termínalo o extiéndelo.');
    await user.click(within(prompt).getByRole('button', { name: 'Extender 5 min' }));
    await user.click(within(prompt).getByRole('button', { name: 'Terminar caucus' }));
    expect(sent).toEqual([{ type: 'timer.extend', target: 'caucus', seconds: 300 }, { type: 'caucus.end' }]);
  });
});

describe('a vote from phones in the console', () => {
  afterEach(() => vi.unstubAllGlobals());

  const phones = {
    voteId: 'b-1',
    secret: false,
    firstCounts: false,
    substantive: true,
    majority: 'simple' as const,
    voters: [
      { id: 'co', name: 'Colombia', veto: false, mayAbstain: true },
      { id: 'fr', name: 'Francia', veto: false, mayAbstain: false },
    ],
  };
  const vote = {
    id: 'v3',
    key: 'clave-v3',
    subject: { type: 'document' as const, label: 'Proyecto 2' },
    method: 'phones_recorded' as const,
    majority: 'simple' as const,
    openedAt: NOW,
    rollCall: null,
    tally: null,
    phones,
  };
  const view = (cast: number) => ({
    vote: {
      voteId: 'b-1',
      floorVoteId: 'v3',
      method: 'phones_recorded',
      cast,
      eligible: 2,
      voters: [
        {
          delegationId: 'co',
          name: 'Colombia',
          voted: cast > 0,
          choice: cast > 0 ? 'a_favor' : null,
          source: cast > 0 ? 'phone' : null,
          castAt: null,
        },
        { delegationId: 'fr', name: 'Francia', voted: false, choice: null, source: null, castAt: null },
      ],
    },
  });

  it('keeps the higher of the count read and the count heard for the same vote, and ignores another vote’s', () => {
    expect(castOf({ voteId: 'b-1', cast: 3 }, { voteId: 'b-1', cast: 5 })).toBe(5);
    expect(castOf({ voteId: 'b-1', cast: 6 }, { voteId: 'b-1', cast: 5 })).toBe(6);
    expect(castOf({ voteId: 'b-1', cast: 2 }, { voteId: 'b-0', cast: 9 })).toBe(2);
  });

  it('shows «Votos emitidos N de M» and who voted, reads again when the stream announces a ballot, casts by hand and closes', async () => {
    let cast = 0;
    const server = stubServer((request) =>
      request.method === 'POST'
        ? { body: { voteId: 'b-1', delegationId: 'fr', status: 'counted', castAt: '', replayed: false, cast: 2, eligible: 2 } }
        : { body: view(cast) },
    );
    const { user, sent, rerender } = renderConsole(<VotingTab />, { vote, mode: 'votacion' });
    expect(screen.getByText('Con teléfonos – nominal registrada · Mayoría simple')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('ballots-cast').textContent).toBe('Votos emitidos 0 de 2'));
    cast = 1;
    rerender({ ballots: { voteId: 'b-1', cast: 1, eligible: 2 } });
    await waitFor(() => expect(screen.getByText('Colombia · A favor')).toBeTruthy());
    expect(screen.getByTestId('ballots-cast').textContent).toBe('Votos emitidos 1 de 2');
    await user.click(screen.getByRole('combobox', { name: 'Delegación' }));
    await user.click(await screen.findByRole('option', { name: 'Francia' }));
    // Francia is «presente y votando» here: it may not abstain.
    expect(screen.getByRole('button', { name: 'Abstención' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'En contra' }));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'POST')).toBe(true));
    const posted = server.requests.find((r) => r.method === 'POST');
    expect(posted?.url).toBe('/api/commissions/c1/live/ballots');
    expect(posted?.body).toMatchObject({ voteId: 'b-1', delegationId: 'fr', choice: 'en_contra' });
    expect((posted?.body as { actionId?: string } | undefined)?.actionId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    await user.click(screen.getByRole('button', { name: 'Cerrar votación' }));
    expect(sent).toEqual([{ type: 'vote.close' }]);
  });

  it('offers the phones’ methods when opening a vote', async () => {
    const { user } = renderConsole(<VotingTab />, { mode: 'votacion' });
    await user.click(screen.getByRole('combobox', { name: 'Forma de votación' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Por placas',
      'Nominal',
      'Con teléfonos – nominal registrada',
      'Con teléfonos – secreta',
    ]);
  });
});

describe('the speaking time beside the speakers list', () => {
  it('sums up who has spoken from the live state, names who has not, and suggests an order without applying it', async () => {
    const { user, sent } = renderConsole(<SpeakingStatistics />, {
      stats: { co: { speeches: 2, speakingMs: 90_000 }, fr: { speeches: 1, speakingMs: 30_000 } },
      speakers: [
        { id: 's1', delegationId: 'co' },
        { id: 's2', delegationId: 'jp' },
        { id: 's3', delegationId: 'fr' },
      ],
    });
    expect(screen.getByRole('img', { name: 'Colombia: 1:30, Francia: 0:30' })).toBeTruthy();
    // 0, 30 and 90 s: Σ(2i − n + 1)x = 0·(−2) + 30·0 + 90·2 = 180 over n × total = 360.
    expect(screen.getByTestId('speaking-summary').textContent).toBe('Tiempo total: 2:00 · Intervenciones: 3 · Desigualdad (Gini): 0,5');
    expect(screen.getByTestId('speaking-silent').textContent).toBe('Sin intervenir: Japón');
    await user.click(screen.getByRole('button', { name: 'Sugerir orden' }));
    const suggestion = within(screen.getByTestId('speaking-suggestion'));
    expect(suggestion.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Japón', 'Francia', 'Colombia']);
    expect(sent).toEqual([]);
  });

  it('says nobody has spoken before the first speech', () => {
    renderConsole(<SpeakingStatistics />);
    expect(screen.getByText('Nadie ha intervenido todavía.')).toBeTruthy();
    expect(screen.getByTestId('speaking-silent').textContent).toBe('Sin intervenir: Colombia, Francia, Japón');
  });
});

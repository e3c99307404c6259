// @vitest-environment jsdom
import type { LiveState, RoomView } from '@quorum/shared';
import { act, cleanup, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource, renderWithApp, stubEventSource, stubServer } from '../test-utils';
import RoomPage from './room';

const view: RoomView = {
  firstName: 'Camila',
  delegationId: 'fr',
  delegationName: 'Francia',
  commissionId: 'c1',
  commissionName: 'Asamblea General',
  warnings: [{ level: 'verbal', reason: 'Habla fuera de turno', at: '2026-12-01T10:00:00.000Z' }],
};

/** The part of a live state the phone reads. */
const state = {
  commissionId: 'c1',
  version: 4,
  lastSequence: 4,
  session: { title: 'Primera sesión' },
  attendance: [
    { delegationId: 'co', name: 'Colombia' },
    { delegationId: 'fr', name: 'Francia' },
    { delegationId: 'jp', name: 'Japón' },
  ],
  rules: { warningMs: 10_000 },
  catalogue: [],
  floor: {
    mode: 'debate',
    speakers: [
      { id: 's2', delegationId: 'jp' },
      { id: 's3', delegationId: 'fr' },
    ],
    speakersClosed: false,
    speech: {
      id: 'x',
      delegationId: 'co',
      mode: 'discurso',
      timer: { remainingMs: 90_000, startedAt: null },
      yieldedBy: null,
      spokenMs: 0,
    },
    caucus: null,
    motions: [],
    vote: null,
    results: [],
    warnings: { fr: 1 },
  },
} as unknown as LiveState;

function Address() {
  const location = useLocation();
  return <span data-testid="address">{`${location.pathname}${location.search}`}</span>;
}

/** A vote from phones on the floor, as the live state carries it (`voteId`: its ballots id). */
function phoneVoteOnFloor(voteId: string, method: 'phones_secret' | 'phones_recorded', label: string) {
  const phones = { voteId, secret: method === 'phones_secret', substantive: true, majority: 'simple', voters: [] };
  return { id: `v-${voteId}`, key: `clave-${voteId}`, subject: { type: 'document', label }, method, majority: 'simple', phones };
}

/** Set by a test: the phone's device session was ended on the server. */
let ended = false;

type StubbedRequest = Parameters<Parameters<typeof stubServer>[0]>[0];
type StubbedAnswer = ReturnType<Parameters<typeof stubServer>[0]>;

function openRoom(
  route: string,
  device: boolean,
  options: {
    user?: (user: ReturnType<typeof renderWithApp>['user']) => void;
    /** The server's answer to the room's other requests (a ballot), when not the clock's. */
    answer?: (request: StubbedRequest) => StubbedAnswer | undefined;
  } = {},
) {
  ended = false;
  stubEventSource();
  let hasDevice = device;
  const server = stubServer((request) => {
    if (request.url === '/api/room/pass') {
      hasDevice = true;
      return { body: view };
    }
    if (request.url === '/api/room' && ended)
      return { status: 403, body: { code: 'ROOM_DEVICE_ENDED', message: 'La sesión de la sala en este teléfono se cerró.' } };
    if (request.url === '/api/room')
      return hasDevice
        ? { body: view }
        : { status: 403, body: { code: 'ROOM_DEVICE_MISSING', message: 'Este teléfono no tiene la sala abierta.' } };
    return options.answer?.(request) ?? { body: { serverTime: Date.now() } };
  });
  const rendered = renderWithApp(
    <Routes>
      <Route
        path="/sala"
        element={
          <>
            <RoomPage />
            <Address />
          </>
        }
      />
    </Routes>,
    { route },
  );
  options.user?.(rendered.user);
  return server;
}

// The page unmounts while the stand-in EventSource is still there: a stream closed after it would reach for the browser's.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/sala', () => {
  it('exchanges the personal code of the address, drops it from the address, and follows the room', async () => {
    const server = openRoom('/sala?code=ABCD2345EFGH', false);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(screen.getByText('Conectando con tu sala…')).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/sala');
    expect(server.requests.slice(0, 2)).toMatchObject([
      { method: 'POST', url: '/api/room/pass', body: { code: 'ABCD2345EFGH' } },
      { method: 'GET', url: '/api/room' },
    ]);
    const [source] = FakeEventSource.opened;
    expect(source.url).toBe('/api/room/events?delegation=fr');
    source.emit('snapshot', state);
    expect(screen.getByText('Hola, Camila')).toBeTruthy();
    expect(screen.getByTestId('room-session-title').textContent).toBe('Primera sesión');
    expect(screen.getByRole('heading', { name: 'En el uso de la palabra' })).toBeTruthy();
    expect(screen.getByTestId('room-speaker').textContent).toBe('Colombia');
    expect(screen.getByRole('timer').textContent).toBe('1:30');
    expect(screen.getByTestId('room-place').textContent).toBe('Tu lugar: 2.º');
    expect(screen.getByText('Habla fuera de turno', { exact: false })).toBeTruthy();
    // A Wi-Fi drop: the browser reconnects by itself (with Last-Event-ID), and the page says so.
    act(() => source.onerror?.());
    expect(screen.getByRole('status').textContent).toBe('Reconectando…');
    act(() => source.onopen?.());
    expect(screen.queryByRole('status')).toBeNull();
    // The page's one polite live region says a vote that opens while it looks.
    expect((await screen.findByTestId('room-announcer')).textContent).toBe('');
    const vote = { id: 'v1', key: 'clave-v1', subject: { kind: 'other', label: 'Proyecto 1.1' }, method: 'placard', majority: 'simple' };
    source.emit('snapshot', { ...state, version: 5, lastSequence: 5, floor: { ...state.floor, vote } });
    expect(screen.getByTestId('room-vote-title').textContent).toBe('Proyecto 1.1');
    expect(screen.getByTestId('room-announcer').textContent?.trim()).toBe('Votación abierta: Proyecto 1.1');
    expect(document.querySelectorAll('[aria-live="polite"]')).toHaveLength(1);
  });

  it('says so when the server ends the phone’s session, and asks for the personal link again', async () => {
    openRoom('/sala', true);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const [source] = FakeEventSource.opened;
    source.emit('snapshot', state);
    expect(screen.getByText('Hola, Camila')).toBeTruthy();
    ended = true;
    source.emit('revoked', { code: 'ROOM_DEVICE_ENDED', message: 'La sesión de la sala en este teléfono se cerró.' });
    // The server's own words (a Spanish interface shows them).
    expect((await screen.findByRole('alert')).textContent).toBe('La sesión de la sala en este teléfono se cerró.');
    expect(screen.getByLabelText('Tu enlace o código personal')).toBeTruthy();
  });

  it('shows the other phones who is called in a roll-call vote, and asks the called delegation for its answer', async () => {
    let user = {} as ReturnType<typeof renderWithApp>['user'];
    const server = openRoom('/sala', true, { user: (u) => (user = u) });
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const [source] = FakeEventSource.opened;
    const voters = [
      { id: 'co', name: 'Colombia', veto: false, mayAbstain: true },
      { id: 'fr', name: 'Francia', veto: false, mayAbstain: true },
    ];
    const rollCall = { substantive: true, majority: 'simple', voters, answers: {}, passes: [] };
    const vote = {
      id: 'v3',
      key: 'clave-v3',
      subject: { type: 'document', label: 'Resolución 1' },
      method: 'roll_call',
      majority: 'simple',
      rollCall,
    };
    const withVote = (roll: object) => ({ ...state, floor: { ...state.floor, vote: { ...vote, rollCall: { ...rollCall, ...roll } } } });
    source.emit('snapshot', withVote({}));
    expect((await screen.findByTestId('room-roll-call-calling')).textContent).toBe('La Mesa llama a: Colombia');
    expect(screen.queryByRole('button', { name: 'Pasa' })).toBeNull();
    source.emit('snapshot', withVote({ answers: { co: 'a_favor' } }));
    expect(screen.getByTestId('room-roll-call-turn').textContent).toBe('Es tu turno: ¿cómo vota tu delegación?');
    const group = screen.getByRole('group', { name: 'Respuesta de tu delegación' });
    expect([...group.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['A favor', 'En contra', 'Abstención', 'Pasa']);
    await user.click(screen.getByRole('button', { name: 'Pasa' }));
    await vi.waitFor(() =>
      expect(server.requests.find((r) => r.url === '/api/room/roll-call-answer')).toMatchObject({
        method: 'POST',
        body: { voteId: 'clave-v3', answer: 'pasa', actionId: expect.any(String) },
      }),
    );
    // Called again after passing: a favor or en contra only.
    source.emit('snapshot', withVote({ answers: { co: 'a_favor' }, passes: ['fr'] }));
    expect([...screen.getByRole('group').querySelectorAll('button')].map((b) => b.textContent)).toEqual(['A favor', 'En contra']);
  });

  it('asks a phone without a device session for the personal link', async () => {
    openRoom('/sala', false);
    expect(await screen.findByLabelText('Tu enlace o código personal')).toBeTruthy();
    expect(FakeEventSource.opened).toEqual([]);
  });

  it('says «ya votó» and never its own uncounted choice when another phone of the delegation voted first in a secret vote', async () => {
    let user = {} as ReturnType<typeof renderWithApp>['user'];
    let voted = false;
    const ballot = () => ({
      vote: {
        voteId: 'b1',
        method: 'phones_secret',
        title: 'Proyecto secreto',
        eligible: true,
        mayAbstain: true,
        voted,
        choice: null,
        castAt: null,
      },
    });
    openRoom('/sala', true, {
      user: (u) => (user = u),
      answer: (request) => {
        if (request.url === '/api/room/ballot') return { body: ballot() };
        if (request.url !== '/api/room/ballots') return undefined;
        // The delegation's other phone voted a moment before: this ballot is not counted.
        voted = true;
        const answer = { voteId: 'b1', delegationId: 'fr', status: 'already_voted', castAt: '2026-12-02T10:00:00.000Z', replayed: false };
        return { body: { ...answer, cast: 1, eligible: 3 } };
      },
    });
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const [source] = FakeEventSource.opened;
    source.emit('snapshot', { ...state, floor: { ...state.floor, vote: phoneVoteOnFloor('b1', 'phones_secret', 'Proyecto secreto') } });
    await user.click(await screen.findByRole('button', { name: 'A favor' }));
    await vi.waitFor(() => expect(screen.getByTestId('room-ballot-status').textContent).toBe('Tu delegación ya votó.'));
  });

  it('sends again, with its action id, a ballot the phone kept unacknowledged when the page closed', async () => {
    // The page closed (a dropped connection, the phone killed) before the server acknowledged this ballot.
    const kept = { voteId: 'b3', choice: 'en_contra', actionId: 'accion-guardada', acknowledged: false };
    localStorage.setItem('quorum.room.ballot', JSON.stringify(kept));
    let voted = false;
    const ballot = () => ({
      vote: {
        voteId: 'b3',
        method: 'phones_secret',
        title: 'Proyecto secreto',
        eligible: true,
        mayAbstain: true,
        firstCounts: false,
        voted,
        choice: null,
        castAt: voted ? '2026-12-02T10:00:00.000Z' : null,
      },
    });
    const server = openRoom('/sala', true, {
      answer: (request) => {
        if (request.url === '/api/room/ballot') return { body: ballot() };
        if (request.url !== '/api/room/ballots') return undefined;
        voted = true;
        const answer = { voteId: 'b3', delegationId: 'fr', status: 'counted', castAt: '2026-12-02T10:00:00.000Z', replayed: false };
        return { body: { ...answer, cast: 1, eligible: 3 } };
      },
    });
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    FakeEventSource.opened[0]?.emit('snapshot', {
      ...state,
      floor: { ...state.floor, vote: phoneVoteOnFloor('b3', 'phones_secret', 'Proyecto secreto') },
    });
    // Nobody taps: the page sends the kept ballot by itself, once, with the same action id.
    await vi.waitFor(() => expect(screen.getByTestId('room-ballot-status').textContent).toBe('Tu voto: En contra'));
    expect(server.requests.filter((r) => r.url === '/api/room/ballots')).toEqual([
      { method: 'POST', url: '/api/room/ballots', body: { voteId: 'b3', choice: 'en_contra', actionId: 'accion-guardada' } },
    ]);
    expect(JSON.parse(localStorage.getItem('quorum.room.ballot') ?? 'null')).toMatchObject({ ...kept, acknowledged: true, counted: true });
  });

  it('tries a ballot again with the same action id when the network drops its first sending', async () => {
    let user = {} as ReturnType<typeof renderWithApp>['user'];
    let voted = false;
    let sendings = 0;
    const ballot = () => ({
      vote: {
        voteId: 'b4',
        method: 'phones_recorded',
        title: 'Proyecto a la vista',
        eligible: true,
        mayAbstain: true,
        firstCounts: false,
        voted,
        choice: voted ? 'a_favor' : null,
        castAt: voted ? '2026-12-02T10:00:00.000Z' : null,
      },
    });
    const server = openRoom('/sala', true, {
      user: (u) => (user = u),
      answer: (request) => {
        if (request.url === '/api/room/ballot') return { body: ballot() };
        if (request.url !== '/api/room/ballots') return undefined;
        sendings += 1;
        // The Wi-Fi drops the first sending: `fetch` rejects, as a browser's does without a connection.
        if (sendings === 1) throw new TypeError('Failed to fetch');
        voted = true;
        const answer = { voteId: 'b4', delegationId: 'fr', status: 'counted', castAt: '2026-12-02T10:00:00.000Z', replayed: false };
        return { body: { ...answer, cast: 1, eligible: 3 } };
      },
    });
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    FakeEventSource.opened[0]?.emit('snapshot', {
      ...state,
      floor: { ...state.floor, vote: phoneVoteOnFloor('b4', 'phones_recorded', 'Proyecto a la vista') },
    });
    await user.click(await screen.findByRole('button', { name: 'A favor' }));
    // The phone waits half a second before trying again: more than `vi.waitFor`'s own second on a busy machine.
    await vi.waitFor(() => expect(screen.getByTestId('room-ballot-status').textContent).toBe('Tu voto: A favor'), { timeout: 10_000 });
    const sent = server.requests.filter((r) => r.url === '/api/room/ballots');
    expect(sent).toHaveLength(2);
    expect(sent[0]?.body).toEqual({ voteId: 'b4', choice: 'a_favor', actionId: expect.any(String) });
    expect(sent[1]?.body).toEqual(sent[0]?.body);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the requests that waited when the session closed as lapsed, with nothing left to withdraw', async () => {
    const asked = {
      id: 'r1',
      kind: 'point',
      point: 'orden',
      motion: null,
      reason: null,
      createdAt: '2026-12-02T10:00:00.000Z',
      supporters: 0,
    };
    let requests = { open: true, requests: [{ ...asked, status: 'pending' }] };
    openRoom('/sala', true, { answer: (request) => (request.url === '/api/room/requests' ? { body: requests } : undefined) });
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const [source] = FakeEventSource.opened;
    source.emit('snapshot', { ...state, session: { id: 's1', title: 'Primera sesión', status: 'en_curso' } });
    expect((await screen.findByTestId('room-request-status')).textContent).toBe('En espera');
    expect(screen.getByRole('button', { name: 'Retirar: Punto de orden' })).toBeTruthy();
    // The chair closes the session: the phone reads its requests again and says how they ended.
    requests = { open: false, requests: [{ ...asked, status: 'lapsed' }] };
    source.emit('snapshot', { ...state, version: 5, lastSequence: 5, session: null });
    await vi.waitFor(() => expect(screen.getByTestId('room-request-status').textContent).toBe('Decae: la sesión se cerró'));
    expect(screen.getByText('Tus solicitudes en la última sesión')).toBeTruthy();
    expect(screen.getByText('La Mesa recibe solicitudes mientras la sesión está en curso.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retirar: Punto de orden' })).toBeNull();
  });

  it('reads its ballot again when another phone of the delegation votes, and shows that phone’s choice', async () => {
    let voted = false;
    const ballot = () => ({
      vote: {
        voteId: 'b2',
        method: 'phones_recorded',
        title: 'Proyecto a la vista',
        eligible: true,
        mayAbstain: true,
        firstCounts: false,
        voted,
        choice: voted ? 'en_contra' : null,
        castAt: voted ? '2026-12-02T10:00:00.000Z' : null,
      },
    });
    const server = openRoom('/sala', true, { answer: (request) => (request.url === '/api/room/ballot' ? { body: ballot() } : undefined) });
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const [source] = FakeEventSource.opened;
    source.emit('snapshot', {
      ...state,
      floor: { ...state.floor, vote: phoneVoteOnFloor('b2', 'phones_recorded', 'Proyecto a la vista') },
    });
    await vi.waitFor(() => expect(screen.getByTestId('room-ballot-status').textContent).toBe('Tu delegación aún no ha votado.'));
    const reads = () => server.requests.filter((r) => r.url === '/api/room/ballot').length;
    const before = reads();
    // The delegation's other phone votes: this phone's stream says so, and it reads its ballot again.
    voted = true;
    source.emit('own-ballot', { voteId: 'b2' });
    await vi.waitFor(() => expect(screen.getByTestId('room-ballot-status').textContent).toBe('Tu voto: En contra'));
    expect(reads()).toBe(before + 1);
  });

  it('lists the delegate’s other phones and closes the room on one after asking once more', async () => {
    let user = {} as ReturnType<typeof renderWithApp>['user'];
    const here = { id: 'd1', label: 'Safari · iPhone', createdAt: '2026-12-02T10:30:00.000Z', current: true };
    let devices = [here, { id: 'd2', label: 'Chrome · Android', createdAt: '2026-12-02T09:00:00.000Z', current: false }];
    const server = openRoom('/sala', true, {
      user: (u) => (user = u),
      answer: (request) => {
        if (request.url === '/api/room/devices') return { body: { devices } };
        if (request.url !== '/api/room/devices/d2/end') return undefined;
        devices = [here];
        return { body: { ended: 1 } };
      },
    });
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    FakeEventSource.opened[0]?.emit('snapshot', state);
    const other = await screen.findByTestId('room-device');
    expect(other.textContent).toMatch(/^Chrome · Android · desde /);
    expect(screen.getByRole('heading', { name: 'Tus otros teléfonos con la sala abierta' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cerrar la sala en Chrome · Android' }));
    expect(server.requests.some((r) => r.url === '/api/room/devices/d2/end')).toBe(false);
    expect(screen.getByText('¿Cerrar la sala en Chrome · Android? Para volver a abrirla ahí hará falta tu enlace personal.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    await vi.waitFor(() => expect(screen.queryByTestId('room-device')).toBeNull());
    expect(server.requests.filter((r) => r.url === '/api/room/devices/d2/end')).toMatchObject([{ method: 'POST' }]);
    expect(screen.getByText('Hola, Camila')).toBeTruthy();
  });

  it('leaves the room on this phone after asking once more, then asks for the personal link', async () => {
    let user = {} as ReturnType<typeof renderWithApp>['user'];
    const server = openRoom('/sala', true, {
      user: (u) => (user = u),
      answer: (request) => {
        if (request.url !== '/api/room/leave') return undefined;
        ended = true;
        return { body: { ended: 1 } };
      },
    });
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    FakeEventSource.opened[0]?.emit('snapshot', state);
    await user.click(await screen.findByRole('button', { name: 'Salir de la sala en este teléfono' }));
    expect(server.requests.some((r) => r.url === '/api/room/leave')).toBe(false);
    expect(screen.getByText('¿Salir? Para volver necesitarás tu enlace personal.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Salir' }));
    expect(await screen.findByLabelText('Tu enlace o código personal')).toBeTruthy();
    expect(server.requests.filter((r) => r.url === '/api/room/leave')).toHaveLength(1);
  });
});

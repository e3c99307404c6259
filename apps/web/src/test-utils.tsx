/**
 * The one helper of component tests: renders inside the app's providers (Spanish catalogue, MUI
 * theme, a fresh QueryClient without retries, toasts, a memory router). Test files using it start
 * with `// @vitest-environment jsdom`.
 */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { DEFAULT_MOTION_CATALOGUE, emptyFloor, type LiveState, type Profile, procedureRulesOf, type Role } from '@quorum/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, configure, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { type ReactElement, type ReactNode, useState } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { ToastProvider } from './components/toast/toast-provider';
import { setSession } from './data/session';
import i18n, { loadConsoleLaterMessages, loadOfficeMessages, loadSpanish, loadStaffMessages } from './i18n';
import { theme } from './theme';

await loadSpanish();
await Promise.all([loadStaffMessages(), loadOfficeMessages(), loadConsoleLaterMessages()]);
await i18n.changeLanguage('es');
// `findBy…` and `waitFor` wait up to 10 s, not the library's 1 s: on a machine busy with CI's other lanes a render
// or a lazy chunk can take longer than a second (each test still has its own 20 s ceiling; none asserts a duration).
configure({ asyncUtilTimeout: 10_000 });

export function Providers({
  children,
  client,
  route = '/',
  router = true,
}: {
  children: ReactNode;
  client?: QueryClient;
  route?: string;
  router?: boolean;
}) {
  const [queryClient] = useState(
    () => client ?? new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <ToastProvider>{router ? <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter> : children}</ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

/** Renders `ui` in the app's providers (at `route`, default `/`); `user` types and clicks like a person. */
export function renderWithApp(
  ui: ReactElement,
  options: { client?: QueryClient; route?: string } = {},
): RenderResult & { user: UserEvent } {
  const user = userEvent.setup();
  const result = render(ui, {
    wrapper: ({ children }) => (
      <Providers client={options.client} route={options.route}>
        {children}
      </Providers>
    ),
  });
  return { ...result, user };
}

/** One request the stubbed server received. */
export interface StubRequest {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Stubs `fetch` with a server that answers each request at once through `answer` (status 200 unless it
 * says otherwise); `requests` records what the page sent. Undo with `vi.unstubAllGlobals()`.
 */
export function stubServer(answer: (request: StubRequest) => { status?: number; body: unknown }) {
  const requests: StubRequest[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const request = { method: init.method ?? 'GET', url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined };
    requests.push(request);
    const { status = 200, body } = answer(request);
    return new Response(JSON.stringify(body), { status });
  });
  return { requests };
}

/**
 * Renders `ui` at `/` of a data router (what `useBlocker` needs), beside a page at `/elsewhere` that says
 * «Otra página»: a test leaves with a link to it.
 */
export function renderInDataRouter(ui: ReactElement, options: { client?: QueryClient } = {}): RenderResult & { user: UserEvent } {
  const user = userEvent.setup();
  const router = createMemoryRouter([
    { path: '/', element: ui },
    { path: '/elsewhere', element: <p>Otra página</p> },
  ]);
  const result = render(
    <Providers client={options.client} router={false}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, user };
}

/** A commission's live state with no session, nobody seated and nothing scheduled (an assembly's rules); `over` changes it. */
export function idleLiveState(over: Partial<LiveState> = {}): LiveState {
  const rules = procedureRulesOf({ kind: 'asamblea', rules: {} });
  return {
    commissionId: 'c1',
    version: 0,
    lastSequence: 0,
    session: null,
    nextSession: null,
    rollCall: null,
    attendance: [],
    quorum: { members: 0, present: 0, debateRequired: 0, decisionRequired: 1, hasDebateQuorum: false, hasDecisionQuorum: false },
    rules,
    catalogue: DEFAULT_MOTION_CATALOGUE,
    floor: emptyFloor(rules),
    ...over,
  };
}

/** A staff account's profile: active, Spanish, no commission; `email` doubles as its uid. */
export function staffProfile(role: Role, name: string, email: string): Profile {
  return {
    uid: email,
    email,
    name,
    grade: null,
    role,
    ti: null,
    phone: null,
    wpUserId: null,
    comissionId: null,
    active: true,
    language: 'es',
    lastLoginAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

/** Signs a staff user of `role` in, as the sign-in page would (undo with `clearSession()`). */
export function signInAs(role: Role, name: string): void {
  const email = `${role.toLowerCase()}@x.test`;
  setSession({ user: { id: email, email, name }, profile: staffProfile(role, name, email) });
}

/** A stand-in for the browser's EventSource: the test hands it the server's events. */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;

  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  emit(name: string, data: unknown) {
    act(() => void this.dispatchEvent(new MessageEvent(name, { data: JSON.stringify(data) })));
  }
}

/** Puts FakeEventSource in the browser's place, forgetting the streams opened before. Undo with `vi.unstubAllGlobals()`. */
export function stubEventSource(): void {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
}

import type { LiveBallots, LiveCommand, LiveState } from '@quorum/shared';
import { createContext, type ReactNode, useContext, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { heldStore, type ReadStore } from '../../lib/held-store';
import { type TickingClock, tickingTime } from '../../lib/use-clock-now';

/** The link to the live stream, as the live client reports it. */
type ConsoleConnection = 'connecting' | 'open' | 'reconnecting';

/** An action the chair made: waiting for the server's answer, or refused with its error. */
export interface ConsoleAction {
  actionId: string;
  command: LiveCommand;
  error?: unknown;
}

/** The server's clock as the live client keeps it (`ServerClock` of `features/live`): read it, hear it corrected. */
export type ConsoleClock = TickingClock;

/**
 * What the console reads of the live client (`features/live`, composed by the page): the state heard, the
 * server's clock, and the command queue.
 */
export interface ConsoleLive<A extends ConsoleAction = ConsoleAction> {
  state: LiveState | null;
  /** Refused (tried again) or revoked (the right that opened the stream is gone: not tried again). */
  error: 'refused' | 'revoked' | null;
  connection: ConsoleConnection;
  /** The server's clock; only the parts that show a time read it, a few times a second (`useConsoleNow`). */
  clock: ConsoleClock;
  send: (command: LiveCommand) => void;
  queue: readonly ConsoleAction[];
  waiting: boolean;
  refused: readonly A[];
  repeat: (action: A) => void;
  dismiss: (actionId: string) => void;
  /** The latest count of ballots the stream announced (a vote from phones). */
  ballots?: LiveBallots | null;
  /** Moves when the stream announces a request from a phone (made or withdrawn). */
  requestsHeard?: number;
  /** Moves when the stream announces a working paper's change (its vote recorded among them). */
  papersHeard?: number;
}

/** A seated delegate the roll call marks: one tap on a delegation marks each of them. */
export interface SeatedDelegate {
  id: string;
  delegationId: string;
}

/**
 * What every part of the console reads: the live state and the one way to act. It changes with the state (and the
 * delegates); what the live client says besides (the link, the actions waiting, the counts heard) is in stores of
 * their own (`ConsoleStore`), so that the stream's opening, an action sent or a phone's request draws only the parts that show them.
 */
export interface ConsoleValue {
  commissionId: string;
  state: LiveState;
  send: (command: LiveCommand) => void;
  /** Delegation names by id. */
  names: ReadonlyMap<string, string>;
  /** Seated delegates per delegation id. */
  delegates: ReadonlyMap<string, readonly SeatedDelegate[]>;
}

/** The link to the stream and the chair's actions not yet answered (the console's bar shows them). */
export interface ConsoleLink {
  connection: ConsoleConnection;
  queue: readonly ConsoleAction[];
  waiting: boolean;
}

/** What the stream announced besides the state: the parts that read something again on it follow these. */
export interface ConsoleHeard {
  /** The latest count of ballots the stream announced (a vote from phones): the console reads who voted again. */
  ballots: LiveBallots | null;
  /** Moves when the stream announces a request from a phone: the console reads its queue again. */
  requestsHeard: number;
  /** Moves when the stream announces a working paper's change: the acta's summary (its «Resoluciones») is read again. */
  papersHeard: number;
}

/**
 * A value the console's parts read as a store (`useSyncExternalStore`), not as a context's value: a context whose value
 * changed is looked for through the whole console, and a part not yet taken over from the server's markup (one loaded
 * on demand, which React hydrates after the rest) would have to be hydrated at once, or drawn anew while its module
 * loads. A store's change draws again its readers only: the link's opening, the counts heard, the clock's ticks.
 */
export type ConsoleStore<T> = ReadStore<T>;

/** A store that follows `value` as the component holding it draws it: its readers hear it once that render is committed. */
export function useHeldStore<T>(value: T): ConsoleStore<T> {
  const [store] = useState(() => heldStore(value));
  useLayoutEffect(() => store.set(value), [store, value]);
  return store;
}

/** Reads a console store (the server's value while hydrating is the store's own: the one it was drawn with). */
function useStoreValue<T>(store: ConsoleStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

const fixed = <T,>(value: T): ConsoleStore<T> => ({ get: () => value, subscribe: () => () => undefined });

export const ConsoleContext = createContext<ConsoleValue | null>(null);
export const ConsoleLinkContext = createContext<ConsoleStore<ConsoleLink>>(fixed({ connection: 'connecting', queue: [], waiting: false }));
export const ConsoleHeardContext = createContext<ConsoleStore<ConsoleHeard>>(fixed({ ballots: null, requestsHeard: 0, papersHeard: 0 }));

/** The console's live state and actions (inside `SessionConsole`). */
export function useConsole(): ConsoleValue {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error('useConsole outside SessionConsole');
  return value;
}

/** The link to the stream and the actions waiting (inside `SessionConsole`). */
export function useConsoleLink(): ConsoleLink {
  return useStoreValue(useContext(ConsoleLinkContext));
}

/** The counts the stream announced: ballots, phones' requests, papers' changes (inside `SessionConsole`). */
export function useConsoleHeard(): ConsoleHeard {
  return useStoreValue(useContext(ConsoleHeardContext));
}

/** The console's time (ms): a store ticked from the server's clock, its value the time of its last tick. */
export const ConsoleNowContext = createContext<ConsoleStore<number>>(fixed(0));

/** The server's time now (ms), re-read every `everyMs` and when the clock is corrected (inside `ConsoleNow`). */
export function useConsoleNow(): number {
  // While hydrating, the store's time is still the one the server drew the console at (`startAt`).
  return useStoreValue(useContext(ConsoleNowContext));
}

/**
 * Ticks the console's time from the server's clock for the timers inside it; `startAt`: the time the server drew the
 * console at (decision 041), which hydration draws its timers at.
 */
export function ConsoleNow({
  clock,
  everyMs = 250,
  startAt,
  children,
}: {
  clock: ConsoleClock;
  everyMs?: number;
  startAt?: number | undefined;
  children: ReactNode;
}) {
  const time = useMemo(() => tickingTime(clock, startAt), [clock, startAt]);
  useEffect(() => time.start(everyMs), [time, everyMs]);
  return <ConsoleNowContext.Provider value={time}>{children}</ConsoleNowContext.Provider>;
}

/** The present delegations (the ones a speaker, a yield or a motion may name). */
export function presentDelegations(state: LiveState) {
  return state.attendance.filter((d) => d.status !== 'ausente');
}

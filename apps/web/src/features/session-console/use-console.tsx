import type { LiveBallots, LiveCommand, LiveState } from '@quorum/shared';
import { createContext, type ReactNode, useContext } from 'react';
import { type TickingClock, useClockNow } from '../../lib/use-clock-now';

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

/** What every part of the console reads: the live state and the one way to act. */
export interface ConsoleValue {
  commissionId: string;
  state: LiveState;
  connection: ConsoleConnection;
  send: (command: LiveCommand) => void;
  queue: readonly ConsoleAction[];
  waiting: boolean;
  /** Delegation names by id. */
  names: ReadonlyMap<string, string>;
  /** Seated delegates per delegation id. */
  delegates: ReadonlyMap<string, readonly SeatedDelegate[]>;
  /** The latest count of ballots the stream announced (a vote from phones): the console reads who voted again. */
  ballots?: LiveBallots | null;
  /** Moves when the stream announces a request from a phone: the console reads its queue again. */
  requestsHeard?: number;
  /** Moves when the stream announces a working paper's change: the acta's summary (its «Resoluciones») is read again. */
  papersHeard?: number;
}

export const ConsoleContext = createContext<ConsoleValue | null>(null);

/** The console's live state and actions (inside `SessionConsole`). */
export function useConsole(): ConsoleValue {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error('useConsole outside SessionConsole');
  return value;
}

/**
 * The server's time (ms) for the parts that show a time: its own context, so that the clock's ticks (four a second)
 * draw the timers again and not the whole console.
 */
export const ConsoleNowContext = createContext(0);

/** The server's time now (ms), re-read every `everyMs` and when the clock is corrected (inside `ConsoleNow`). */
export function useConsoleNow(): number {
  return useContext(ConsoleNowContext);
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
  const now = useClockNow(clock, everyMs, startAt);
  return <ConsoleNowContext.Provider value={now}>{children}</ConsoleNowContext.Provider>;
}

/** The present delegations (the ones a speaker, a yield or a motion may name). */
export function presentDelegations(state: LiveState) {
  return state.attendance.filter((d) => d.status !== 'ausente');
}

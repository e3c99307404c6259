import type { LiveCommand, LiveState } from '@quorum/shared';
import { createContext, useContext } from 'react';

/** The link to the live stream, as the live client reports it. */
type ConsoleConnection = 'connecting' | 'open' | 'reconnecting';

/** An action the chair made: waiting for the server's answer, or refused with its error. */
export interface ConsoleAction {
  actionId: string;
  command: LiveCommand;
  error?: unknown;
}

/**
 * What the console reads of the live client (`features/live`, composed by the page): the state heard, the
 * server's clock reading, and the command queue.
 */
export interface ConsoleLive<A extends ConsoleAction = ConsoleAction> {
  state: LiveState | null;
  /** Refused (tried again) or revoked (the right that opened the stream is gone: not tried again). */
  error: 'refused' | 'revoked' | null;
  connection: ConsoleConnection;
  /** The server's time now (ms). */
  now: number;
  send: (command: LiveCommand) => void;
  queue: readonly ConsoleAction[];
  waiting: boolean;
  refused: readonly A[];
  repeat: (action: A) => void;
  dismiss: (actionId: string) => void;
}

/** A seated delegate the roll call marks: one tap on a delegation marks each of them. */
export interface SeatedDelegate {
  id: string;
  delegationId: string;
}

/** What every part of the console reads: the live state, the server's clock, and the one way to act. */
export interface ConsoleValue {
  commissionId: string;
  state: LiveState;
  /** The server's time now (ms), re-read a few times a second. */
  now: number;
  connection: ConsoleConnection;
  send: (command: LiveCommand) => void;
  queue: readonly ConsoleAction[];
  waiting: boolean;
  /** Delegation names by id. */
  names: ReadonlyMap<string, string>;
  /** Seated delegates per delegation id. */
  delegates: ReadonlyMap<string, readonly SeatedDelegate[]>;
}

export const ConsoleContext = createContext<ConsoleValue | null>(null);

/** The console's live state and actions (inside `SessionConsole`). */
export function useConsole(): ConsoleValue {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error('useConsole outside SessionConsole');
  return value;
}

/** The present delegations (the ones a speaker, a yield or a motion may name). */
export function presentDelegations(state: LiveState) {
  return state.attendance.filter((d) => d.status !== 'ausente');
}

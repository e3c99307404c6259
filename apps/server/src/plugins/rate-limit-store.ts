import type { FastifyRateLimitStore } from '@fastify/rate-limit';
// @ts-expect-error The library's in-memory store has no type declarations of its own.
import LibraryStore from '@fastify/rate-limit/store/LocalStore.js';
import type { Executor } from '../db/database';
import { countRequest } from '../lib/attempt-limit';

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface Counter {
  incr(key: string, answer: Answer, timeWindow: number, max: number): void;
  read(key: string, answer: Answer, timeWindow: number, max: number): void;
  child(options: RouteLimit): Counter;
}
type RouteLimit = Parameters<FastifyRateLimitStore['child']>[0];
/** What the limiter hands a store it makes (its global settings; `cache`, the number of keys kept, on a route's). */
interface Limits {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
}

/**
 * The rate limiter's in-memory counts, each request answered with the count as it stood when it was counted.
 * The library's own store answers the one object it goes on counting in, which the limiter reads only after
 * an await: requests handled in the same turn of the event loop (pipelined on one connection, or a burst that
 * meets no database on its way) all read the last count, and all were refused, the first ones too.
 */
export class CountedStore implements FastifyRateLimitStore {
  readonly #counter: Counter;

  constructor(options: Limits | { counter: Counter }) {
    this.#counter =
      'counter' in options ? options.counter : new LibraryStore(options.continueExceeding, options.exponentialBackoff, options.cache);
  }

  incr(key: string, answer: Answer, timeWindow: number, max: number): void {
    this.#counter.incr(key, (error, result) => answer(error, result && { current: result.current, ttl: result.ttl }), timeWindow, max);
  }

  read(key: string, answer: Answer, timeWindow: number, max: number): void {
    this.#counter.read(key, answer, timeWindow, max);
  }

  child(options: RouteLimit): CountedStore {
    return new CountedStore({ counter: this.#counter.child(options) });
  }
}

/** The route a limiter's store counts for (the library hands `child` the route's options). */
interface RouteOf {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * The store of several processes on one PostgreSQL database: each count is taken in the database
 * (`countRequest`, lib/attempt-limit.ts), so four processes behind a load balancer give a client one limit, not
 * four. A route's counts are kept apart from another's by the route's method and address.
 */
export function sharedStoreOf(db: Executor): new (limits: Limits) => FastifyRateLimitStore {
  class SharedStore implements FastifyRateLimitStore {
    constructor(
      _limits: Limits,
      readonly route = 'all',
    ) {}

    incr(key: string, answer: Answer, timeWindow: number, max: number): void {
      countRequest(db, `rate:${this.route}:${key}`, max, timeWindow).then(
        (counted) => answer(null, counted),
        (error: Error) => answer(error),
      );
    }

    child(options: RouteLimit): SharedStore {
      const { routeInfo } = options as RouteOf;
      return new SharedStore({}, `${[routeInfo?.method ?? ''].flat().join(',')} ${routeInfo?.url ?? ''}`);
    }
  }
  return SharedStore;
}

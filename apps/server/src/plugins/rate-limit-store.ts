import type { FastifyRateLimitStore } from '@fastify/rate-limit';
// @ts-expect-error The library's in-memory store has no type declarations of its own.
import LibraryStore from '@fastify/rate-limit/store/LocalStore.js';

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

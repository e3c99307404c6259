import type { DataGeneration } from '../db/database';

/**
 * Values read from the database, each kept only while the data generation it was read at is still current
 * (`AppContext.generation`, or `generationOf` the groups of tables it reads): any commit to them moves it, so
 * nothing stale is ever served. Bounded: past
 * `max` keys the least recently stored goes. A null generation (PostgreSQL while not listening) keeps nothing.
 */
export class KeptReads<V> {
  readonly #entries = new Map<string, { generation: string; value: V }>();

  constructor(private readonly max: number) {}

  get(key: string, generation: string | null): V | undefined {
    if (generation === null) return undefined;
    const entry = this.#entries.get(key);
    return entry && entry.generation === generation ? entry.value : undefined;
  }

  /** Keeps `value`, read at `generation` (taken before the reads began). */
  set(key: string, generation: string | null, value: V): void {
    if (generation === null) return;
    this.#entries.delete(key);
    if (this.#entries.size >= this.max) this.#entries.delete(this.#entries.keys().next().value as string);
    this.#entries.set(key, { generation, value });
  }
}

/**
 * One `KeptReads` per owner (the app context: each app built in a process keeps its own), made on first use:
 * `const keptCodes = keptReadsPer<string>(1000)` at module level, then `keptCodes(ctx).get(…)`.
 */
export function keptReadsPer<V>(max: number): (owner: object) => KeptReads<V> {
  const byOwner = new WeakMap<object, KeptReads<V>>();
  return (owner) => {
    let kept = byOwner.get(owner);
    if (!kept) {
      kept = new KeptReads<V>(max);
      byOwner.set(owner, kept);
    }
    return kept;
  };
}

const atRequest = new WeakMap<object, Map<DataGeneration, string | null>>();

/**
 * A generation as it stood when `request` first asked for it. One request compares all its kept reads of the
 * same groups against this one value: the answer is the data as it stood when the request began.
 */
export function generationAtRequest(request: object, generation: DataGeneration): string | null {
  let known = atRequest.get(request);
  if (!known) {
    known = new Map();
    atRequest.set(request, known);
  }
  const found = known.get(generation);
  if (found !== undefined) return found;
  const value = generation();
  known.set(generation, value);
  return value;
}

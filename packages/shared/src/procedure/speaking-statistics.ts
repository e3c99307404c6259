/**
 * Speaking statistics (PRODUCT §11): from each delegation's turns and time spoken, as the floor counts them from the
 * server's own stamps (`Floor['stats']`), each delegation's share of the commission's time, the delegations that have
 * not spoken yet («sin intervenir»), the Gini coefficient of speaking time, and a speakers list ordered to favour those
 * who have spoken least. Pure: the console derives it from the live state, the server from the same state for
 * Delegados and the awards committee's export.
 */

/** A delegation's turns and time spoken (milliseconds). */
export interface SpeakingCount {
  speeches: number;
  speakingMs: number;
}

/** A delegation's part of the commission's speaking time: its share, 0–1, or null while nobody has spoken. */
export interface DelegationSpeaking extends SpeakingCount {
  delegationId: string;
  name: string;
  share: number | null;
}

/** The commission's whole: time and turns, the delegations not heard yet, and how unequal the time was. */
export interface SpeakingSummary {
  totalMs: number;
  speeches: number;
  /** The names of the delegations not heard yet (no turn, and no time received by a yield), in the order given. */
  silent: string[];
  /** 0 when every delegation spoke as long as the others, towards 1 when one spoke alone; null with fewer than 2 or no time. */
  gini: number | null;
}

/**
 * The Gini coefficient of `values` (each ≥ 0): the mean absolute difference between every two of them over twice their
 * mean (G = Σᵢ Σⱼ |xᵢ − xⱼ| / 2n²x̄), from the sorted values in one pass. One speaker among n gives (n − 1) / n.
 */
export function giniCoefficient(values: readonly number[]): number | null {
  const n = values.length;
  const total = values.reduce((sum, v) => sum + v, 0);
  if (n < 2 || total <= 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  // Σᵢ Σⱼ |xᵢ − xⱼ| = 2 Σᵢ (2i − n + 1) x₍ᵢ₎ for the values sorted ascending (i from 0).
  const weighted = sorted.reduce((sum, v, i) => sum + (2 * i - n + 1) * v, 0);
  return weighted / (n * total);
}

/** Each delegation's turns, time and share, in the order given, with the commission's summary. */
export function speakingStatistics(
  delegations: readonly { delegationId: string; name: string }[],
  stats: Readonly<Record<string, SpeakingCount | undefined>>,
): { delegations: DelegationSpeaking[]; summary: SpeakingSummary } {
  const counts = delegations.map(({ delegationId, name }) => ({
    delegationId,
    name,
    speeches: stats[delegationId]?.speeches ?? 0,
    speakingMs: stats[delegationId]?.speakingMs ?? 0,
  }));
  const totalMs = counts.reduce((sum, d) => sum + d.speakingMs, 0);
  return {
    delegations: counts.map((d) => ({ ...d, share: totalMs > 0 ? d.speakingMs / totalMs : null })),
    summary: {
      totalMs,
      speeches: counts.reduce((sum, d) => sum + d.speeches, 0),
      silent: counts.filter((d) => d.speeches === 0 && d.speakingMs === 0).map((d) => d.name),
      gini: giniCoefficient(counts.map((d) => d.speakingMs)),
    },
  };
}

/**
 * The speakers list as it would favour those who have spoken least: fewer turns first, then less time, then the place
 * each had (a stable order). A suggestion the chair may follow; nothing applies it.
 */
export function leastSpokenFirst<T extends { delegationId: string }>(
  speakers: readonly T[],
  stats: Readonly<Record<string, SpeakingCount | undefined>>,
): T[] {
  const count = (s: T) => stats[s.delegationId] ?? { speeches: 0, speakingMs: 0 };
  return speakers
    .map((speaker, place) => ({ speaker, place }))
    .sort(
      (a, b) =>
        count(a.speaker).speeches - count(b.speaker).speeches ||
        count(a.speaker).speakingMs - count(b.speaker).speakingMs ||
        a.place - b.place,
    )
    .map((s) => s.speaker);
}

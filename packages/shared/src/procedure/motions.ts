import { MOTION_KINDS, MOTION_LABELS_ES, type MotionKind } from './motion-kinds';
import { DEFAULT_MOTION_CATALOGUE } from './motion-rules';
import { type MotionCatalogue, type MotionInput, motionCatalogueEntrySchema, motionInputSchema } from './motion-schema';
import { allow, type Ruling, refuse } from './refusal';

export { MOTION_KINDS, MOTION_LABELS_ES, type MotionKind };
export { DEFAULT_MOTION_CATALOGUE, isDefaultMotionCatalogue, motionMajority } from './motion-rules';
export {
  type MotionCatalogue,
  type MotionCatalogueEntry,
  type MotionCatalogueSettings,
  type MotionInput,
  motionCatalogueEntrySchema,
  motionCatalogueInputSchema,
  motionCatalogueSchema,
  motionCatalogueSettingsSchema,
  motionInputSchema,
} from './motion-schema';

/**
 * A stored catalogue as the rules read it: each motion's entry as stored when it reads, the default one's
 * otherwise (nothing stored, or a motion kind added after the catalogue was saved).
 */
export function motionCatalogueOf(stored: unknown): MotionCatalogue {
  const entries = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  return Object.fromEntries(
    MOTION_KINDS.map((kind) => {
      const entry = motionCatalogueEntrySchema.safeParse(entries[kind]);
      return [kind, entry.success ? entry.data : DEFAULT_MOTION_CATALOGUE[kind]];
    }),
  ) as MotionCatalogue;
}

/** A motion on the floor: what was entered, by whom, and when (server time in ms; ties of precedence go by it). */
export type PendingMotion = MotionInput & { id: string; submittedAt: number; delegationId: string | null };

/** Reads a motion's kind and parameters; a refusal names each field that is wrong. */
export function parseMotion(input: unknown): Ruling<MotionInput> {
  const parsed = motionInputSchema.safeParse(input);
  if (parsed.success) {
    // A parameter the kind does not take (a duration on a suspension) is refused, not dropped.
    const extra = Object.keys(input as object).filter((key) => !(key in parsed.data));
    if (extra.length === 0) return allow(parsed.data);
    return refuse('MOTION_PARAMETERS_INVALID', Object.fromEntries(extra.map((key) => [key, 'Esta moción no lleva este dato'])));
  }
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'kind'] ??= issue.message;
  return refuse('MOTION_PARAMETERS_INVALID', fields);
}

/** How many speakers a moderated caucus has room for. */
export function caucusSpeakers(motion: { totalSeconds: number; speakerSeconds: number }): number {
  return Math.floor(motion.totalSeconds / motion.speakerSeconds);
}

/** Within one kind of caucus: longer first, then (moderated) more speakers first. */
function compareCaucuses(a: PendingMotion, b: PendingMotion): number {
  if (a.kind === 'caucus_moderado' && b.kind === 'caucus_moderado') {
    return b.totalSeconds - a.totalSeconds || caucusSpeakers(b) - caucusSpeakers(a);
  }
  if (a.kind === 'caucus_no_moderado' && b.kind === 'caucus_no_moderado') return b.totalSeconds - a.totalSeconds;
  return 0;
}

/**
 * The order of precedence as a comparison: the catalogue's rank, then the kind's place in `MOTION_KINDS`,
 * then within a caucus kind longer before shorter and more speakers before fewer, then time of submission,
 * then id — a total order, so the pending motions come out the same whatever order they were entered in.
 */
export function compareMotions(catalogue: MotionCatalogue = DEFAULT_MOTION_CATALOGUE) {
  return (a: PendingMotion, b: PendingMotion): number =>
    catalogue[a.kind].rank - catalogue[b.kind].rank ||
    MOTION_KINDS.indexOf(a.kind) - MOTION_KINDS.indexOf(b.kind) ||
    compareCaucuses(a, b) ||
    a.submittedAt - b.submittedAt ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The pending motions in order of precedence (a sorted copy). */
export function orderMotions(motions: readonly PendingMotion[], catalogue: MotionCatalogue = DEFAULT_MOTION_CATALOGUE): PendingMotion[] {
  return [...motions].sort(compareMotions(catalogue));
}

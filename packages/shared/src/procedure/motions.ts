import { MOTION_KINDS, MOTION_LABELS_ES, type MotionKind } from './motion-kinds';
import { type Bounds, type TimedParameter, timedParametersOf } from './motion-limits';
import { DEFAULT_MOTION_CATALOGUE, motionBounds } from './motion-rules';
import {
  type MotionCatalogue,
  type MotionInput,
  motionCatalogueEntrySchema,
  motionCatalogueEntrySchemas,
  motionInputSchema,
} from './motion-schema';
import { allow, type Ruling, refuse } from './refusal';

export { MOTION_KINDS, MOTION_LABELS_ES, type MotionKind };
export {
  absoluteBounds,
  type Bounds,
  MOTION_PARAMETER_LIMITS,
  TIMED_PARAMETERS,
  type TimedParameter,
  timedParametersOf,
} from './motion-limits';
export { DEFAULT_MOTION_CATALOGUE, isDefaultMotionCatalogue, motionBounds, motionMajority } from './motion-rules';
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

/** An entry's majority and rank alone, for an entry whose bounds do not read. */
const placeSchema = motionCatalogueEntrySchema.pick({ majority: true, rank: true });

/**
 * A stored catalogue as the rules read it, entry by entry: each motion's entry as stored when it reads, with
 * the default bounds for a parameter it sets none for (a catalogue saved before conferences set them); its
 * majority and rank with the default bounds when only its bounds do not read; the default entry otherwise
 * (nothing stored, or a motion kind added after the catalogue was saved).
 */
export function motionCatalogueOf(stored: unknown): MotionCatalogue {
  const entries = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  return Object.fromEntries(
    MOTION_KINDS.map((kind) => {
      const standard = DEFAULT_MOTION_CATALOGUE[kind];
      const entry = motionCatalogueEntrySchemas[kind].safeParse(entries[kind]);
      if (entry.success) return [kind, { ...standard, ...entry.data }];
      const place = placeSchema.safeParse(entries[kind]);
      return [kind, place.success ? { ...standard, ...place.data } : standard];
    }),
  ) as MotionCatalogue;
}

/** Who or what each timed parameter's refusal speaks of. */
const SUBJECT_ES: Partial<Record<MotionKind, string>> = {
  caucus_moderado: 'El caucus moderado',
  caucus_no_moderado: 'El caucus no moderado',
  extension_caucus: 'La extensión del caucus',
};

/** A range in Spanish: in minutes when both ends are whole minutes and it is a duration, in seconds otherwise. */
function rangeEs({ min, max }: Bounds, parameter: TimedParameter): string {
  if (parameter === 'totalSeconds' && min % 60 === 0 && max % 60 === 0) return `entre ${min / 60} y ${max / 60} minutos`;
  return `entre ${min} y ${max} segundos`;
}

/** The Spanish words that refuse a parameter outside the conference's bounds, saying the bounds. */
function outsideBoundsEs(kind: MotionKind, parameter: TimedParameter, bounds: Bounds): string {
  const range = rangeEs(bounds, parameter);
  if (parameter === 'speakerSeconds')
    return `El tiempo por orador del ${MOTION_LABELS_ES[kind].toLowerCase()} debe estar ${range} en esta conferencia.`;
  return `${SUBJECT_ES[kind] ?? `«${MOTION_LABELS_ES[kind]}»`} puede durar ${range} en esta conferencia.`;
}

/**
 * A motion (as parsed, within the absolute bounds) against the catalogue in force: each timed parameter within
 * the bounds the conference allows, or a refusal that names the field and says the allowed range.
 */
export function motionWithinCatalogue(motion: MotionInput, catalogue: MotionCatalogue): Ruling<MotionInput> {
  const fields: Record<string, string> = {};
  for (const parameter of timedParametersOf(motion.kind)) {
    const value = (motion as Partial<Record<TimedParameter, number>>)[parameter];
    const bounds = motionBounds(catalogue, motion.kind, parameter);
    if (value !== undefined && (value < bounds.min || value > bounds.max))
      fields[parameter] = outsideBoundsEs(motion.kind, parameter, bounds);
  }
  const messages = Object.values(fields);
  if (messages.length === 0) return allow(motion);
  return { ...refuse('MOTION_PARAMETERS_INVALID', fields), message: messages.join(' ') };
}

/** A motion on the floor: what was entered, by whom, and when (server time in ms; ties of precedence go by it). */
export type PendingMotion = MotionInput & { id: string; submittedAt: number; delegationId: string | null };

/** The paths of a motion's times: a custom issue on one of them is the caucus's rule between them. */
const TIMED_PATHS: ReadonlySet<string> = new Set(['totalSeconds', 'speakerSeconds']);

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
  const refusal = refuse('MOTION_PARAMETERS_INVALID', fields);
  // The caucus's own rule between its times (how many speakers fit) is the message the console shows, not only a field's.
  const turns = parsed.error.issues.filter((issue) => issue.code === 'custom' && TIMED_PATHS.has(issue.path.join('.')));
  return turns.length === 0 ? refusal : { ...refusal, message: turns.map((issue) => `${issue.message}.`).join(' ') };
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

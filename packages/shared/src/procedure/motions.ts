import { z } from 'zod';
import { humanText } from '../text';
import { MAJORITIES, type Majority } from './majorities';
import { MOTION_KINDS, MOTION_LABELS_ES, type MotionKind } from './motion-kinds';
import { allow, type Ruling, refuse } from './refusal';

export { MOTION_KINDS, MOTION_LABELS_ES, type MotionKind };

/** One motion of the catalogue: the majority it needs and its rank (1 is considered first). */
export const motionCatalogueEntrySchema = z.object({ majority: z.enum(MAJORITIES), rank: z.number().int().min(1).max(100) });
export type MotionCatalogueEntry = z.infer<typeof motionCatalogueEntrySchema>;

/** The catalogue is data: a conference may change majorities and order. */
export const motionCatalogueSchema = z.object(
  Object.fromEntries(MOTION_KINDS.map((kind) => [kind, motionCatalogueEntrySchema])) as Record<
    MotionKind,
    typeof motionCatalogueEntrySchema
  >,
);
export type MotionCatalogue = z.infer<typeof motionCatalogueSchema>;

const TWO_THIRDS: readonly MotionKind[] = ['cierre_debate', 'aplazamiento_debate'];

/** Two thirds to close or postpone the debate, a simple majority for the rest; ranked in `MOTION_KINDS` order. */
export const DEFAULT_MOTION_CATALOGUE: MotionCatalogue = Object.fromEntries(
  MOTION_KINDS.map((kind, i) => [kind, { majority: TWO_THIRDS.includes(kind) ? 'dos_tercios' : 'simple', rank: i + 1 }]),
) as MotionCatalogue;

const seconds = (min: number, max: number) =>
  z.number().int('Debe ser un número entero de segundos').min(min, `Mínimo ${min} segundos`).max(max, `Máximo ${max} segundos`);

const moderatedCaucus = z
  .object({
    kind: z.literal('caucus_moderado'),
    topic: humanText({ min: 1, max: 200 }),
    totalSeconds: seconds(60, 7200),
    speakerSeconds: seconds(10, 600),
  })
  .refine((m) => m.speakerSeconds <= m.totalSeconds, {
    message: 'El tiempo por orador no puede superar la duración total',
    path: ['speakerSeconds'],
  });

/** A motion as entered by the chair: its kind and the parameters that kind takes. */
export const motionInputSchema = z.discriminatedUnion('kind', [
  moderatedCaucus,
  z.object({ kind: z.literal('caucus_no_moderado'), totalSeconds: seconds(60, 7200) }),
  z.object({ kind: z.literal('extension_caucus'), totalSeconds: seconds(30, 3600) }),
  z.object({ kind: z.literal('introduccion_proyecto'), title: humanText({ max: 200 }).default('') }),
  z.object({ kind: z.literal('otra'), description: humanText({ min: 1, max: 300 }), majority: z.enum(MAJORITIES) }),
  z.object({
    kind: z.enum([
      'suspension_sesion',
      'levantamiento_sesion',
      'aplazamiento_debate',
      'cierre_debate',
      'cierre_lista_oradores',
      'votacion_nominal',
    ]),
  }),
]);
export type MotionInput = z.infer<typeof motionInputSchema>;

/** A motion on the floor: what was entered, by whom, and when (server time in ms; ties of precedence go by it). */
export type PendingMotion = MotionInput & { id: string; submittedAt: number; delegationId: string | null };

/** Reads a motion's kind and parameters; a refusal names each field that is wrong. */
export function parseMotion(input: unknown): Ruling<MotionInput> {
  const parsed = motionInputSchema.safeParse(input);
  if (parsed.success) return allow(parsed.data);
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'kind'] ??= issue.message;
  return refuse('MOTION_PARAMETERS_INVALID', fields);
}

/** The majority a motion needs: an «otra» says its own, the rest the catalogue's. */
export function motionMajority(motion: MotionInput, catalogue: MotionCatalogue = DEFAULT_MOTION_CATALOGUE): Majority {
  return motion.kind === 'otra' ? motion.majority : catalogue[motion.kind].majority;
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

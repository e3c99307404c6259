import { z } from 'zod';
import { humanText } from '../text';
import { MAJORITIES } from './majorities';
import { MOTION_KINDS, MOTION_LABELS_ES, type MotionKind } from './motion-kinds';
import { absoluteBounds, type Bounds, TIMED_PARAMETERS, type TimedParameter, timedParametersOf } from './motion-limits';

/**
 * The motions' schemas (motions.ts re-exports them): the catalogue and a motion as entered, apart from the rules
 * so that motion-rules.ts reads their types without importing zod or depending on motions.ts.
 */

const wholeSeconds = z.number('Debe ser un número de segundos').int('Debe ser un número entero de segundos');

/** The least and the most a conference allows for one timed parameter of a motion, in seconds. */
const boundsSchema = z.object({ min: wholeSeconds, max: wholeSeconds });

/**
 * One motion of the catalogue: the majority it needs, its rank (1 is considered first) and, for a motion with
 * timed parameters, the bounds the conference allows for each (absent: the absolute ones, `MOTION_PARAMETER_LIMITS`).
 */
export const motionCatalogueEntrySchema = z.object({
  majority: z.enum(MAJORITIES, 'La mayoría es simple o de dos tercios'),
  rank: z
    .number('El orden es un número')
    .int('El orden es un número entero')
    .min(1, 'El orden empieza en 1')
    .max(100, 'El orden no pasa de 100'),
  totalSeconds: boundsSchema.optional(),
  speakerSeconds: boundsSchema.optional(),
});
export type MotionCatalogueEntry = z.infer<typeof motionCatalogueEntrySchema>;

/** A timed parameter's name in Spanish: with its article, after «de», and bare. */
const PARAMETER_ES: Record<TimedParameter, { the: string; of: string; bare: string }> = {
  totalSeconds: { the: 'la duración', of: 'de la duración', bare: 'duración' },
  speakerSeconds: { the: 'el tiempo por orador', of: 'del tiempo por orador', bare: 'tiempo por orador' },
};

/** Seconds as the settings page writes them: whole minutes in minutes, the rest in seconds. */
function durationEs(seconds: number): string {
  return seconds % 60 === 0 ? `${seconds / 60} min` : `${seconds} s`;
}

/**
 * The entry of one kind of motion: bounds only for the parameters it takes, each within the absolute ones and
 * its least not above its most; a moderated caucus's least time per speaker fits in its longest duration.
 */
function catalogueEntryOf(kind: MotionKind) {
  return motionCatalogueEntrySchema.superRefine((entry, ctx) => {
    const label = `«${MOTION_LABELS_ES[kind]}»`;
    const taken = timedParametersOf(kind);
    for (const parameter of TIMED_PARAMETERS) {
      const bounds = entry[parameter];
      if (!bounds) continue;
      const name = PARAMETER_ES[parameter];
      if (!taken.includes(parameter)) {
        ctx.addIssue({ code: 'custom', message: `${label} no lleva ${name.bare}`, path: [parameter] });
        continue;
      }
      const absolute = absoluteBounds(kind, parameter);
      const range = `de ${durationEs(absolute.min)} a ${durationEs(absolute.max)}`;
      for (const end of ['min', 'max'] as const)
        if (bounds[end] < absolute.min || bounds[end] > absolute.max)
          ctx.addIssue({ code: 'custom', message: `${label}: ${name.the} puede ir ${range}`, path: [parameter, end] });
      if (bounds.min > bounds.max)
        ctx.addIssue({
          code: 'custom',
          message: `${label}: el mínimo ${name.of} (${durationEs(bounds.min)}) supera el máximo (${durationEs(bounds.max)})`,
          path: [parameter, 'max'],
        });
    }
    if (entry.speakerSeconds && entry.totalSeconds && entry.speakerSeconds.min > entry.totalSeconds.max)
      ctx.addIssue({
        code: 'custom',
        message: `${label}: el tiempo mínimo por orador (${durationEs(entry.speakerSeconds.min)}) supera la duración máxima (${durationEs(entry.totalSeconds.max)})`,
        path: ['speakerSeconds', 'min'],
      });
  });
}

/** Each kind's entry schema (the stored catalogue is read entry by entry with them). */
export const motionCatalogueEntrySchemas = Object.fromEntries(MOTION_KINDS.map((kind) => [kind, catalogueEntryOf(kind)])) as Record<
  MotionKind,
  typeof motionCatalogueEntrySchema
>;

/** The catalogue is data: a conference may change majorities, order and bounds (the live state carries it as it is). */
export const motionCatalogueSchema = z.object(motionCatalogueEntrySchemas);
export type MotionCatalogue = z.infer<typeof motionCatalogueSchema>;

/**
 * A catalogue as the Gestor saves it: every motion in it, each in a place of its own — two motions of the
 * same rank would be ordered by a rule the settings page does not show (`MOTION_KINDS`' order).
 */
export const motionCatalogueInputSchema = motionCatalogueSchema.superRefine((catalogue, ctx) => {
  const byRank = new Map<number, MotionKind>();
  for (const kind of MOTION_KINDS) {
    const { rank } = catalogue[kind];
    const first = byRank.get(rank);
    if (first === undefined) byRank.set(rank, kind);
    else
      ctx.addIssue({
        code: 'custom',
        message: `«${MOTION_LABELS_ES[kind]}» y «${MOTION_LABELS_ES[first]}» tienen el mismo orden (${rank}): cada moción necesita un lugar propio`,
        path: [kind, 'rank'],
      });
  }
});

/** The motion catalogue of the event as the settings page reads it: in force, and whether it is the default one. */
export const motionCatalogueSettingsSchema = z.object({ catalogue: motionCatalogueSchema, isDefault: z.boolean() });
export type MotionCatalogueSettings = z.infer<typeof motionCatalogueSettingsSchema>;

/** A timed parameter of a motion within the absolute bounds of its kind (the catalogue's are checked on the floor). */
const seconds = ({ min, max }: Bounds) =>
  z.number().int('Debe ser un número entero de segundos').min(min, `Mínimo ${min} segundos`).max(max, `Máximo ${max} segundos`);

const moderatedCaucus = z
  .object({
    kind: z.literal('caucus_moderado'),
    topic: humanText({ min: 1, max: 200 }),
    totalSeconds: seconds(absoluteBounds('caucus_moderado', 'totalSeconds')),
    speakerSeconds: seconds(absoluteBounds('caucus_moderado', 'speakerSeconds')),
  })
  .superRefine((m, ctx) => {
    if (m.speakerSeconds > m.totalSeconds)
      ctx.addIssue({ code: 'custom', message: 'El tiempo por orador no puede superar la duración total', path: ['speakerSeconds'] });
    else if (m.totalSeconds % m.speakerSeconds !== 0) {
      const speakers = Math.floor(m.totalSeconds / m.speakerSeconds);
      ctx.addIssue({
        code: 'custom',
        message: `${m.totalSeconds} s no se reparten en turnos de ${m.speakerSeconds} s: caben ${speakers} oradores (${speakers * m.speakerSeconds} s). Usa una duración múltiplo del tiempo por orador`,
        path: ['totalSeconds'],
      });
    }
  });

/** A motion as entered by the chair: its kind and the parameters that kind takes. */
export const motionInputSchema = z.discriminatedUnion('kind', [
  moderatedCaucus,
  z.object({ kind: z.literal('caucus_no_moderado'), totalSeconds: seconds(absoluteBounds('caucus_no_moderado', 'totalSeconds')) }),
  z.object({ kind: z.literal('extension_caucus'), totalSeconds: seconds(absoluteBounds('extension_caucus', 'totalSeconds')) }),
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

import { z } from 'zod';
import { humanText } from '../text';
import { MAJORITIES } from './majorities';
import { MOTION_KINDS, MOTION_LABELS_ES, type MotionKind } from './motion-kinds';

/**
 * The motions' schemas (motions.ts re-exports them): the catalogue and a motion as entered, apart from the rules
 * so that motion-rules.ts reads their types without importing zod or depending on motions.ts.
 */

/** One motion of the catalogue: the majority it needs and its rank (1 is considered first). */
export const motionCatalogueEntrySchema = z.object({
  majority: z.enum(MAJORITIES, 'La mayoría es simple o de dos tercios'),
  rank: z
    .number('El orden es un número')
    .int('El orden es un número entero')
    .min(1, 'El orden empieza en 1')
    .max(100, 'El orden no pasa de 100'),
});
export type MotionCatalogueEntry = z.infer<typeof motionCatalogueEntrySchema>;

/** The catalogue is data: a conference may change majorities and order (the live state carries it as it is). */
export const motionCatalogueSchema = z.object(
  Object.fromEntries(MOTION_KINDS.map((kind) => [kind, motionCatalogueEntrySchema])) as Record<
    MotionKind,
    typeof motionCatalogueEntrySchema
  >,
);
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

const seconds = (min: number, max: number) =>
  z.number().int('Debe ser un número entero de segundos').min(min, `Mínimo ${min} segundos`).max(max, `Máximo ${max} segundos`);

const moderatedCaucus = z
  .object({
    kind: z.literal('caucus_moderado'),
    topic: humanText({ min: 1, max: 200 }),
    totalSeconds: seconds(60, 7200),
    speakerSeconds: seconds(10, 600),
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

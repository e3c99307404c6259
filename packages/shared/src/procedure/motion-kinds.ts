// The motion kinds and their Spanish names, without zod: the web's catalogue reads them on every page.

/**
 * Kinds of motion, from the most disruptive: the default order of precedence. Extending the caucus in progress
 * is the least disruptive of the caucus motions and is voted before any new caucus, which would drop it unheard.
 */
export const MOTION_KINDS = [
  'suspension_sesion',
  'levantamiento_sesion',
  'aplazamiento_debate',
  'cierre_debate',
  'extension_caucus',
  'caucus_no_moderado',
  'caucus_moderado',
  'cierre_lista_oradores',
  'votacion_nominal',
  'introduccion_proyecto',
  'otra',
] as const;
export type MotionKind = (typeof MOTION_KINDS)[number];

/** Spanish names of the motions (the acta and the server's texts; the web has its own i18n keys). */
export const MOTION_LABELS_ES: Record<MotionKind, string> = {
  suspension_sesion: 'Suspensión de la sesión',
  levantamiento_sesion: 'Levantamiento de la sesión',
  aplazamiento_debate: 'Aplazamiento del debate',
  cierre_debate: 'Cierre del debate',
  caucus_no_moderado: 'Caucus no moderado',
  caucus_moderado: 'Caucus moderado',
  extension_caucus: 'Extensión del caucus',
  cierre_lista_oradores: 'Cierre de la lista de oradores',
  votacion_nominal: 'Votación nominal',
  introduccion_proyecto: 'Introducción de proyecto',
  otra: 'Otra moción',
};

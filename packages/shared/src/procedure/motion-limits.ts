// The parameters a motion takes and their absolute bounds, without zod: the schemas, the default catalogue
// and the pages read them.
import type { MotionKind } from './motion-kinds';

/** A motion's timed parameters, in seconds: a caucus's (or an extension's) duration and a moderated caucus's time per speaker. */
export const TIMED_PARAMETERS = ['totalSeconds', 'speakerSeconds'] as const;
export type TimedParameter = (typeof TIMED_PARAMETERS)[number];

/** The least and the most a timed parameter may be, in whole seconds. */
export interface Bounds {
  min: number;
  max: number;
}

/**
 * The bounds no conference goes beyond, for each kind that takes timed parameters: a caucus from one minute to
 * two hours, ten seconds to ten minutes per speaker, an extension from thirty seconds to an hour. They are also
 * the default catalogue's bounds, so a conference that sets none keeps them.
 */
export const MOTION_PARAMETER_LIMITS: Partial<Record<MotionKind, Partial<Record<TimedParameter, Bounds>>>> = {
  caucus_moderado: { totalSeconds: { min: 60, max: 7200 }, speakerSeconds: { min: 10, max: 600 } },
  caucus_no_moderado: { totalSeconds: { min: 60, max: 7200 } },
  extension_caucus: { totalSeconds: { min: 30, max: 3600 } },
};

/** The timed parameters a kind of motion takes (none for most). */
export function timedParametersOf(kind: MotionKind): TimedParameter[] {
  const limits = MOTION_PARAMETER_LIMITS[kind] ?? {};
  return TIMED_PARAMETERS.filter((parameter) => limits[parameter] !== undefined);
}

/** The absolute bounds of a kind's timed parameter (the kind takes it). */
export function absoluteBounds(kind: MotionKind, parameter: TimedParameter): Bounds {
  const bounds = MOTION_PARAMETER_LIMITS[kind]?.[parameter];
  if (!bounds) throw new Error(`${kind} takes no ${parameter}`);
  return bounds;
}

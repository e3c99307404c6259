/** The default motion catalogue and a motion's majority and bounds (motions.ts), without zod: pages use them without loading it (decision 027). */
import type { Majority } from './majorities';
import { MOTION_KINDS, type MotionKind } from './motion-kinds';
import { absoluteBounds, type Bounds, MOTION_PARAMETER_LIMITS, type TimedParameter, timedParametersOf } from './motion-limits';
import type { MotionCatalogue, MotionInput } from './motion-schema';

const TWO_THIRDS: readonly MotionKind[] = ['cierre_debate', 'aplazamiento_debate'];

/**
 * Two thirds to close or postpone the debate, a simple majority for the rest; ranked in `MOTION_KINDS` order;
 * each timed parameter within its absolute bounds.
 */
export const DEFAULT_MOTION_CATALOGUE: MotionCatalogue = Object.fromEntries(
  MOTION_KINDS.map((kind, i) => [
    kind,
    { majority: TWO_THIRDS.includes(kind) ? 'dos_tercios' : 'simple', rank: i + 1, ...MOTION_PARAMETER_LIMITS[kind] },
  ]),
) as MotionCatalogue;

/** The majority a motion needs: an «otra» says its own, the rest the catalogue's. */
export function motionMajority(motion: MotionInput, catalogue: MotionCatalogue = DEFAULT_MOTION_CATALOGUE): Majority {
  return motion.kind === 'otra' ? motion.majority : catalogue[motion.kind].majority;
}

/** The bounds a catalogue allows for a kind's timed parameter: its entry's, or the absolute ones when it sets none. */
export function motionBounds(catalogue: MotionCatalogue, kind: MotionKind, parameter: TimedParameter): Bounds {
  return catalogue[kind][parameter] ?? absoluteBounds(kind, parameter);
}

/** Whether a catalogue says what the default one says (then the event stores none and follows the default). */
export function isDefaultMotionCatalogue(catalogue: MotionCatalogue): boolean {
  return MOTION_KINDS.every((kind) => {
    const entry = catalogue[kind];
    const standard = DEFAULT_MOTION_CATALOGUE[kind];
    const sameBounds = timedParametersOf(kind).every((parameter) => {
      const [a, b] = [motionBounds(catalogue, kind, parameter), motionBounds(DEFAULT_MOTION_CATALOGUE, kind, parameter)];
      return a.min === b.min && a.max === b.max;
    });
    return entry.rank === standard.rank && entry.majority === standard.majority && sameBounds;
  });
}

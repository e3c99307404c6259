/** The default motion catalogue and a motion's majority (motions.ts), without zod: pages use them without loading it (decision 027). */
import type { Majority } from './majorities';
import { MOTION_KINDS, type MotionKind } from './motion-kinds';
import type { MotionCatalogue, MotionInput } from './motion-schema';

const TWO_THIRDS: readonly MotionKind[] = ['cierre_debate', 'aplazamiento_debate'];

/** Two thirds to close or postpone the debate, a simple majority for the rest; ranked in `MOTION_KINDS` order. */
export const DEFAULT_MOTION_CATALOGUE: MotionCatalogue = Object.fromEntries(
  MOTION_KINDS.map((kind, i) => [kind, { majority: TWO_THIRDS.includes(kind) ? 'dos_tercios' : 'simple', rank: i + 1 }]),
) as MotionCatalogue;

/** The majority a motion needs: an «otra» says its own, the rest the catalogue's. */
export function motionMajority(motion: MotionInput, catalogue: MotionCatalogue = DEFAULT_MOTION_CATALOGUE): Majority {
  return motion.kind === 'otra' ? motion.majority : catalogue[motion.kind].majority;
}

/** Whether a catalogue says what the default one says (then the event stores none and follows the default). */
export function isDefaultMotionCatalogue(catalogue: MotionCatalogue): boolean {
  return MOTION_KINDS.every((kind) => {
    const entry = catalogue[kind];
    const standard = DEFAULT_MOTION_CATALOGUE[kind];
    return entry.rank === standard.rank && entry.majority === standard.majority;
  });
}

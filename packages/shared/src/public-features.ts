import { z } from 'zod';
import type { PublicFeatures } from './delegates';

/** Whether pre-registration is open now: the switch is on and `now` is inside the window. */
export function isRegistrationOpen(f: PublicFeatures, now = new Date()): boolean {
  if (!f.registrationOpen) return false;
  if (f.registrationStart && now.getTime() < Date.parse(f.registrationStart)) return false;
  if (f.registrationEnd && now.getTime() > Date.parse(f.registrationEnd)) return false;
  return true;
}

/** GET /api/access/public: which public entry points `/` may advertise now. */
export const publicOfferSchema = z.object({
  /** /register: the switch is on, the window is open and the event is ready for public forms. */
  register: z.boolean(),
  /** /verificator: data verification is open. */
  verificator: z.boolean(),
  /** /data: the commission look-up is on. */
  data: z.boolean(),
  /** /meets: self check-in is on. */
  meets: z.boolean(),
  /** Press articles on `/`. */
  news: z.boolean(),
});
export type PublicOffer = z.infer<typeof publicOfferSchema>;

/** The public entry points that work now, from Permisos' switches and whether the event is ready. */
export function publicOfferOf(f: PublicFeatures, publicFormsReady: boolean, now = new Date()): PublicOffer {
  return {
    register: publicFormsReady && isRegistrationOpen(f, now),
    verificator: f.verificationOpen,
    data: f.dataLookup,
    meets: f.selfCheckIn,
    news: f.publicNews,
  };
}

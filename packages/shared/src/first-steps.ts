import { z } from 'zod';
import type { FirstStep } from './first-step-rules';

/**
 * The Gestor's "primeros pasos": what a fresh installation needs before a real conference. The first three
 * (`PUBLIC_FORM_NEEDS`) also open the public forms (pre-registration, school loads): until they are done,
 * those forms answer EVENT_NOT_READY saying what is missing.
 */
export { FIRST_STEPS, type FirstStep } from './first-step-rules';

/** The steps without which the public forms stay closed. */
export const PUBLIC_FORM_NEEDS = ['eventSettings', 'commission', 'legalTexts'] as const satisfies readonly FirstStep[];
type PublicFormNeed = (typeof PUBLIC_FORM_NEEDS)[number];

/** What each missing step leaves out, as part of "falta …". */
const MISSING_ES: Record<PublicFormNeed, string> = {
  eventSettings: 'guardar los datos del evento',
  commission: 'crear al menos una comisión',
  legalTexts: 'publicar los términos y condiciones y la política de privacidad',
};

/** GET /api/dashboard/first-steps: each step done or not, and whether the public forms are open. */
export const firstStepsSchema = z.object({
  eventSettings: z.boolean(),
  commission: z.boolean(),
  legalTexts: z.boolean(),
  chair: z.boolean(),
  registrationWindow: z.boolean(),
  /** PUBLIC_URL names an address others can open (not localhost): certificates and mails carry it. */
  publicUrl: z.boolean(),
  /** The address certificates and mails carry now (PUBLIC_URL, or http://localhost:<port> without it). */
  publicAddress: z.string(),
  /** The public forms accept submissions (every step of PUBLIC_FORM_NEEDS done). */
  publicFormsReady: z.boolean(),
  /** Why they do not, in Spanish (null when they do). */
  notReadyMessage: z.string().nullable(),
});
export type FirstSteps = z.infer<typeof firstStepsSchema>;

/** The steps of PUBLIC_FORM_NEEDS still to do, in order. */
export function missingForPublicForms(done: Record<PublicFormNeed, boolean>): PublicFormNeed[] {
  return PUBLIC_FORM_NEEDS.filter((step) => !done[step]);
}

/** EVENT_NOT_READY's message: which steps the secretariat still has to do (null when none). */
export function eventNotReadyMessage(done: Record<PublicFormNeed, boolean>): string | null {
  const missing = missingForPublicForms(done).map((step) => MISSING_ES[step]);
  if (missing.length === 0) return null;
  const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} y ${missing[missing.length - 1]}`;
  return `Este formulario todavía no está abierto: la secretaría del evento debe ${list}.`;
}

/** Whether the public forms accept submissions, and why not (in Spanish), from the steps they need. */
export function publicFormsReadiness(done: Record<PublicFormNeed, boolean>): Pick<FirstSteps, 'publicFormsReady' | 'notReadyMessage'> {
  const notReadyMessage = eventNotReadyMessage(done);
  return { publicFormsReady: notReadyMessage === null, notReadyMessage };
}

/** The whole checklist from the steps' facts and the address certificates carry. */
export function firstStepsOf(done: Record<FirstStep, boolean>, publicAddress: string): FirstSteps {
  return { ...done, publicAddress, ...publicFormsReadiness(done) };
}

import { z } from 'zod';
import { documentNumberSchema } from './delegates';
import { liveStateSchema } from './live';
import { bannerAppearanceSchema } from './schemas';
import { MEETS_CODE_ALPHABET, MEETS_CODE_LENGTH } from './meets-code';
import { codeText } from './text';

/**
 * Self check-in (`/meets`) and the projection screen's access (`/in`, `/banner/{id}`), PRODUCT §3. The
 * check-in code is derived on the server for each roll call and each 30-second window (decision 012).
 */

const MEETS_CODE = { message: 'El código tiene 6 letras o números' };

/** A typed check-in code: spaces and hyphens dropped, upper case, 6 characters of the alphabet. */
export const meetsCodeSchema = codeText({ max: 20, ...MEETS_CODE })
  .transform((v) => v.replace(/-/g, '').toUpperCase())
  .pipe(z.string().regex(new RegExp(`^[${MEETS_CODE_ALPHABET}]{${MEETS_CODE_LENGTH}}$`), MEETS_CODE.message));

/** POST /api/meets: the code on the room's screen and the delegate's document number. */
export const meetsCheckInSchema = z.object({ code: meetsCodeSchema, document: documentNumberSchema });
export type MeetsCheckIn = z.infer<typeof meetsCheckInSchema>;
export type MeetsCheckInInput = z.input<typeof meetsCheckInSchema>;

/** A check-in's answer: the name masked ("J. P***"), the commission and the delegation. */
export const meetsCheckInResultSchema = z.object({ delegate: z.string(), commissionName: z.string(), delegationName: z.string() });
export type MeetsCheckInResult = z.infer<typeof meetsCheckInResultSchema>;

/** The code to show while a self check-in roll call is open, and when (server ms) it changes. */
export const meetsCodeViewSchema = z.object({
  rollCallId: z.string(),
  code: z.string(),
  /** Server time (ms) when the next code starts. */
  changesAt: z.number(),
  /** A QR code (SVG) of `PUBLIC_URL/meets?code=…`: a phone's camera opens the check-in with the code typed in. */
  qrSvg: z.string(),
  /** Server time (ms) of this answer, so a screen can keep its clock offset. */
  serverTime: z.number(),
});
export type MeetsCodeView = z.infer<typeof meetsCodeViewSchema>;

/** POST /api/projection/open: a commission's projection code, as typed or from `/in?code=`. */
export const projectionOpenSchema = z.object({
  code: codeText({ max: 32, message: 'Código de proyección no válido' }).transform((v) => v.toUpperCase()),
});
export type ProjectionOpenInput = z.input<typeof projectionOpenSchema>;
/** The commission whose banner the code opens. */
export const projectionOpenResultSchema = z.object({ commissionId: z.string() });
export type ProjectionOpenResult = z.infer<typeof projectionOpenResultSchema>;

/** What a banner shows of its commission (nothing personal). */
export const bannerCommissionSchema = z.object({
  name: z.string(),
  acronym: z.string(),
  topics: z.array(z.string()),
  room: z.string().nullable(),
  /** How the chair wants the screen to look (theme, size). */
  banner: bannerAppearanceSchema,
});

/** GET /api/banner/:id/live: the live state as chairs read it, with the commission's name, topics and room. */
export const bannerLiveSchema = liveStateSchema.extend({ commission: bannerCommissionSchema });
export type BannerLive = z.infer<typeof bannerLiveSchema>;

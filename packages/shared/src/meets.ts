import { z } from 'zod';
import { documentNumberSchema } from './delegates';
import { liveStateSchema } from './live';
import { bannerAppearanceSchema } from './schemas';
import { MEETS_CODE_ALPHABET, MEETS_CODE_LENGTH } from './meets-code';
import { PERSONAL_CODE_PATTERN } from './delegate-rules';
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

const MEETS_PERSONAL_CODE = { message: 'El código personal son las 12 letras o números de tu enlace personal' };

/**
 * A personal code typed at /meets: the 12 letters and digits of the delegate's private link (its whole address
 * pasted works too). Never the badge's code, which anyone can read (decision 031): that one is no delegate's here.
 */
export const meetsPersonalCodeSchema = codeText({ max: 300, ...MEETS_PERSONAL_CODE })
  .transform((v) => {
    const fromLink = /[?&]code=([^&#]*)/i.exec(v)?.[1];
    return (fromLink === undefined ? v : decodeURIComponent(fromLink)).toUpperCase();
  })
  .pipe(z.string().regex(PERSONAL_CODE_PATTERN, MEETS_PERSONAL_CODE.message));

/** How a delegate proved who they are at /meets. */
export const SELF_CHECK_IN_WAYS = ['documento', 'codigo_personal'] as const;
export type SelfCheckInWay = (typeof SELF_CHECK_IN_WAYS)[number];

/**
 * POST /api/meets: the code on the room's screen, and the delegate's document number or, the stronger way in, their
 * personal code (a classmate may know a document number; only the delegate has their link). One of the two.
 */
export const meetsCheckInSchema = z
  .object({ code: meetsCodeSchema, document: documentNumberSchema.optional(), personalCode: meetsPersonalCodeSchema.optional() })
  .refine((v) => (v.document === undefined) !== (v.personalCode === undefined), {
    path: ['document'],
    message: 'Escribe tu número de documento o tu código personal, uno de los dos',
  });
export type MeetsCheckIn = z.infer<typeof meetsCheckInSchema>;
export type MeetsCheckInInput = z.input<typeof meetsCheckInSchema>;

/** A check-in's answer: the name masked ("J. P***"), the commission and the delegation. */
export const meetsCheckInResultSchema = z.object({ delegate: z.string(), commissionName: z.string(), delegationName: z.string() });
export type MeetsCheckInResult = z.infer<typeof meetsCheckInResultSchema>;

/** One self check-in as the chair sees it: who, when, from which address and how (never sent to the room's screen). */
export const selfCheckInSchema = z.object({
  delegateId: z.string(),
  name: z.string(),
  delegationName: z.string(),
  /** The address the request came from, as the server sees it behind its trusted proxies. */
  address: z.string(),
  way: z.enum(SELF_CHECK_IN_WAYS),
  checkedInAt: z.string(),
});
export type SelfCheckIn = z.infer<typeof selfCheckInSchema>;

/** GET /api/commissions/:id/live/self-check-ins?rollCallId=…: which self roll call (default: the latest). */
export const selfCheckInsQuerySchema = z.object({ rollCallId: z.string().min(1).max(64).optional() });

/**
 * GET /api/commissions/:id/live/self-check-ins: the check-ins of one self roll call (the latest unless asked),
 * oldest first, and the commission's self roll calls (latest first, with their counts) to ask for another.
 */
export const selfCheckInsSchema = z.object({
  rollCallId: z.string().nullable(),
  rollCalls: z.array(z.object({ id: z.string(), openedAt: z.string(), closedAt: z.string().nullable(), count: z.number().int() })),
  open: z.boolean(),
  checkIns: z.array(selfCheckInSchema),
  /**
   * The address this request came from: the chair's console, usually on the venue's network, so the group of
   * check-ins from it is the room's (the console marks it; the chair knows whether they are at the venue).
   */
  viewerAddress: z.string(),
});
export type SelfCheckIns = z.infer<typeof selfCheckInsSchema>;

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

/**
 * The shared schemas the public pages check their forms with: one module, loaded after a public page's first
 * paint through useSchemaForm (lib/use-schema-form.ts) and lazyCheck (lib/forms.ts, decision 027), so that they make a chunk of their
 * own instead of joining the chunks that public pages load before they paint. zod's namespace is not re-exported
 * (that would keep all of zod): forms that compose a schema have a builder here.
 */
import { emailSchema, newPasswordSchema } from '@quorum/shared';
import { z } from 'zod';

export {
  delegatePersonalObject,
  documentNumberSchema,
  forgotPasswordSchema,
  meetsCodeSchema,
  meetsPersonalCodeSchema,
  projectionOpenSchema,
  registrationSchema,
  resendLinkSchema,
  signInSchema,
} from '@quorum/shared';

/** A new password typed twice (/reset-password); `differ` is the message when the two differ. */
export function newPasswordTwiceSchema(differ: string) {
  return z
    .object({ password: newPasswordSchema, repeat: z.string() })
    .refine((v) => v.password === v.repeat, { path: ['repeat'], message: differ });
}

/** The first Gestor (/setup): name, e-mail and a new password typed twice. */
export function firstAdminSchema(differ: string) {
  return z
    .object({ name: z.string().trim().min(1).max(120), email: emailSchema, password: newPasswordSchema, repeat: z.string() })
    .refine((v) => v.password === v.repeat, { path: ['repeat'], message: differ });
}

/**
 * The shared schemas the staff forms check with: one module, loaded with zod after a staff page's first paint
 * (`useSchemaForm` in lib/use-schema-form.ts and `checkStaff` in lib/staff-forms.ts, decision 027), so that no staff page loads zod before it paints. As in
 * lib/public-schemas.ts, zod's namespace is not re-exported: forms that compose a schema have a builder here.
 */
import { fileNameSchema, folderNameSchema, newPasswordSchema } from '@quorum/shared';
import { z } from 'zod';

export {
  articleInputSchema,
  awardCategoryInputSchema,
  awardNoteSchema,
  certificateSettingsInputSchema,
  commissionInputSchema,
  commissionSettingsInputSchema,
  createUserSchema,
  delegatePatchSchema,
  delegatePersonalPatchSchema,
  documentInputSchema,
  documentStatusInputSchema,
  eventSettingsInputSchema,
  publicFeaturesInputSchema,
  revokeCertificateSchema,
  scheduleSessionSchema,
  updateOwnProfileSchema,
  updateUserSchema,
} from '@quorum/shared';

/** A new folder's name, or a folder's or a file's new name (the file manager's name dialog). */
export const nameSchemas = {
  folder: z.object({ name: folderNameSchema }),
  file: z.object({ name: fileNameSchema }),
};

/** Changing one's own password (/profile): the current one, a new one typed twice; `differ` when the two differ. */
export function changePasswordSchema(differ: string) {
  return z
    .object({
      currentPassword: z.string().min(1).max(128),
      newPassword: newPasswordSchema,
      repeat: z.string(),
      revokeOtherSessions: z.boolean(),
    })
    .refine((v) => v.newPassword === v.repeat, { path: ['repeat'], message: differ });
}

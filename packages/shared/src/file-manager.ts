import { z } from 'zod';
import { fileNameSchema, pathPartProblem, pathPartSchema } from './files';
import { cleanText } from './text';

/**
 * The file manager (PRODUCT §2 File): a commission's folder for its chair, a general one for the Gestor.
 * A scope is `general` or a commission's id; folders nest, their names unique within their parent (without
 * case); deleted folders and files wait in the trash for `TRASH_DAYS` before they are purged.
 */

/** Days a deleted file, folder or document stays in the trash before it is purged with its stored bytes. */
export const TRASH_DAYS = 30;

/** What went to the trash before this moment (ISO) is purged at `now`. */
export function trashCutoff(now: Date): string {
  return new Date(now.getTime() - TRASH_DAYS * 24 * 60 * 60 * 1000).toISOString();
}

export { FILE_MANAGER_FORMATS, GENERAL_SCOPE } from './file-rules';

/** Most characters of a folder's name. */
export const MAX_FOLDER_NAME_LENGTH = 120;

/** A folder download as ZIP: at most this many files and bytes (checked before the archive starts). */
export const MAX_ZIP_FILES = 2000;
export const MAX_ZIP_BYTES = 2 * 1024 * 1024 * 1024;

/** What is wrong with a folder's name (Spanish), or null: the text rule, no «/» or «\\», not only dots. */
export function folderNameProblem(name: string): string | null {
  return pathPartProblem(name, 'Nombre de la carpeta', MAX_FOLDER_NAME_LENGTH);
}

/** A folder's name as a schema field. Output: NFC, trimmed. */
export const folderNameSchema = pathPartSchema(folderNameProblem);

/** The key two names are compared by (unique within a parent): lower case in Spanish. */
export function nameKeyOf(name: string): string {
  return cleanText(name).toLocaleLowerCase('es');
}

const id = z.string().min(1).max(64);

export const createFolderSchema = z.object({ parentId: id.nullable(), name: folderNameSchema });
export type CreateFolderInput = z.input<typeof createFolderSchema>;

/** Rename and/or move a folder (`parentId` null: to the scope's top). */
export const changeFolderSchema = z.object({ name: folderNameSchema.optional(), parentId: id.nullable().optional() });
export type ChangeFolderInput = z.input<typeof changeFolderSchema>;

/** Rename and/or move a file (`folderId` null: to the scope's top). */
export const changeFileSchema = z.object({ name: fileNameSchema.optional(), folderId: id.nullable().optional() });
export type ChangeFileInput = z.input<typeof changeFileSchema>;

export const folderSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type Folder = z.infer<typeof folderSchema>;

export const storedFileSchema = z.object({
  id: z.string(),
  folderId: z.string().nullable(),
  name: z.string(),
  mediaType: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  uploadedBy: z.string().nullable(),
  uploadedByName: z.string().nullable(),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type StoredFileEntry = z.infer<typeof storedFileSchema>;

/** One folder's content: the path from the top (breadcrumbs), its folders and files, and the scope's space used. */
export const folderListingSchema = z.object({
  folder: folderSchema.nullable(),
  path: z.array(folderSchema),
  folders: z.array(folderSchema),
  files: z.array(storedFileSchema),
  usedBytes: z.number().int(),
});
export type FolderListing = z.infer<typeof folderListingSchema>;

/** The trash: the folders and files deleted by hand (a deleted folder's content goes and comes back with it). */
export const trashSchema = z.object({ folders: z.array(folderSchema), files: z.array(storedFileSchema), purgeDays: z.number().int() });
export type Trash = z.infer<typeof trashSchema>;

/** Space used per scope (trash included: it holds its bytes until purged). */
export const scopeUsageSchema = z.object({
  scope: z.string(),
  commissionId: z.string().nullable(),
  name: z.string(),
  files: z.number().int(),
  bytes: z.number().int(),
  trashBytes: z.number().int(),
});
export type ScopeUsage = z.infer<typeof scopeUsageSchema>;

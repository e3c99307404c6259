import type { Readable } from 'node:stream';
import { GENERAL_SCOPE, MAX_MAIL_ATTACHMENT_BYTES, type MailAttachment, type MailFile } from '@quorum/shared';
import type { Executor } from '../db/database';
import { AppError } from './errors';
import type { FileStorage } from './storage/storage';

/**
 * Attachments of mail messages: files of the file manager, checked against the sender's scope
 * when the message is written (a chair: their commission's folder; the Gestor: any), kept with the message
 * as they were, and streamed from the store into each recipient's SMTP message at send time.
 */

/** A file as the message keeps it. */
export interface AttachmentRow {
  fileId: string;
  storageKey: string;
  name: string;
  mediaType: string;
  size: number;
}

interface FolderLink {
  id: string;
  parentId: string | null;
  name: string;
  deletedAt: string | null;
}

/** The scopes' folders by id (a scope holds hundreds at most). */
async function foldersOf(db: Executor, scopes: readonly string[]): Promise<Map<string, FolderLink>> {
  if (!scopes.length) return new Map();
  const rows = await db.selectFrom('fileFolder').select(['id', 'parentId', 'name', 'deletedAt']).where('scope', 'in', scopes).execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** The folders from the top down to `id`, or null when one of them is in the trash or missing. */
function livePath(folders: Map<string, FolderLink>, id: string | null): FolderLink[] | null {
  const path: FolderLink[] = [];
  const seen = new Set<string>();
  for (let at = id; at !== null; ) {
    const folder = folders.get(at);
    if (!folder || folder.deletedAt !== null || seen.has(at)) return null;
    seen.add(at);
    path.unshift(folder);
    at = folder.parentId;
  }
  return path;
}

/**
 * The files a sender names, in their order, each once: unknown, in the trash or inside a deleted folder →
 * MAIL_ATTACHMENT_UNKNOWN; outside `scope` (a chair's commission; null: the Gestor, any) →
 * MAIL_ATTACHMENT_OUTSIDE_SCOPE; more than 10 MB in all → MAIL_ATTACHMENTS_TOO_LARGE.
 */
export async function resolveAttachments(db: Executor, fileIds: readonly string[], scope: string | null): Promise<AttachmentRow[]> {
  const ids = [...new Set(fileIds)];
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('storedFile')
    .select(['id', 'scope', 'folderId', 'storageKey', 'name', 'mediaType', 'size', 'deletedAt'])
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  if (rows.length !== ids.length) throw new AppError('MAIL_ATTACHMENT_UNKNOWN');
  if (scope !== null && rows.some((r) => r.scope !== scope)) throw new AppError('MAIL_ATTACHMENT_OUTSIDE_SCOPE');
  const folders = await foldersOf(db, [...new Set(rows.map((r) => r.scope))]);
  if (rows.some((r) => r.deletedAt !== null || livePath(folders, r.folderId) === null)) throw new AppError('MAIL_ATTACHMENT_UNKNOWN');
  const files = ids.map((id) => {
    const r = byId.get(id) as (typeof rows)[number];
    return { fileId: r.id, storageKey: r.storageKey, name: r.name, mediaType: r.mediaType, size: Number(r.size) };
  });
  if (files.reduce((sum, f) => sum + f.size, 0) > MAX_MAIL_ATTACHMENT_BYTES) throw new AppError('MAIL_ATTACHMENTS_TOO_LARGE');
  return files;
}

/** Keeps the message's attachments (in the message's transaction). */
export async function saveAttachments(db: Executor, messageId: string, files: readonly AttachmentRow[]): Promise<void> {
  if (!files.length) return;
  await db
    .insertInto('mailAttachment')
    .values(files.map((f, position) => ({ messageId, position, ...f })))
    .execute();
}

/** Per message, its attachments in order (for the history). */
export async function attachmentsByMessage(db: Executor, messageIds: readonly string[]): Promise<Map<string, MailAttachment[]>> {
  const out = new Map<string, MailAttachment[]>();
  for (let i = 0; i < messageIds.length; i += 500) {
    const rows = await db
      .selectFrom('mailAttachment')
      .select(['messageId', 'fileId', 'name', 'mediaType', 'size'])
      .where('messageId', 'in', messageIds.slice(i, i + 500))
      .orderBy('messageId')
      .orderBy('position')
      .execute();
    for (const { messageId, size, ...file } of rows) out.set(messageId, [...(out.get(messageId) ?? []), { ...file, size: Number(size) }]);
  }
  return out;
}

/** What the SMTP client attaches: the file's bytes as a stream from the store. */
export interface StreamedAttachment {
  filename: string;
  contentType: string;
  content: Readable;
}

/**
 * Opens the message's attachments from the store, in order; the caller hands the streams to SMTP (and
 * destroys them if the delivery fails before reading them). A file missing from the store throws.
 */
export async function openAttachments(db: Executor, storage: Pick<FileStorage, 'open'>, messageId: string): Promise<StreamedAttachment[]> {
  const rows = await db
    .selectFrom('mailAttachment')
    .select(['storageKey', 'name', 'mediaType'])
    .where('messageId', '=', messageId)
    .orderBy('position')
    .execute();
  const opened: StreamedAttachment[] = [];
  try {
    for (const r of rows) opened.push({ filename: r.name, contentType: r.mediaType, content: await storage.open(r.storageKey) });
  } catch (error) {
    for (const a of opened) a.content.destroy();
    throw error;
  }
  return opened;
}

/** The files a sender may attach (the picker): a commission's scope (a chair) or every scope (null), none in the trash. */
export async function attachableFiles(db: Executor, scope: string | null): Promise<MailFile[]> {
  let query = db
    .selectFrom('storedFile')
    .select(['id', 'scope', 'folderId', 'name', 'mediaType', 'size'])
    .where('deletedAt', 'is', null)
    .orderBy('scope')
    .orderBy('name')
    .limit(5000);
  if (scope !== null) query = query.where('scope', '=', scope);
  const rows = await query.execute();
  const scopes = [...new Set(rows.map((r) => r.scope))];
  const folders = await foldersOf(db, scopes);
  const commissions = scopes.some((s) => s !== GENERAL_SCOPE)
    ? await db.selectFrom('commission').select(['id', 'name']).where('id', 'in', scopes).execute()
    : [];
  const scopeNames = new Map<string, string>([[GENERAL_SCOPE, 'General'], ...commissions.map((c) => [c.id, c.name] as [string, string])]);
  const files: MailFile[] = [];
  for (const r of rows) {
    const path = livePath(folders, r.folderId);
    if (path === null) continue;
    files.push({
      id: r.id,
      name: r.name,
      mediaType: r.mediaType,
      size: Number(r.size),
      scope: r.scope,
      scopeName: scopeNames.get(r.scope) ?? r.scope,
      folderPath: path.map((f) => f.name).join(' / '),
    });
  }
  return files.sort(
    (a, b) =>
      Number(b.scope === GENERAL_SCOPE) - Number(a.scope === GENERAL_SCOPE) ||
      a.scopeName.localeCompare(b.scopeName, 'es') ||
      a.folderPath.localeCompare(b.folderPath, 'es') ||
      a.name.localeCompare(b.name, 'es'),
  );
}

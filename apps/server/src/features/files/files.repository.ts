import type { Folder, ScopeUsage, StoredFileEntry } from '@quorum/shared';
import type { Executor } from '../../db/database';
import type { FileFolderTable, StoredFileTable } from '../../db/schema';

/** A folder row as stored. */
export type FolderRow = FileFolderTable;
/** A file row as stored, with its size as a number. */
export type FileRow = Omit<StoredFileTable, 'size'> & { size: number };

/** Every folder of a scope, in the trash or not (a scope holds hundreds at most: trees are walked in memory). */
export function findScopeFolders(db: Executor, scope: string): Promise<FolderRow[]> {
  return db.selectFrom('fileFolder').selectAll().where('scope', '=', scope).orderBy('nameKey').execute();
}

/** The scope's files in these folders (null: the top), deleted ones included when asked. */
export async function findFilesIn(
  db: Executor,
  scope: string,
  folderIds: readonly (string | null)[],
  opts: { withDeleted?: boolean } = {},
): Promise<FileRow[]> {
  const ids = folderIds.filter((id): id is string => id !== null);
  const top = folderIds.includes(null);
  if (!ids.length && !top) return [];
  let query = db
    .selectFrom('storedFile')
    .selectAll()
    .where('scope', '=', scope)
    .where((eb) => {
      const ors = [];
      if (ids.length) ors.push(eb('folderId', 'in', ids));
      if (top) ors.push(eb('folderId', 'is', null));
      return eb.or(ors);
    });
  if (!opts.withDeleted) query = query.where('deletedAt', 'is', null);
  return (await query.orderBy('name').execute()).map(fileRowOf);
}

/** The scope's files in the trash (deleted one by one). */
export async function findDeletedFiles(db: Executor, scope: string): Promise<FileRow[]> {
  const rows = await db
    .selectFrom('storedFile')
    .selectAll()
    .where('scope', '=', scope)
    .where('deletedAt', 'is not', null)
    .orderBy('deletedAt', 'desc')
    .execute();
  return rows.map(fileRowOf);
}

/** One file of the scope, in the trash or not. */
export async function findFile(db: Executor, scope: string, id: string): Promise<FileRow | undefined> {
  const row = await db.selectFrom('storedFile').selectAll().where('scope', '=', scope).where('id', '=', id).executeTakeFirst();
  return row && fileRowOf(row);
}

export async function insertFolder(db: Executor, row: FolderRow): Promise<void> {
  await db.insertInto('fileFolder').values(row).execute();
}

export async function updateFolder(db: Executor, id: string, changes: Partial<Omit<FolderRow, 'id' | 'scope'>>): Promise<void> {
  await db.updateTable('fileFolder').set(changes).where('id', '=', id).execute();
}

export async function insertFile(db: Executor, row: FileRow): Promise<void> {
  await db.insertInto('storedFile').values(row).execute();
}

export async function updateFile(db: Executor, id: string, changes: Partial<Omit<FileRow, 'id' | 'scope'>>): Promise<void> {
  await db.updateTable('storedFile').set(changes).where('id', '=', id).execute();
}

export async function deleteFileRow(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('storedFile').where('id', '=', id).execute();
}

export async function deleteFolderRows(db: Executor, ids: readonly string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 500)
    await db
      .deleteFrom('fileFolder')
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
}

/** Files and folders deleted before `cutoff` (ISO), in every scope. */
export async function findExpired(db: Executor, cutoff: string): Promise<{ folders: FolderRow[]; files: FileRow[] }> {
  const folders = await db.selectFrom('fileFolder').selectAll().where('deletedAt', '<', cutoff).execute();
  const files = await db.selectFrom('storedFile').selectAll().where('deletedAt', '<', cutoff).execute();
  return { folders, files: files.map(fileRowOf) };
}

/** Bytes used per scope (or by `onlyScope`): `bytes` of every stored file, `trashBytes` of those deleted one by one. */
export async function usageByScope(
  db: Executor,
  onlyScope?: string,
): Promise<Map<string, Omit<ScopeUsage, 'scope' | 'commissionId' | 'name'>>> {
  let query = db.selectFrom('storedFile');
  if (onlyScope !== undefined) query = query.where('scope', '=', onlyScope);
  const rows = await query
    .select((eb) => [
      'scope',
      eb.fn.countAll().as('files'),
      eb.fn.sum<number | string>('size').as('bytes'),
      eb.fn.sum<number | string>(eb.case().when('deletedAt', 'is not', null).then(eb.ref('size')).else(0).end()).as('trashBytes'),
    ])
    .groupBy('scope')
    .execute();
  return new Map(
    rows.map((r) => [r.scope, { files: Number(r.files), bytes: Number(r.bytes ?? 0), trashBytes: Number(r.trashBytes ?? 0) }]),
  );
}

/** The names of the accounts that uploaded these files. */
export async function uploaderNames(db: Executor, uids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(uids)];
  if (!unique.length) return new Map();
  const rows = await db.selectFrom('profile').select(['uid', 'name']).where('uid', 'in', unique).execute();
  return new Map(rows.map((r) => [r.uid, r.name]));
}

/** Commissions by id, for the usage table. */
export function findCommissionNames(db: Executor): Promise<{ id: string; name: string }[]> {
  return db.selectFrom('commission').select(['id', 'name']).orderBy('name').execute();
}

/** Whether the commission exists. */
function fileRowOf(row: StoredFileTable): FileRow {
  return { ...row, size: Number(row.size) };
}

/** A folder as the API shows it. */
export function presentFolder(row: FolderRow): Folder {
  return { id: row.id, parentId: row.parentId, name: row.name, createdAt: row.createdAt, deletedAt: row.deletedAt };
}

/** A file as the API shows it. */
export function presentFile(row: FileRow, names: Map<string, string>): StoredFileEntry {
  return {
    id: row.id,
    folderId: row.folderId,
    name: row.name,
    mediaType: row.mediaType,
    size: row.size,
    sha256: row.sha256,
    uploadedBy: row.uploadedBy,
    uploadedByName: row.uploadedBy ? (names.get(row.uploadedBy) ?? null) : null,
    createdAt: row.createdAt,
    deletedAt: row.deletedAt,
  };
}

/**
 * Which of `keys` some row names: a file of the file manager, a version of a commission's document, an
 * article's cover, or an attachment of a mail message (every feature that keeps files in the store). The
 * daily purge removes the stored files none names.
 */
export async function findNamedStorageKeys(db: Executor, keys: readonly string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db
    .selectFrom('article')
    .select('coverKey as key')
    .where('coverKey', 'in', keys)
    .union(db.selectFrom('storedFile').select('storageKey as key').where('storageKey', 'in', keys))
    .union(db.selectFrom('documentVersion').select('fileKey as key').where('fileKey', 'in', keys))
    .union(db.selectFrom('mailAttachment').select('storageKey as key').where('storageKey', 'in', keys))
    .execute();
  return new Set(rows.map((r) => r.key as string));
}

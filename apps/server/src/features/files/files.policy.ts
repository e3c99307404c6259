import { FILE_FORMATS, MAX_ZIP_BYTES, MAX_ZIP_FILES } from '@quorum/shared';
import type { FolderRow } from './files.repository';

/**
 * The folder tree's rules, on a scope's folders loaded at once: a folder is visible when neither it nor any
 * folder above it is in the trash; a folder may not go inside itself; a ZIP has limits.
 */

/** The scope's folders by id. */
export type FolderTree = Map<string, FolderRow>;

export function treeOf(folders: readonly FolderRow[]): FolderTree {
  return new Map(folders.map((f) => [f.id, f]));
}

/** The folders from the top down to `id` (included); the chain stops at a missing parent. */
export function pathTo(tree: FolderTree, id: string | null): FolderRow[] {
  const path: FolderRow[] = [];
  const seen = new Set<string>();
  for (let at = id ? tree.get(id) : undefined; at && !seen.has(at.id); at = at.parentId ? tree.get(at.parentId) : undefined) {
    seen.add(at.id);
    path.unshift(at);
  }
  return path;
}

/** Whether the folder exists and neither it nor a folder above it is in the trash (null: the top, always). */
export function isLive(tree: FolderTree, id: string | null): boolean {
  if (id === null) return true;
  const path = pathTo(tree, id);
  return path.length > 0 && path[0]?.parentId === null && path.every((f) => f.deletedAt === null);
}

/** Whether `target` is `folderId` or one of its subfolders (a folder cannot move there). */
export function isInside(tree: FolderTree, target: string | null, folderId: string): boolean {
  return pathTo(tree, target).some((f) => f.id === folderId);
}

/** `id` and every folder below it (in the trash or not), parents before children. */
export function subtreeOf(tree: FolderTree, id: string): FolderRow[] {
  const root = tree.get(id);
  if (!root) return [];
  const out = [root];
  for (let i = 0; i < out.length; i++) {
    const parent = out[i] as FolderRow;
    for (const f of tree.values()) if (f.parentId === parent.id) out.push(f);
  }
  return out;
}

/** Whether a folder download as ZIP stays within the limits (checked before the archive starts). */
export function fitsInZip(files: readonly { size: number }[], limits = { files: MAX_ZIP_FILES, bytes: MAX_ZIP_BYTES }): boolean {
  return files.length <= limits.files && files.reduce((sum, f) => sum + f.size, 0) <= limits.bytes;
}

/** Formats stored as they are in a ZIP (compressed already); the rest (plain text) is deflated. */
const COMPRESSED_ALREADY = new Set<string>(
  Object.values(FILE_FORMATS)
    .map((f) => f.mediaType)
    .filter((t) => t !== 'text/plain'),
);

export function isCompressedAlready(mediaType: string): boolean {
  return COMPRESSED_ALREADY.has(mediaType);
}

/** `name` made unique among `taken` (compared without case): «acta.pdf» → «acta (2).pdf». Adds it to `taken`. */
export function uniqueEntryName(name: string, taken: Set<string>): string {
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLocaleLowerCase('es')); n++) candidate = `${stem} (${n})${ext}`;
  taken.add(candidate.toLocaleLowerCase('es'));
  return candidate;
}

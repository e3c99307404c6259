import { chmodSync, closeSync, copyFileSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';

/**
 * The data directory holds delegates' personal data, many of them minors': what Quórum writes there is for its
 * own system user only, whatever the umask — folders 0700, files 0600. The data folder, the secret key, the
 * SQLite database, uploaded files, certificate images, backups and what a restore puts back are all made here.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates a folder, and the missing ones above it, for this user only (an existing folder is left as it is). */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/** `makePrivateDir`, without blocking the event loop (a request's upload). */
export async function makePrivateDirAsync(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/** Creates an empty file for this user only, when it does not exist yet (SQLite then gives its WAL files the same mode). */
export function touchPrivateFile(file: string): void {
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
}

/** Writes a new file for this user only. */
export function writePrivateFile(file: string, data: string): void {
  writeFileSync(file, data, { mode: PRIVATE_FILE_MODE });
}

/** `writePrivateFile` for bytes, without blocking the event loop. */
export async function writePrivateFileAsync(file: string, data: Buffer): Promise<void> {
  await writeFile(file, data, { mode: PRIVATE_FILE_MODE });
}

/** Copies a file and leaves the copy for this user only (a copy takes its source's mode). */
export function copyPrivateFile(from: string, to: string): void {
  copyFileSync(from, to);
  chmodSync(to, PRIVATE_FILE_MODE);
}

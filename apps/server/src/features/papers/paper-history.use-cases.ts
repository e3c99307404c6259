import { diffPaperTexts, type PaperVersionDiff, type PaperVersionList } from '@quorum/shared';
import type { Executor } from '../../db/database';
import { AppError } from '../../lib/errors';
import { findVersionEntries, type VersionEntryRow } from './paper-history.repository';
import { findVersion } from './papers.repository';
import { paperOf, textOf } from './papers.use-cases';

/**
 * A working paper's version history (PRODUCT §10, decision 038): every save is kept, so a reader of the paper lists
 * its versions (who saved each, when, whether merged) and compares any two of them clause by clause (`diffPaperTexts`).
 * Reads only: whoever may read the paper may read its history.
 */

function byOf(row: VersionEntryRow): PaperVersionList['versions'][number]['by'] {
  if (row.delegationName !== null) return { kind: 'delegation', name: row.delegationName };
  if (row.staffName !== null) return { kind: 'staff', name: row.staffName };
  return null;
}

/** The paper's kept versions, the newest first, without their texts. */
export async function listVersions(db: Executor, commissionId: string, paperId: string): Promise<PaperVersionList> {
  await paperOf(db, commissionId, paperId);
  const rows = await findVersionEntries(db, paperId);
  return { versions: rows.map((row) => ({ version: row.version, savedAt: row.savedAt, by: byOf(row), merged: row.merged === 1 })) };
}

async function versionText(db: Executor, paperId: string, version: number) {
  const row = await findVersion(db, paperId, version);
  if (!row) throw new AppError('NOT_FOUND', `El documento de trabajo no tiene una versión ${version}.`);
  return textOf(row);
}

/** Version `version` of the paper against `from` (by default the version before it; version 1 against itself). */
export async function diffVersions(
  db: Executor,
  commissionId: string,
  paperId: string,
  version: number,
  from = Math.max(1, version - 1),
): Promise<PaperVersionDiff> {
  await paperOf(db, commissionId, paperId);
  const after = await versionText(db, paperId, version);
  return { from, version, diff: diffPaperTexts(await versionText(db, paperId, from), after) };
}

import type { Executor } from '../../db/database';

/** A kept version without its text, with the names of who saved it (null once the delegation or account is gone). */
export interface VersionEntryRow {
  version: number;
  savedAt: string;
  merged: number;
  delegationName: string | null;
  staffName: string | null;
}

/** A paper's kept versions, the newest first, named after the phone's delegation or the staff account that saved each. */
export function findVersionEntries(db: Executor, paperId: string): Promise<VersionEntryRow[]> {
  return db
    .selectFrom('workingPaperVersion as v')
    .leftJoin('delegation as d', 'd.id', 'v.delegationId')
    .leftJoin('profile as p', 'p.uid', 'v.staffUid')
    .select(['v.version', 'v.savedAt', 'v.merged', 'd.name as delegationName', 'p.name as staffName'])
    .where('v.paperId', '=', paperId)
    .orderBy('v.version', 'desc')
    .execute();
}

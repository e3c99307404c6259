import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { fromJson, jsonRow, jsonRows } from '../../db/json-subqueries';
import { inForceOf, latestRollCall, marksOf, rollCallBefore } from '../../domain/attendance/marks-in-force';
import { storedMotionCatalogue } from '../../domain/event/motion-catalogue';
import { logHeadsBetween, openSessionOf, roomOf, versionOf, versionRowOf } from './live.repository';
import { nextScheduledOf } from './schedule.repository';

/** A resume further back than this many entries gets a snapshot instead: it says the same in one event. */
const MAX_REPLAY = 500;
/** The highest sequence PostgreSQL stores (an integer): a `Last-Event-ID` past it is past any log. */
const MAX_SEQUENCE = 2 ** 31 - 1;

/**
 * Everything a commission's live state is made of, and the heads of its log entries in (after, lastSequence], read
 * by ONE statement: one round trip and one snapshot, without a transaction (inside the caller's when there is one).
 * Each piece is the subquery its own reader runs alone (`findOpenSession`, `marksInForce`…), as JSON. Undefined when
 * the commission does not exist; `entries` null when `after` is null, ahead of the log or further back than the log
 * holds or than `MAX_REPLAY`.
 */
export async function findLiveStateRows(db: Executor, commissionId: string, after: number | null) {
  // No entries without `after` (sequence > 0 and ≤ 0), and at most MAX_REPLAY.
  const from = Math.min(after ?? 0, MAX_SEQUENCE);
  const upTo = after === null ? 0 : Math.min(after + MAX_REPLAY, MAX_SEQUENCE);
  const latestRef = (column: 'id' | 'sessionId' | 'openedAt') => sql.ref<string>(`latestRollCall.${column}`);
  const row = await db
    .selectFrom('commission')
    .where('commission.id', '=', commissionId)
    .select((eb) => [
      'commission.id',
      'commission.kind',
      'commission.rules',
      'commission.archived',
      jsonRow(db, versionRowOf(db, commissionId)).as('version'),
      jsonRow(db, openSessionOf(db, commissionId)).as('session'),
      jsonRow(db, nextScheduledOf(db, commissionId)).as('next'),
      jsonRow(db, latestRollCall(db, commissionId)).as('latest'),
      jsonRows(db, marksOf(db, latestRollCall(db, commissionId).clearSelect().select('id').$asScalar())).as('marks'),
      // The marks of the roll call before the latest, when they still count (`marksInForce`).
      jsonRows(
        db,
        marksOf(
          db,
          eb
            .selectFrom(latestRollCall(db, commissionId).as('latestRollCall'))
            .where('latestRollCall.closedAt', 'is', null)
            .select(() =>
              rollCallBefore(db, { id: latestRef('id'), sessionId: latestRef('sessionId'), openedAt: latestRef('openedAt') })
                .clearSelect()
                .select('rollCall.id')
                .as('id'),
            )
            .$asScalar(),
        ),
      ).as('marksBefore'),
      jsonRows(db, roomOf(db, commissionId)).as('room'),
      storedMotionCatalogue(db).$asScalar().as('catalogue'),
      jsonRows(
        db,
        logHeadsBetween(db, commissionId, from, versionRowOf(db, commissionId).clearSelect().select('lastSequence').$asScalar()).where(
          'sequence',
          '<=',
          upTo,
        ),
      ).as('entries'),
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  const version = versionOf(fromJson(row.version));
  const latestRow = fromJson(row.latest) ?? undefined;
  const marks = fromJson(row.marks);
  const entries = fromJson(row.entries);
  const replayable = after !== null && after <= version.lastSequence && version.lastSequence - after <= MAX_REPLAY;
  return {
    commission: { id: row.id, kind: row.kind, rules: row.rules, archived: row.archived },
    ...version,
    session: fromJson(row.session) ?? undefined,
    next: fromJson(row.next) ?? undefined,
    latest: latestRow,
    marks,
    inForce: inForceOf(marks, fromJson(row.marksBefore)),
    room: fromJson(row.room),
    catalogue: row.catalogue,
    // Sequences have no gaps: fewer rows than that means the log no longer holds the first ones.
    entries: replayable && entries.length === version.lastSequence - after ? entries : null,
  };
}

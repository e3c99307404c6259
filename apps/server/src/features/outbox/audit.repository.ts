import type { AuditEntry, AuditPage, auditQuerySchema } from '@quorum/shared';
import { type ExpressionBuilder, sql } from 'kysely';
import type { z } from 'zod';
import type { Executor } from '../../db/database';
import type { Database } from '../../db/schema';

type Filters = z.output<typeof auditQuerySchema>;

/** A date-time sent with any offset, as the stored ISO text in UTC (`createdAt` compares as text). */
const utc = (iso: string) => new Date(iso).toISOString();

/** The filters of the query on the audit log. */
function filtered(db: Executor, q: Filters) {
  let query = db.selectFrom('auditLog');
  if (q.actorId) query = query.where('auditLog.actorId', '=', q.actorId);
  if (q.from) query = query.where('auditLog.createdAt', '>=', utc(q.from));
  if (q.to) query = query.where('auditLog.createdAt', '<', utc(q.to));
  return query;
}

/** The entity's table joins only where `entity` names it. */
const isEntity = (kind: string) => (eb: ExpressionBuilder<Database, 'auditLog'>) => eb('auditLog.entity', '=', kind);

/** Names a deleted delegation or commission kept in its entry's `before`/`after` (never a delegate's: erased means gone). */
function keptName(entity: string, before: string | null, after: string | null): string | null {
  if (entity === 'delegate') return null;
  for (const text of [after, before]) {
    if (!text) continue;
    try {
      const value = JSON.parse(text) as { name?: unknown; title?: unknown };
      if (typeof value?.name === 'string') return value.name;
      // Documents and scheduled sessions are named by their title.
      if (typeof value?.title === 'string') return value.title;
    } catch {
      // Not JSON: no name.
    }
  }
  return null;
}

/**
 * One page of the audit log, newest first, with the actor's and the affected record's names: a staff
 * account, a commission, a delegation, a delegate, a load code's or a load's institution.
 */
export async function findAuditPage(db: Executor, q: Filters): Promise<AuditPage> {
  const { page, pageSize } = q;
  const rows = await filtered(db, q)
    .leftJoin('profile as actor', 'actor.uid', 'auditLog.actorId')
    .leftJoin('profile as person', (j) => j.onRef('person.uid', '=', 'auditLog.entityId').on(isEntity('user')))
    .leftJoin('commission', (j) => j.onRef('commission.id', '=', 'auditLog.entityId').on(isEntity('commission')))
    .leftJoin('delegation', (j) => j.onRef('delegation.id', '=', 'auditLog.entityId').on(isEntity('delegation')))
    .leftJoin('delegate', (j) => j.onRef('delegate.id', '=', 'auditLog.entityId').on(isEntity('delegate')))
    .leftJoin('accessCode', (j) => j.onRef('accessCode.id', '=', 'auditLog.entityId').on(isEntity('accessCode')))
    .leftJoin('delegateLoad', (j) => j.onRef('delegateLoad.id', '=', 'auditLog.entityId').on(isEntity('delegateLoad')))
    .select([
      'auditLog.id',
      'auditLog.actorId',
      'actor.name as actorName',
      'auditLog.action',
      'auditLog.entity',
      'auditLog.entityId',
      'auditLog.before',
      'auditLog.after',
      'auditLog.createdAt',
      'person.name as personName',
      'commission.name as commissionName',
      'delegation.name as delegationName',
      sql<string | null>`${sql.ref('delegate.firstNames')} || ' ' || ${sql.ref('delegate.lastNames')}`.as('delegateName'),
      'accessCode.institution as codeInstitution',
      'delegateLoad.institution as loadInstitution',
    ])
    .orderBy('auditLog.createdAt', 'desc')
    .orderBy('auditLog.id', 'desc')
    .limit(pageSize)
    .offset(page * pageSize)
    .execute();
  const counted = await filtered(db, q)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows: rows.map(presentAuditEntry), total: Number(counted.n), page, pageSize };
}

function presentAuditEntry(row: {
  id: string;
  actorId: string | null;
  actorName: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: string | null;
  after: string | null;
  createdAt: string;
  personName: string | null;
  commissionName: string | null;
  delegationName: string | null;
  delegateName: string | null;
  codeInstitution: string | null;
  loadInstitution: string | null;
}): AuditEntry {
  const live = row.personName ?? row.commissionName ?? row.delegationName ?? row.delegateName ?? row.codeInstitution ?? row.loadInstitution;
  return {
    id: row.id,
    actorId: row.actorId,
    actorName: row.actorName,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    entityName: live ?? keptName(row.entity, row.before, row.after),
    createdAt: row.createdAt,
  };
}

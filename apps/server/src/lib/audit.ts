import type { EventName } from '@quorum/shared';
import type { Executor } from '../db/database';
import { newId, nowIso } from './ids';

/** Who did something, as recorded in the audit log. */
export interface Actor {
  uid: string | null;
  ip: string | null;
}

/** One audited change: `action` is one of the shared event names (packages/shared/src/events.ts). */
export interface AuditInput {
  action: EventName;
  entity: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
}

function auditRow(actor: Actor, input: AuditInput, now: string) {
  return {
    id: newId(),
    actorId: actor.uid,
    action: input.action,
    entity: input.entity,
    entityId: input.entityId,
    before: input.before === undefined ? null : JSON.stringify(input.before),
    after: input.after === undefined ? null : JSON.stringify(input.after),
    ip: actor.ip,
    createdAt: now,
    updatedAt: now,
  };
}

/** Records a staff write in the audit log; call it inside the write's transaction. */
export async function recordAudit(db: Executor, actor: Actor, input: AuditInput): Promise<void> {
  await db
    .insertInto('auditLog')
    .values(auditRow(actor, input, nowIso()))
    .execute();
}

/** Records many audited changes of one staff write at once (e.g. a bulk action), in batches. */
export async function recordAuditMany(db: Executor, actor: Actor, inputs: readonly AuditInput[]): Promise<void> {
  const now = nowIso();
  const rows = inputs.map((input) => auditRow(actor, input, now));
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('auditLog')
      .values(rows.slice(i, i + 200))
      .execute();
}

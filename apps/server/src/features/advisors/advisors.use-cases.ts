import {
  ADVISOR_CODE_LENGTH,
  type AdvisorDelegate,
  type AdvisorLinks,
  type AdvisorView,
  type DelegateStatus,
  speakingStatistics,
} from '@quorum/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { delegateAttendance } from '../../domain/attendance/attendance';
import { findPublishedAwardsOfEach } from '../../domain/awards/published-awards';
import { findAdvisorInstitution, findValidCertificatesOf } from '../../domain/advisors/advisor-links';
import { findCommissionDelegations } from '../../domain/commissions/commission-delegations';
import { floorCounts, warningsByDelegation } from '../../domain/live/session-record';
import { type Actor, recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { readEventName } from '../../lib/event-name';
import { newAccessCode, newId, nowIso } from '../../lib/ids';
import { serializeWriters } from '../../lib/xact-lock';
import {
  countInstitutionDelegates,
  findActiveLinkById,
  findActiveLinks,
  findInstitutionDelegates,
  findInstitutions,
  insertLink,
  revokeInstitutionLinks,
  revokeLinkRow,
} from './advisors.repository';

/** Links are issued and revoked one writer at a time: an institution never has two in force. */
const LINKS_LOCK = 'advisor-links';

/** The institutions the delegates come from, each with its link in force. */
export async function listAdvisorLinks(db: Executor): Promise<AdvisorLinks> {
  const [institutions, links] = await Promise.all([findInstitutions(db), findActiveLinks(db)]);
  const byInstitution = new Map(links.map((l) => [l.institution, l]));
  return {
    institutions: institutions.map((i) => {
      const link = byInstitution.get(i.institution);
      return {
        institution: i.institution,
        delegates: Number(i.delegates),
        link: link ? { id: link.id, code: link.code, createdAt: link.createdAt } : null,
      };
    }),
  };
}

/**
 * Issues a link to an institution's delegates: a new code, and the institution's earlier link revoked (a link given to
 * the wrong person is replaced, not shared). An institution no delegate comes from is ADVISOR_INSTITUTION_UNKNOWN.
 */
export async function issueAdvisorLink(ctx: Pick<AppContext, 'db'>, institution: string, actor: Actor): Promise<AdvisorLinks> {
  await ctx.db.transaction().execute(async (trx) => {
    await serializeWriters(trx, LINKS_LOCK);
    if ((await countInstitutionDelegates(trx, institution)) === 0) throw new AppError('ADVISOR_INSTITUTION_UNKNOWN');
    const now = nowIso();
    await revokeInstitutionLinks(trx, institution, now, actor.uid);
    const id = newId();
    await insertLink(trx, {
      id,
      institution,
      code: newAccessCode(ADVISOR_CODE_LENGTH),
      createdAt: now,
      createdBy: actor.uid,
      revokedAt: null,
      revokedBy: null,
    });
    await recordAudit(trx, actor, { action: 'advisor_link.issued', entity: 'advisorLink', entityId: id, after: { institution } });
  });
  return listAdvisorLinks(ctx.db);
}

/** Revokes a link in force: it opens nothing from then on, pages already open included (they read it again). */
export async function revokeAdvisorLink(ctx: Pick<AppContext, 'db'>, id: string, actor: Actor): Promise<AdvisorLinks> {
  await ctx.db.transaction().execute(async (trx) => {
    await serializeWriters(trx, LINKS_LOCK);
    const link = await findActiveLinkById(trx, id);
    if (!link || !(await revokeLinkRow(trx, id, nowIso(), actor.uid)))
      throw new AppError('NOT_FOUND', 'Ese enlace de asesor no está en vigor.');
    await recordAudit(trx, actor, {
      action: 'advisor_link.revoked',
      entity: 'advisorLink',
      entityId: id,
      before: { institution: link.institution },
    });
  });
  return listAdvisorLinks(ctx.db);
}

/** What each commission of the school's delegates adds: attendance by delegate, warnings and speaking by delegation. */
async function commissionRecord(db: Executor, commissionId: string) {
  const [attendance, warnings, counts, delegations] = await Promise.all([
    delegateAttendance(db, commissionId),
    warningsByDelegation(db, commissionId),
    floorCounts(db, commissionId),
    findCommissionDelegations(db, commissionId),
  ]);
  const speaking = speakingStatistics(
    delegations.map((d) => ({ delegationId: d.id, name: d.name })),
    counts.stats,
  );
  return { attendance, warnings, speaking: new Map(speaking.delegations.map((d) => [d.delegationId, d])) };
}

/**
 * The advisor's view of a link in force: the institution's delegates with their commission and delegation, attendance,
 * their delegation's warnings (with reasons) and speaking time, their published awards and valid certificates (to
 * download through the link, `certificates.routes.ts`); nothing of other schools,
 * and no personal data but names. An unknown or revoked code is NOT_FOUND.
 */
export async function readAdvisorView(db: Executor, code: string): Promise<AdvisorView> {
  const institution = await findAdvisorInstitution(db, code);
  if (institution === undefined) throw new AppError('NOT_FOUND', 'Este enlace de asesor no existe o ya no está en vigor.');
  const [rows, eventName] = await Promise.all([findInstitutionDelegates(db, institution), readEventName(db)]);
  const certificates = await findValidCertificatesOf(
    db,
    rows.map((r) => r.id),
  );
  const commissionIds = [...new Set(rows.flatMap((r) => (r.commissionId ? [r.commissionId] : [])))];
  const records = new Map(await Promise.all(commissionIds.map(async (id) => [id, await commissionRecord(db, id)] as const)));
  const awards = await findPublishedAwardsOfEach(db, rows);
  const delegates = rows.map((r): AdvisorDelegate => {
    const record = r.commissionId ? records.get(r.commissionId) : undefined;
    const spoke = r.delegationId ? record?.speaking.get(r.delegationId) : undefined;
    return {
      id: r.id,
      name: `${r.firstNames} ${r.lastNames}`.replace(/\s+/g, ' ').trim(),
      status: r.status as DelegateStatus,
      commission: r.commissionName,
      delegation: r.delegationName,
      attendance: record?.attendance.get(r.id) ?? { present: 0, rollCalls: 0, rate: null },
      warnings: r.delegationId ? (record?.warnings.get(r.delegationId) ?? []).map(({ level, reason, at }) => ({ level, reason, at })) : [],
      speaking: spoke ? { speeches: spoke.speeches, speakingMs: spoke.speakingMs, share: spoke.share } : null,
      awards: awards.get(r.id) ?? [],
      certificates: certificates
        .filter((c) => c.delegateId === r.id)
        .map((c) => ({ id: c.id, kind: c.kind as AdvisorDelegate['certificates'][number]['kind'], title: c.title })),
    };
  });
  return { eventName, institution, delegates };
}

import { type CertificateKind, type CommissionCertificates, PARTICIPATION_TITLE } from '@quorum/shared';
import type { Insertable } from 'kysely';
import type { Db, Executor } from '../../db/database';
import type { CertificateTable } from '../../db/schema';
import { delegateAttendance } from '../../domain/attendance/attendance';
import { findPublishedAwards, findUnpublishedAwards } from '../../domain/awards/published-awards';
import { type Actor, recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { newAccessCode, newId, nowIso } from '../../lib/ids';
import { serializeWriters } from '../../lib/xact-lock';
import { attendancePercent, holderNameOf, meetsThreshold } from './certificates.policy';
import {
  type CertificateRow,
  findCertificate,
  findAwardedDelegateIds,
  findCertificates,
  findDelegatesWithPlace,
  findRollCallsWithMarks,
  findSeatedDelegates,
  holdersOfValid,
  insertCertificates,
  presentCertificate,
  updateCertificate,
} from './certificates.repository';
import { readThreshold } from './certificates.settings';
import { CERTIFICATE_CODE_LENGTH } from '@quorum/shared';

/** A published award's certificate rows, as the awards feature hands them over (one certificate per delegate). */
export interface AwardCertificateInput {
  awardId: string;
  /** What it certifies, e.g. «Mejor Delegado». */
  title: string;
  delegateIds: string[];
  commissionName: string;
  delegationName: string;
}

/** A new certificate row with an unguessable code (24 characters ≈ 119 bits). */
function newCertificate(
  values: {
    kind: CertificateKind;
    delegateId: string;
    commissionId: string | null;
    awardId: string | null;
    holderName: string;
    title: string;
    commissionName: string;
    delegationName: string;
  },
  actor: Actor,
): Insertable<CertificateTable> {
  const now = nowIso();
  return {
    id: newId(),
    code: newAccessCode(CERTIFICATE_CODE_LENGTH),
    ...values,
    issuedAt: now,
    issuedBy: actor.uid,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Issues the participation certificates of a commission: every seated, not withdrawn delegate at or above the
 * attendance threshold who has no valid one yet (issuing again adds only the missing ones). Answers how many.
 */
export async function issueParticipationCertificates(db: Db, commissionId: string, actor: Actor): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await serializeWriters(trx, `certificates:${commissionId}`);
    const threshold = await readThreshold(trx);
    const [delegates, attendance] = await Promise.all([findSeatedDelegates(trx, commissionId), delegateAttendance(trx, commissionId)]);
    const eligible = delegates.filter((d) => meetsThreshold(attendance.get(d.id), threshold));
    const holders = await holdersOfValid(
      trx,
      'participacion',
      eligible.map((d) => d.id),
      null,
    );
    const rows = eligible
      .filter((d) => !holders.has(d.id))
      .map((d) =>
        newCertificate(
          {
            kind: 'participacion',
            delegateId: d.id,
            commissionId,
            awardId: null,
            holderName: holderNameOf(d),
            title: PARTICIPATION_TITLE,
            commissionName: d.commissionName ?? '',
            delegationName: d.delegationName ?? '',
          },
          actor,
        ),
      );
    await insertCertificates(trx, rows);
    if (rows.length)
      await recordAudit(trx, actor, {
        action: 'certificate.issued',
        entity: 'commission',
        entityId: commissionId,
        after: { kind: 'participacion', count: rows.length, threshold },
      });
    return rows.length;
  });
}

/**
 * Issues one certificate per delegate of each published award (issueCommissionAwardCertificates, when the
 * Gestor issues a commission's certificates): withdrawn delegates are refused (CERTIFICATE_DELEGATE_WITHDRAWN), a delegate who already holds a
 * valid certificate of that award gets no second one. Answers how many were issued.
 */
export async function issueAwardCertificates(
  db: Executor,
  awards: readonly AwardCertificateInput[],
  actor: Actor = { uid: null, ip: null },
): Promise<number> {
  let issued = 0;
  for (const award of awards) {
    const delegates = await findDelegatesWithPlace(db, award.delegateIds);
    if (delegates.length !== new Set(award.delegateIds).size) throw new AppError('NOT_FOUND', 'No existe uno de los delegados del premio.');
    if (delegates.some((d) => d.status === 'retirado')) throw new AppError('CERTIFICATE_DELEGATE_WITHDRAWN');
    const holders = await holdersOfValid(
      db,
      'premio',
      delegates.map((d) => d.id),
      award.awardId,
    );
    const rows = delegates
      .filter((d) => !holders.has(d.id))
      .map((d) =>
        newCertificate(
          {
            kind: 'premio',
            delegateId: d.id,
            commissionId: d.commissionId,
            awardId: award.awardId,
            holderName: holderNameOf(d),
            title: award.title,
            commissionName: award.commissionName,
            delegationName: award.delegationName,
          },
          actor,
        ),
      );
    await insertCertificates(db, rows);
    for (const row of rows)
      await recordAudit(db, actor, {
        action: 'certificate.issued',
        entity: 'certificate',
        entityId: row.id,
        after: { kind: 'premio', awardId: award.awardId },
      });
    issued += rows.length;
  }
  return issued;
}

/** Revokes a certificate with a reason (a revoked one stays revoked: CERTIFICATE_REVOKED). */
export async function revokeCertificate(db: Db, id: string, reason: string, actor: Actor): Promise<CertificateRow> {
  return db.transaction().execute(async (trx) => {
    const row = await findCertificate(trx, id);
    if (!row) throw new AppError('NOT_FOUND', 'No existe ese certificado.');
    if (row.revokedAt) throw new AppError('CERTIFICATE_REVOKED');
    await updateCertificate(trx, id, { revokedAt: nowIso(), revokedReason: reason });
    await recordAudit(trx, actor, { action: 'certificate.revoked', entity: 'certificate', entityId: id, after: { reason } });
    return (await findCertificate(trx, id)) as CertificateRow;
  });
}

/**
 * Re-issues a certificate: a new one with a new code and the holder's current verified name (after a
 * correction), the old one revoked (if it was not) and pointing at the new one. A withdrawn or erased
 * delegate gets none.
 */
export async function reissueCertificate(db: Db, id: string, actor: Actor): Promise<CertificateRow> {
  return db.transaction().execute(async (trx) => {
    const old = await findCertificate(trx, id);
    if (!old) throw new AppError('NOT_FOUND', 'No existe ese certificado.');
    const [delegate] = old.delegateId ? await findDelegatesWithPlace(trx, [old.delegateId]) : [];
    if (!delegate) throw new AppError('NOT_FOUND', 'El delegado de este certificado ya no existe.');
    if (delegate.status === 'retirado') throw new AppError('CERTIFICATE_DELEGATE_WITHDRAWN');
    const row = newCertificate(
      {
        kind: old.kind as CertificateKind,
        delegateId: delegate.id,
        commissionId: old.commissionId,
        awardId: old.awardId,
        holderName: holderNameOf(delegate),
        title: old.title,
        commissionName: old.commissionName,
        delegationName: old.delegationName,
      },
      actor,
    );
    await insertCertificates(trx, [row]);
    await updateCertificate(trx, id, {
      replacedBy: row.id as string,
      ...(old.revokedAt ? {} : { revokedAt: nowIso(), revokedReason: 'Reemitido con un código nuevo' }),
    });
    await recordAudit(trx, actor, { action: 'certificate.reissued', entity: 'certificate', entityId: id, after: { replacedBy: row.id } });
    return (await findCertificate(trx, row.id as string)) as CertificateRow;
  });
}

/**
 * A commission's certificates for the secretary: counts (issued, revoked, downloaded by the delegate, sent),
 * the certificates, the seated delegates below the threshold with their mark on each roll call, and the awards
 * not published yet (an issue leaves their certificates out).
 */
export async function commissionCertificates(db: Executor, commissionId: string): Promise<CommissionCertificates> {
  const [threshold, rows, delegates, attendance, calls, unpublishedAwards] = await Promise.all([
    readThreshold(db),
    findCertificates(db, { commissionId }),
    findSeatedDelegates(db, commissionId),
    delegateAttendance(db, commissionId),
    findRollCallsWithMarks(db, commissionId),
    findUnpublishedAwards(db, commissionId),
  ]);
  const valid = rows.filter((r) => !r.revokedAt);
  const marks = new Map(calls.marks.map((m) => [`${m.rollCallId}:${m.delegateId}`, m.status]));
  const below = delegates
    .filter((d) => !meetsThreshold(attendance.get(d.id), threshold))
    .map((d) => {
      const a = attendance.get(d.id);
      return {
        delegateId: d.id,
        name: holderNameOf(d),
        delegationName: d.delegationName,
        present: a?.present ?? 0,
        rollCalls: a?.rollCalls ?? 0,
        percent: attendancePercent(a),
        marks: calls.rollCalls.map((r) => ({ rollCallId: r.id, openedAt: r.openedAt, status: marks.get(`${r.id}:${d.id}`) ?? null })),
      };
    });
  return {
    threshold,
    counts: {
      issued: valid.length,
      revoked: rows.length - valid.length,
      downloaded: valid.filter((r) => r.downloadedAt).length,
      sent: valid.filter((r) => r.sentAt).length,
    },
    certificates: rows.map(presentCertificate),
    belowThreshold: below,
    unpublishedAwards,
  };
}

/**
 * The certificates of award of a commission's published awards: one for the delegate awarded, or one for each
 * delegate of the delegation awarded; withdrawn delegates get none. Issuing again adds only the missing ones.
 */
export async function issueCommissionAwardCertificates(db: Db, commissionId: string, actor: Actor): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await serializeWriters(trx, `certificates:${commissionId}`);
    const inputs: AwardCertificateInput[] = [];
    for (const award of await findPublishedAwards(trx, commissionId)) {
      const delegateIds = await findAwardedDelegateIds(trx, award);
      if (delegateIds.length === 0) continue;
      const [first] = await findDelegatesWithPlace(trx, delegateIds.slice(0, 1));
      inputs.push({
        awardId: award.awardId,
        title: award.categoryName,
        delegateIds,
        commissionName: award.commissionName,
        delegationName: award.delegationName ?? first?.delegationName ?? '',
      });
    }
    return issueAwardCertificates(trx, inputs, actor);
  });
}

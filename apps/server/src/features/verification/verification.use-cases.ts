import {
  type CorrectableField,
  type DelegateStatus,
  delegatePersonalSchema,
  personalLink,
  pickPersonal,
  type VerificationView,
} from '@quorum/shared';
import { readPublicFeatures } from '../../domain/access/access-settings';
import { findPublishedAwardsOf } from '../../domain/awards/published-awards';
import { delegateDocumentFile, FOR_DELEGATES, listedDocumentsOf } from '../../domain/documents/documents';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { assignmentOf, type DelegateRow, findDelegateByCode, updateDelegate } from '../../domain/delegates/delegates.store';
import { type Actor, recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { readEventName, readEventTimeZone } from '../../lib/event-name';
import { nowIso } from '../../lib/ids';
import { fieldsOf } from '../../lib/zod-fields';
import { assertCanCorrect, canCorrect, forbiddenFields } from './verification.policy';
import { findByDocumentAndEmail } from './verification.repository';

const UNKNOWN_CODE = 'Este enlace personal no es válido. Revisa que lo hayas copiado entero o pide que te lo enviemos de nuevo.';

async function loadByCode(db: Executor, code: string): Promise<DelegateRow> {
  const row = await findDelegateByCode(db, code);
  if (!row) throw new AppError('NOT_FOUND', UNKNOWN_CODE);
  return row;
}

/** What the delegate sees on /verificator. */
async function viewOf(db: Executor, row: DelegateRow): Promise<VerificationView> {
  const f = await readPublicFeatures(db);
  const open = canCorrect(f);
  return {
    ...pickPersonal(row),
    documentType: row.documentType as VerificationView['documentType'],
    status: row.status as DelegateStatus,
    verifiedAt: row.verifiedAt,
    ...(await assignmentOf(db, row)),
    correctableFields: open ? f.correctableFields : [],
    deadline: f.verificationDeadline,
    canCorrect: open,
    verificationOpen: f.verificationOpen,
    awards: await findPublishedAwardsOf(db, row),
    documents: await delegateDocuments(db, row),
  };
}

/** The address a delegate reads one of their commission's documents from, with their personal code. */
function delegateDocumentUrl(code: string, documentId: string): string {
  return `/api/verification/${encodeURIComponent(code)}/documents/${encodeURIComponent(documentId)}/file`;
}

/** The commission whose documents for delegates the delegate reads: none while unassigned or withdrawn. */
function readingCommission(row: DelegateRow): string | null {
  return row.status === 'retirado' ? null : row.commissionId;
}

/** Their commission's documents for its delegates. */
async function delegateDocuments(db: Executor, row: DelegateRow): Promise<VerificationView['documents']> {
  const commissionId = readingCommission(row);
  if (!commissionId) return [];
  const docs = await listedDocumentsOf(db, [commissionId], FOR_DELEGATES, (id) => delegateDocumentUrl(row.personalCode, id));
  return docs.get(commissionId) ?? [];
}

/** The latest file of one of the delegate's commission's documents for its delegates (404 otherwise). */
export async function readDelegateDocument(ctx: AppContext, code: string, documentId: string) {
  const row = await loadByCode(ctx.db, code);
  const commissionId = readingCommission(row);
  const file = commissionId ? await delegateDocumentFile(ctx.db, commissionId, documentId) : undefined;
  if (!file) throw new AppError('NOT_FOUND', 'Ese documento no existe o no es de tu comisión.');
  return file;
}

export async function readVerification(ctx: AppContext, code: string): Promise<VerificationView> {
  return viewOf(ctx.db, await loadByCode(ctx.db, code));
}

/** Corrects only the allowed fields before the deadline; the result must still be valid personal data. */
export async function correctVerification(
  ctx: AppContext,
  code: string,
  changes: Record<string, string | null>,
  actor: Actor,
): Promise<VerificationView> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await loadByCode(trx, code);
    const f = await readPublicFeatures(trx);
    await assertCanCorrect(f, () => readEventTimeZone(trx));
    const keys = Object.keys(changes);
    const refused = forbiddenFields(keys, f.correctableFields);
    if (Object.keys(refused).length)
      throw new AppError('VALIDATION', 'Has intentado cambiar datos que no se pueden corregir aquí.', refused);
    const parsed = delegatePersonalSchema.safeParse({ ...pickPersonal(row), ...changes });
    if (!parsed.success) throw new AppError('VALIDATION', undefined, fieldsOf(parsed.error));
    const next = parsed.data;
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const k of keys as CorrectableField[]) {
      if (row[k] !== next[k]) {
        before[k] = row[k];
        after[k] = next[k];
      }
    }
    if (Object.keys(after).length === 0) return viewOf(trx, row);
    const updated = await updateDelegate(trx, row.id, after as Partial<DelegateRow>);
    await recordAudit(trx, actor, { action: 'delegate.self_corrected', entity: 'delegate', entityId: row.id, before, after });
    return viewOf(trx, updated);
  });
}

/** "Mis datos son correctos": preinscrito → verificado; other statuses stay; the time is stored. */
export async function confirmVerification(ctx: AppContext, code: string, actor: Actor): Promise<VerificationView> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await loadByCode(trx, code);
    const f = await readPublicFeatures(trx);
    if (!f.verificationOpen) throw new AppError('VERIFICATION_CLOSED', 'La validación de datos está cerrada.');
    const status = row.status === 'preinscrito' ? 'verificado' : row.status;
    const updated = await updateDelegate(trx, row.id, { status, verifiedAt: nowIso() });
    await recordAudit(trx, actor, {
      action: 'delegate.self_verified',
      entity: 'delegate',
      entityId: row.id,
      before: { status: row.status },
      after: { status },
    });
    return viewOf(trx, updated);
  });
}

/** Mails the personal link when both the document and the e-mail match; silent otherwise. */
export async function resendLink(ctx: AppContext, documentNumber: string, email: string): Promise<void> {
  const row = await findByDocumentAndEmail(ctx.db, documentNumber, email);
  if (!row) return;
  const name = await readEventName(ctx.db);
  await ctx.mailer.send({
    to: row.email,
    subject: `Tu enlace personal · ${name}`,
    text: [
      `Hola, ${row.firstNames}:`,
      '',
      'Nos pediste de nuevo tu enlace personal. Con él puedes revisar y corregir tus datos:',
      personalLink(ctx.config.publicUrl, row.personalCode),
      '',
      'Si no lo pediste tú, ignora este mensaje.',
    ].join('\n'),
  });
}

import type { FastifyRequest } from 'fastify';
import { assertCapability } from '../../domain/access/access-settings';
import { assertChairOf, staffOf } from '../../auth/staff';
import type { Executor } from '../../db/database';

/** Exports of a commission: a Gestor, or that commission's Presidente with the exports.download capability. */
export async function assertCanExportCommission(db: Executor, request: FastifyRequest, commissionId: string): Promise<void> {
  const staff = staffOf(request);
  assertChairOf(staff, commissionId);
  await assertCapability(db, staff, 'exports.download');
}

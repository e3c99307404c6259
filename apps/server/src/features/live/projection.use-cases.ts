import { type BannerLive, bannerAppearanceSchema } from '@quorum/shared';
import { foundCommission } from '../../domain/commissions/commission-rules';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/errors';
import { readLiveState } from './live.use-cases';
import { findBannerCommission, findCommissionByProjectionCode } from './projection.repository';

/** The commission a projection code opens (PROJECTION_CODE_UNKNOWN when it is no commission's current code). */
export async function commissionOfProjectionCode(db: Db, code: string): Promise<string> {
  const commission = await findCommissionByProjectionCode(db, code);
  if (!commission) throw new AppError('PROJECTION_CODE_UNKNOWN');
  return commission.id;
}

/** A banner's state: the live state as chairs read it, with the commission's name, topics, room and appearance, in one snapshot. */
export function readBannerLive(db: Db, commissionId: string): Promise<BannerLive> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const commission = foundCommission(await findBannerCommission(trx, commissionId));
      const state = await readLiveState(trx, commissionId);
      const banner = bannerAppearanceSchema.parse(commission.banner ? JSON.parse(commission.banner) : {});
      return { ...state, commission: { ...commission, topics: JSON.parse(commission.topics) as string[], banner } };
    });
}

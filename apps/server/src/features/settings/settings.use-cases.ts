import type { MotionCatalogue, MotionCatalogueSettings } from '@quorum/shared';
import type { AppContext } from '../../context';
import { readMotionCatalogue, saveMotionCatalogue } from '../../domain/event/motion-catalogue';
import { announceStateOutsideLog } from '../../domain/live/state-announcements';
import { type Actor, recordAudit } from '../../lib/audit';
import { listCommissionIds } from './settings.repository';

/**
 * Saves the motion catalogue, in force for every live command from the next one on (decision 030), with its audit
 * entry; then every commission's open consoles and room screens are sent their state again with it.
 */
export async function saveMotionCatalogueSetting(
  ctx: AppContext,
  actor: Actor,
  catalogue: MotionCatalogue,
  onAnnounceError: (error: Error) => void,
): Promise<MotionCatalogueSettings> {
  const { saved, commissionIds } = await ctx.db.transaction().execute(async (trx) => {
    const before = await readMotionCatalogue(trx);
    await saveMotionCatalogue(trx, catalogue);
    const after = await readMotionCatalogue(trx);
    await recordAudit(trx, actor, {
      action: 'settings.motions_updated',
      entity: 'settings',
      entityId: 'motions',
      before: before.catalogue,
      after: after.catalogue,
    });
    return { saved: after, commissionIds: await listCommissionIds(trx) };
  });
  for (const id of commissionIds) announceStateOutsideLog(ctx, id).catch(onAnnounceError);
  return saved;
}

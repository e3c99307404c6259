import type { AppContext } from '../../context';

let unnamed = 0;

/** The start of a bus message announcing a change outside the log (a session scheduled ahead): no sequence moves. */
export const OUTSIDE_LOG = 'schedule:';

/**
 * Announces to a commission's streams, after the commit, that its state changed outside the log: each sends the
 * state whole again (a snapshot at the same sequence), so an idle room's screen shows the next session at once,
 * and a console the motion catalogue the Gestor just saved.
 */
export function announceStateOutsideLog(ctx: Pick<AppContext, 'bus'>, commissionId: string): Promise<void> {
  return ctx.bus.publish(commissionId, `${OUTSIDE_LOG}${Date.now()}-${++unnamed}`);
}

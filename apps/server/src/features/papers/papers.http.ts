import { mayWriteWorkingPapers } from '@quorum/shared';
import { roomDeviceOf } from '../../auth/guards';
import { actorOf, staffOf as staffSessionOf } from '../../auth/staff';
import type { PaperActor } from './papers.use-cases';

/** Who a phone's request is, and its commission: the room pass's delegation and delegate (never the body's). */
export function phoneOf(request: Parameters<typeof roomDeviceOf>[0]) {
  const device = roomDeviceOf(request);
  return {
    who: { kind: 'phone' as const, delegationId: device.delegationId, delegateId: device.delegateId },
    commissionId: device.commissionId,
  };
}

/** A member of staff reading or writing a commission's papers: whether they may write is the shared rule's. */
export function paperStaffOf(request: Parameters<typeof staffSessionOf>[0], commissionId: string): Extract<PaperActor, { kind: 'staff' }> {
  return { kind: 'staff', mayWrite: mayWriteWorkingPapers(staffSessionOf(request).actor, commissionId), actor: actorOf(request) };
}

// The digital placard's rules (PRODUCT §9, decision 037), without zod: what a delegation may ask for from its phone,
// which requests are the same motion, and the order the chair's queue shows them in.
import { compareMotions, type MotionCatalogue, type MotionInput, type PendingMotion } from './motions';

/** What a delegation asks for: a point, a motion, a right of reply, or a place on the speakers list. */
export const REQUEST_KINDS = ['point', 'motion', 'reply', 'floor'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** The points, in the order the chair hears them: a point of personal privilege first, then order, then inquiry. */
export const POINT_KINDS = ['privilegio_personal', 'orden', 'informacion'] as const;
export type PointKind = (typeof POINT_KINDS)[number];

/**
 * Where a request stands: waiting for the chair, put to the floor (or granted), out of order, withdrawn, or lapsed
 * (still waiting when the session closed: it ends with the session, and an undo of the close puts it back).
 */
export const REQUEST_STATUSES = ['pending', 'accepted', 'out_of_order', 'withdrawn', 'lapsed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The most requests a delegation keeps waiting at once: a placard raised, not a queue filled. */
export const PENDING_REQUESTS_PER_DELEGATION = 5;

/** Spanish names of the points (the acta's; the web has its own i18n keys). */
export const POINT_LABELS_ES: Record<PointKind, string> = {
  privilegio_personal: 'Punto de privilegio personal',
  orden: 'Punto de orden',
  informacion: 'Punto de información parlamentaria',
};

/** A text compared as a person reads it: letters' case and runs of spaces do not make two motions different. */
function sameWords(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase('es').replace(/\s+/g, ' ').trim();
}

/**
 * The key two identical motions share: the kind and every parameter, its texts compared without case or extra spaces
 * («Cambio climático» and «cambio  climático» are the same caucus). Keys sorted, so the order fields came in does not
 * matter.
 */
export function motionMergeKey(motion: MotionInput): string {
  const entries = Object.entries(motion)
    .map(([key, value]) => [key, typeof value === 'string' ? sameWords(value) : value] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

/** What one request merges under: identical motions share one key; any other request stands alone per delegation. */
export function requestMergeKey(request: { kind: RequestKind; point?: PointKind | null; motion?: MotionInput | null }): string {
  if (request.kind === 'motion' && request.motion) return `motion:${motionMergeKey(request.motion)}`;
  if (request.kind === 'point') return `point:${request.point ?? ''}`;
  return request.kind;
}

/** A pending request as the queue orders it: its kind, its point or motion, and when it was first made (ms). */
export interface QueuedRequest {
  id: string;
  kind: RequestKind;
  point: PointKind | null;
  motion: MotionInput | null;
  createdAt: number;
}

const KIND_PLACE: Record<RequestKind, number> = { point: 0, motion: 1, reply: 2, floor: 3 };

/**
 * The chair's queue in order: points first (privilege, order, inquiry), then motions by the catalogue's precedence
 * (as the floor orders pending motions), then rights of reply, then requests for the floor; within each, earlier
 * first, then by id — a total order.
 */
export function compareRequests(catalogue: MotionCatalogue) {
  const motions = compareMotions(catalogue);
  const asMotion = (r: QueuedRequest) => ({ ...r.motion, id: r.id, submittedAt: r.createdAt, delegationId: null }) as PendingMotion;
  return (a: QueuedRequest, b: QueuedRequest): number => {
    const byKind = KIND_PLACE[a.kind] - KIND_PLACE[b.kind];
    if (byKind !== 0) return byKind;
    if (a.kind === 'point') {
      const byPoint = POINT_KINDS.indexOf(a.point as PointKind) - POINT_KINDS.indexOf(b.point as PointKind);
      if (byPoint !== 0) return byPoint;
    }
    if (a.kind === 'motion' && a.motion && b.motion) return motions(asMotion(a), asMotion(b));
    return a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  };
}

/** The queue in order (a sorted copy). */
export function orderRequests<R extends QueuedRequest>(requests: readonly R[], catalogue: MotionCatalogue): R[] {
  return [...requests].sort(compareRequests(catalogue));
}

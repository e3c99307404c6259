import type { MotionInput, PointKind, RequestKind } from '@quorum/shared';
import type { TFunction } from 'i18next';

/**
 * What a request from a phone asks for, in words (the digital placard, decision 037): «Punto de orden», «Pedir la
 * palabra», «Caucus moderado: Agua potable». The phone and the chair's queue say it alike.
 */
export function requestLabel(t: TFunction, request: { kind: RequestKind; point: PointKind | null; motion: MotionInput | null }): string {
  if (request.kind === 'point' && request.point) return t(`room.requests.points.${request.point}`);
  if (request.kind === 'motion' && request.motion) {
    const kind = t(`banner.motionKinds.${request.motion.kind}`);
    const words = 'topic' in request.motion ? request.motion.topic : 'description' in request.motion ? request.motion.description : '';
    return words ? `${kind}: ${words}` : kind;
  }
  return t(request.kind === 'reply' ? 'room.requests.reply' : 'room.requests.floor');
}

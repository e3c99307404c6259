import type { LiveActaPage } from '@quorum/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

const enc = encodeURIComponent;

/** The live committee's addresses of a commission: state stream and command endpoint. */
export function liveUrls(commissionId: string) {
  const base = `/api/commissions/${enc(commissionId)}/live`;
  return { events: `${base}/events`, commands: `${base}/commands`, log: `${base}/log` };
}

/** GET /api/commissions/:id/live/log.pdf or .xlsx: the whole acta as a download. */
export function actaDownloadUrl(commissionId: string, format: 'pdf' | 'xlsx'): string {
  return `${liveUrls(commissionId).log}.${format}`;
}

/**
 * GET /api/commissions/:id/live/log: the newest `pageSize` entries of the acta. Keyed by the state's last
 * sequence, so it is read again with every entry the stream brings; the previous page stays on screen meanwhile.
 */
export function actaQuery(commissionId: string, lastSequence: number, pageSize: number) {
  return queryOptions({
    queryKey: ['live-acta', commissionId, lastSequence, pageSize],
    queryFn: () => api<LiveActaPage>(`${liveUrls(commissionId).log}?pageSize=${pageSize}`),
    placeholderData: keepPreviousData,
  });
}

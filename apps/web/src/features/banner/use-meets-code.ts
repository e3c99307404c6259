import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type BannerMeetsCode, meetsCodeQuery } from './api';

/** A little after the code changes on the server, so the next one is already there. */
const AFTER_CHANGE_MS = 250;

/**
 * The rotating `/meets` code while the open roll call is a self check-in (`rollCallId`, else null): read
 * again when it changes (`changesAt`, server ms, read on the screen's server clock `serverNow`).
 */
export function useMeetsCode(url: string, rollCallId: string | null, serverNow: () => number): BannerMeetsCode | null {
  const query = useQuery(meetsCodeQuery(url, rollCallId));
  const { refetch, dataUpdatedAt: answeredAt } = query;
  const changesAt = query.data?.changesAt;

  useEffect(() => {
    // Re-armed after every answer: a screen whose clock runs ahead asks again shortly instead of waiting.
    if (changesAt === undefined || answeredAt === 0) return;
    const timeout = window.setTimeout(() => void refetch(), Math.max(0, changesAt - serverNow()) + AFTER_CHANGE_MS);
    return () => window.clearTimeout(timeout);
  }, [changesAt, answeredAt, refetch, serverNow]);

  return rollCallId === null ? null : (query.data ?? null);
}

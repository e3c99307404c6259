import type { OutboxMessage } from '@quorum/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** GET /api/outbox (Gestor): outgoing mail, newest first. */
export const outboxQuery = queryOptions({
  queryKey: ['outbox'],
  queryFn: () => api<OutboxMessage[]>('/api/outbox'),
});

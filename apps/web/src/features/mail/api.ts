import type {
  MailDraft,
  MailFile,
  MailMessage,
  MailMessageDetail,
  MailPreview,
  MailSend,
  MailTemplate,
  MailTemplateInput,
  MailTemplateKey,
} from '@quorum/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useInvalidatingMutation } from '../../lib/mutations';

/** Where a sender's mail routes live: a chair's commission, or the Gestor's (null). */
export type MailScope = string | null;

const base = (scope: MailScope) => (scope === null ? '/api/mail' : `/api/commissions/${encodeURIComponent(scope)}/mail`);
const HISTORY_KEY = ['mail', 'messages'] as const;

/** The history of messages, each with how many recipients are pendiente, enviado and fallido. */
export function mailMessagesQuery(scope: MailScope) {
  return queryOptions({
    queryKey: [...HISTORY_KEY, scope ?? 'all'],
    queryFn: () => api<MailMessage[]>(`${base(scope)}/messages`),
    refetchInterval: 5_000,
  });
}

/** One message with each recipient's status (refreshed while some are pending). */
export function mailMessageQuery(scope: MailScope, id: string) {
  return queryOptions({
    queryKey: [...HISTORY_KEY, scope ?? 'all', id],
    queryFn: () => api<MailMessageDetail>(`${base(scope)}/messages/${encodeURIComponent(id)}`),
    refetchInterval: (query) => (query.state.data && query.state.data.statuses.pendiente === 0 ? false : 3_000),
  });
}

/** The files the sender may attach (their commission's folder, or every scope for the Gestor). */
export function mailFilesQuery(scope: MailScope) {
  return queryOptions({
    queryKey: ['mail', 'files', scope ?? 'all'],
    queryFn: () => api<MailFile[]>(`${base(scope)}/files`),
  });
}

export function previewMail(scope: MailScope, draft: MailDraft): Promise<MailPreview> {
  return api<MailPreview>(`${base(scope)}/preview`, { method: 'POST', body: draft });
}

export function useSendMail(scope: MailScope) {
  return useInvalidatingMutation(
    (input: MailSend) => api<MailMessageDetail>(`${base(scope)}/messages`, { method: 'POST', body: input }),
    [HISTORY_KEY],
  );
}

const TEMPLATES_KEY = ['mail', 'templates'] as const;

/** GET /api/mail/templates: the Gestor's four templates (defaults until changed). */
export const mailTemplatesQuery = queryOptions({
  queryKey: TEMPLATES_KEY,
  queryFn: () => api<MailTemplate[]>('/api/mail/templates'),
});

export function useSaveMailTemplate() {
  return useInvalidatingMutation(
    ({ key, ...input }: MailTemplateInput & { key: MailTemplateKey }) =>
      api<MailTemplate[]>(`/api/mail/templates/${key}`, { method: 'PUT', body: input }),
    [TEMPLATES_KEY],
  );
}

import type { ResendLinkInput, VerificationCorrection, VerificationView } from '@quorum/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../lib/api';

/** GET /api/verification/:code (public): the delegate's own data; null for an unknown code. */
export function verificationQuery(code: string) {
  return queryOptions({
    queryKey: ['verification', code],
    queryFn: async () => {
      try {
        return await api<VerificationView>(`/api/verification/${encodeURIComponent(code)}`);
      } catch (error) {
        if (isApiError(error, 'NOT_FOUND')) return null;
        throw error;
      }
    },
    retry: false,
  });
}

/** PATCH /api/verification/:code: corrects the allowed fields. */
export function useCorrectData(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: VerificationCorrection) =>
      api<VerificationView>(`/api/verification/${encodeURIComponent(code)}`, { method: 'PATCH', body: changes }),
    onSuccess: (view) => client.setQueryData(verificationQuery(code).queryKey, view),
  });
}

/** POST /api/verification/:code/confirm: "Mis datos son correctos". */
export function useConfirmData(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<VerificationView>(`/api/verification/${encodeURIComponent(code)}/confirm`, { method: 'POST' }),
    onSuccess: (view) => client.setQueryData(verificationQuery(code).queryKey, view),
  });
}

/** POST /api/verification/resend: always the same answer. */
export function useResendLink() {
  return useMutation({
    mutationFn: (input: ResendLinkInput) => api<{ ok: true }>('/api/verification/resend', { method: 'POST', body: input }),
  });
}

import type { ActaVerification, ResendLinkInput, VerificationCorrection, VerificationView } from '@quorum/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../lib/api';

/** A public look-up's answer, or null when it found nothing (404). */
async function foundOrNull<T>(path: string): Promise<T | null> {
  try {
    return await api<T>(path);
  } catch (error) {
    if (isApiError(error, 'NOT_FOUND')) return null;
    throw error;
  }
}

/** GET /api/verification/:code (public): the delegate's own data; null for an unknown code. */
export function verificationQuery(code: string) {
  return queryOptions({
    queryKey: ['verification', code],
    queryFn: () => foundOrNull<VerificationView>(`/api/verification/${encodeURIComponent(code)}`),
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

/** GET /api/acta-verification?code=… (public): whether an acta is its commission's log; null for an unknown commission. */
export function actaVerificationQuery(code: string) {
  return queryOptions({
    queryKey: ['actaVerification', code],
    queryFn: () => foundOrNull<ActaVerification>(`/api/acta-verification?code=${encodeURIComponent(code)}`),
    retry: false,
  });
}

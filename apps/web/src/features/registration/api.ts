import type { DocumentCheckResult, LookupResult, RegistrationInput, RegistrationOptions, RegistrationResult } from '@quorum/shared';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** GET /api/registration/options (public): open or closed, window, commissions, legal versions. */
export const registrationOptionsQuery = queryOptions({
  queryKey: ['registration', 'options'],
  queryFn: () => api<RegistrationOptions>('/api/registration/options'),
});

/** POST /api/registration (public). */
export function useRegister() {
  return useMutation({
    mutationFn: (input: RegistrationInput) => api<RegistrationResult>('/api/registration', { method: 'POST', body: input }),
  });
}

/**
 * POST /api/registration/document-check (public): whether a document is already pre-registered. True only
 * when the server says so; a failed check (limit, network) lets the person go on: the final save checks again.
 */
export async function isDocumentRegistered(documentNumber: string): Promise<boolean> {
  try {
    const result = await api<DocumentCheckResult>('/api/registration/document-check', { method: 'POST', body: { documentNumber } });
    return result.registered;
  } catch {
    return false;
  }
}

/** POST /api/lookup (public, /data). */
export function useLookup() {
  return useMutation({
    mutationFn: (documentNumber: string) => api<LookupResult>('/api/lookup', { method: 'POST', body: { documentNumber } }),
  });
}

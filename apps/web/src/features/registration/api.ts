import type { LookupResult, RegistrationInput, RegistrationOptions, RegistrationResult } from '@quorum/shared';
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

/** POST /api/lookup (public, /data). */
export function useLookup() {
  return useMutation({
    mutationFn: (documentNumber: string) => api<LookupResult>('/api/lookup', { method: 'POST', body: { documentNumber } }),
  });
}

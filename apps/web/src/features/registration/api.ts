import {
  type DocumentCheckResult,
  type LookupResult,
  REGISTRATION_OPTIONS_PATH,
  type RegistrationInput,
  type RegistrationOptions,
  type RegistrationResult,
} from '@quorum/shared';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { pageData } from '../../lib/page-data';

/**
 * GET /api/registration/options (public): open or closed, window, commissions, legal versions. While registration
 * is open the server writes the answer into /register, drawn with the form (decision 029): the first render uses it.
 */
export const registrationOptionsQuery = queryOptions({
  queryKey: ['registration', 'options'],
  queryFn: () => api<RegistrationOptions>(REGISTRATION_OPTIONS_PATH),
  initialData: () => pageData<RegistrationOptions>(REGISTRATION_OPTIONS_PATH),
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

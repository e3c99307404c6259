import type {
  Certificate,
  CorrectedMark,
  CertificateSettings,
  CertificateSettingsInput,
  CertificateVerification,
  CommissionCertificates,
  SendCertificatesInput,
} from '@quorum/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, isApiError, uploadWithProgress } from '../../lib/api';
import { useInvalidatingMutation } from '../../lib/mutations';

const SETTINGS_KEY = ['certificates', 'settings'] as const;
const COMMISSION_KEY = ['certificates', 'commission'] as const;

/** GET /api/certificates/settings (Gestor): texts, threshold, signatures and logo. */
export const certificateSettingsQuery = queryOptions({
  queryKey: SETTINGS_KEY,
  queryFn: () => api<CertificateSettings>('/api/certificates/settings'),
});

/** GET /api/commissions/:id/certificates: counts, certificates and who is below the threshold. */
export function commissionCertificatesQuery(commissionId: string) {
  return queryOptions({
    queryKey: [...COMMISSION_KEY, commissionId],
    queryFn: () => api<CommissionCertificates>(`/api/commissions/${encodeURIComponent(commissionId)}/certificates`),
  });
}

/** GET /api/certificates/:code (public): valid or revoked, for whom; null for an unknown code. */
export function certificateVerificationQuery(code: string) {
  return queryOptions({
    queryKey: ['certificates', 'verify', code],
    queryFn: async () => {
      try {
        return await api<CertificateVerification>(`/api/certificates/${encodeURIComponent(code)}`);
      } catch (error) {
        if (isApiError(error, 'NOT_FOUND')) return null;
        throw error;
      }
    },
    retry: false,
  });
}

export function useSaveCertificateSettings() {
  return useInvalidatingMutation(
    (input: CertificateSettingsInput) => api<CertificateSettings>('/api/certificates/settings', { method: 'PUT', body: input }),
    [SETTINGS_KEY, COMMISSION_KEY],
  );
}

/** PUT /api/certificates/settings/images/:slot: the logo's or a signature's image as multipart, its progress (0..1) reported. */
export function useUploadCertificateImage() {
  return useInvalidatingMutation(
    ({ slot, file, onProgress }: { slot: string; file: File; onProgress: (fraction: number) => void }) =>
      uploadWithProgress<CertificateSettings>(`/api/certificates/settings/images/${encodeURIComponent(slot)}`, [{ field: 'file', file }], {
        method: 'PUT',
        onProgress,
      }),
    [SETTINGS_KEY],
  );
}

export function useIssueCertificates() {
  return useInvalidatingMutation(
    (commissionId: string) =>
      api<{ issued: number }>(`/api/commissions/${encodeURIComponent(commissionId)}/certificates`, { method: 'POST' }),
    [COMMISSION_KEY],
  );
}

export function useSendCertificates() {
  return useInvalidatingMutation(
    ({ commissionId, confirmedCount }: { commissionId: string; confirmedCount: number }) =>
      api<{ sent: number }>(`/api/commissions/${encodeURIComponent(commissionId)}/certificates/send`, {
        method: 'POST',
        body: { confirmedCount } satisfies SendCertificatesInput,
      }),
    [COMMISSION_KEY],
  );
}

export function useRevokeCertificate() {
  return useInvalidatingMutation(
    ({ id, reason }: { id: string; reason: string }) =>
      api<Certificate>(`/api/certificates/${encodeURIComponent(id)}/revoke`, { method: 'POST', body: { reason } }),
    [COMMISSION_KEY],
  );
}

export function useReissueCertificate() {
  return useInvalidatingMutation(
    (id: string) => api<Certificate>(`/api/certificates/${encodeURIComponent(id)}/reissue`, { method: 'POST' }),
    [COMMISSION_KEY],
  );
}

/** PUT /api/roll-calls/:rollCallId/marks/:delegateId (Gestor): a delegate present or absent on a roll call. */
export function useCorrectMark() {
  return useInvalidatingMutation(
    ({ rollCallId, delegateId, present }: { rollCallId: string; delegateId: string; present: boolean }) =>
      api<CorrectedMark>(`/api/roll-calls/${encodeURIComponent(rollCallId)}/marks/${encodeURIComponent(delegateId)}`, {
        method: 'PUT',
        body: { present },
      }),
    [COMMISSION_KEY],
  );
}

/** The download link of one certificate's PDF (Gestor or the commission's chair). */
export function certificatePdfPath(commissionId: string, certificateId: string): string {
  return `/api/commissions/${encodeURIComponent(commissionId)}/certificates/${encodeURIComponent(certificateId)}/pdf`;
}

/** The ZIP of a commission's certificates, or of the whole event's. */
export function certificatesZipPath(commissionId: string | null): string {
  return commissionId ? `/api/commissions/${encodeURIComponent(commissionId)}/certificates.zip` : '/api/certificates.zip';
}

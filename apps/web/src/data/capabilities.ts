import { type Capability, type MyCapabilities, roleHasCapability } from '@quorum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { useAuth } from './session';

/** GET /api/profile/capabilities (staff): what the signed-in user may do now, as Permisos set it. */
export const myCapabilitiesQuery = queryOptions({
  queryKey: ['profile', 'capabilities'],
  queryFn: () => api<MyCapabilities>('/api/profile/capabilities'),
});

/**
 * Whether the signed-in user may use a capability now, as Permisos say; while the answer loads, the role's default
 * (the Gestor always may), so a menu does not offer Logística a page a moment before taking it away.
 */
export function useMayUse(): (capability: Capability) => boolean {
  const { profile } = useAuth();
  const capabilities = useQuery({ ...myCapabilitiesQuery, enabled: profile !== null });
  return (capability) => capabilities.data?.[capability] ?? (profile !== null && roleHasCapability(profile.role, capability));
}

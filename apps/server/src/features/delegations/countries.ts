import { type Country, compareSpanish, UN_MEMBER_CODES, UN_OBSERVER_CODES } from '@quorum/shared';
// The library's core: its main entry would load every language's names (80 files) at the server's start.
import countries from 'i18n-iso-countries/index.js';
import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' };

countries.registerLocale(es);

/** Names the UN uses in Spanish where the library's short name differs. */
const NAME_OVERRIDES: Record<string, string> = { PS: 'Estado de Palestina' };

let cached: Country[] | null = null;

/** The UN member states (193) and observer states, with Spanish names, sorted by name. */
export function unStates(): Country[] {
  cached ??= [
    ...UN_MEMBER_CODES.map((code) => ({ code, status: 'member' as const })),
    ...UN_OBSERVER_CODES.map((code) => ({ code, status: 'observer' as const })),
  ]
    .map(({ code, status }) => ({ code, name: NAME_OVERRIDES[code] ?? countries.getName(code, 'es') ?? code, status }))
    .sort((a, b) => compareSpanish(a.name, b.name));
  return cached;
}

/** Whether a code is an assigned ISO 3166-1 alpha-2 code (custom delegations may carry any real flag). */
export function isIsoCode(code: string): boolean {
  return countries.isValid(code);
}

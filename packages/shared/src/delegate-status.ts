/**
 * The delegate's lifecycle and origin values, on their own so that the schemas (delegates.ts) and the pure
 * rules (delegate-rules.ts) both read them without needing each other.
 */

/** Delegate lifecycle: preinscrito → verificado → asignado → acreditado; retirado at any time. */
export const DELEGATE_STATUSES = ['preinscrito', 'verificado', 'asignado', 'acreditado', 'retirado'] as const;
export type DelegateStatus = (typeof DELEGATE_STATUSES)[number];

/** How a delegate entered the system. */
export const DELEGATE_SOURCES = ['preinscripcion', 'carga', 'manual'] as const;
export type DelegateSource = (typeof DELEGATE_SOURCES)[number];

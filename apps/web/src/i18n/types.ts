import type { es } from './es';

/** The shape of a translation: the Spanish catalogue with every leaf a string. */
export type Messages<T = typeof es> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof es };
    returnNull: false;
  }
}

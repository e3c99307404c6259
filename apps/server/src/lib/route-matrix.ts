/**
 * Vocabulary of the authorization matrix: who may call a route. Each feature adds its rows in
 * `src/features/<name>/<name>.matrix.ts` (exporting `rows`); test/authorization-matrix.test.ts merges them
 * and calls every route as every persona. Data only: nothing here runs in the server.
 */
export type Persona = 'anonymous' | 'gestor' | 'presidentOwn' | 'presidentOther' | 'logistica';
/** 'ok' = let through (any answer but 401/403 and no 5xx). */
export type Expect = 'ok' | 401 | 403;
export type Expectation = Record<Persona, Expect>;

/** Records the matrix creates before calling: the own commission is the one `presidentOwn` chairs. */
export interface Fixtures {
  ownCommissionId: string;
  otherCommissionId: string;
  /** A staff account that calls may change (never one of the personas). */
  targetUid: string;
  /** A delegation of the own commission. */
  ownDelegationId: string;
  /** A delegate assigned to the own commission and delegation. */
  ownDelegateId: string;
  ownDelegatePersonalCode: string;
  ownDelegateDocument: string;
  /** A delegate of the other commission. */
  otherDelegateId: string;
}

export interface MatrixRow {
  expect: Expectation;
  /** The URL to call; default: the pattern with :id → own commission, :uid → target, :kind → tyc. */
  url?: (fx: Fixtures) => string;
  /** Body for writes (default `{}`). */
  body?: (fx: Fixtures) => unknown;
  /** An event stream: only its status is read, then the stream is dropped. */
  stream?: boolean;
}

export const PUBLIC: Expectation = { anonymous: 'ok', gestor: 'ok', presidentOwn: 'ok', presidentOther: 'ok', logistica: 'ok' };
export const STAFF: Expectation = { ...PUBLIC, anonymous: 401 };
export const GESTOR: Expectation = { anonymous: 401, gestor: 'ok', presidentOwn: 403, presidentOther: 403, logistica: 403 };
/** A phone's room (decision 035): no staff session opens it, only a device session's cookie. */
export const DEVICE_ONLY: Expectation = { anonymous: 403, gestor: 403, presidentOwn: 403, presidentOther: 403, logistica: 403 };
/** Gestor and the commission's own Presidente. */
export const CHAIR: Expectation = { anonymous: 401, gestor: 'ok', presidentOwn: 'ok', presidentOther: 403, logistica: 403 };
/** Any staff but a Presidente of another commission. */
export const COMMISSION_READ: Expectation = { ...STAFF, presidentOther: 403 };
/** The staff area: Logistica and Gestor. */
export const STAFF_AREA: Expectation = { anonymous: 401, gestor: 'ok', presidentOwn: 403, presidentOther: 403, logistica: 'ok' };

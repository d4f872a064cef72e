import type { Result as DomainResult } from '@domain/result';

export { fail, infallibleValue, ok } from '@domain/result';

/**
 * A use case's outcome: its value, or an expected failure described as data (never a thrown HTTP
 * error). The same type as the domain's (`@domain/result`), with the common `Failure` by default.
 */
export type Result<T, E = Failure> = DomainResult<T, E>;

/**
 * The common failure: why a use case refused, with the message the client shows. Routes map each
 * kind to one HTTP status (server/http/result-to-http.ts); use cases never know the status. A
 * feature whose failures carry more (the catalog's upstream reasons) uses its own error type.
 */
export type FailureKind =
  | 'invalid' // the input breaks a rule: 400
  | 'unauthorized' // no (valid) credentials: 401
  | 'forbidden' // signed in, but not allowed: 403
  | 'not_found' // 404
  | 'conflict' // clashes with what exists: 409
  | 'unavailable'; // a service the use case needs is off or down: 503

export interface Failure {
  readonly kind: FailureKind;
  readonly message: string;
}

/** A common failure: `refuse('invalid', 'Passwords do not match.')`. */
export function refuse<T = never>(kind: FailureKind, message: string): Result<T> {
  return { ok: false, error: { kind, message } };
}

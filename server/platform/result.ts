/** A use case's outcome: its value, or an expected failure described as data (never a thrown HTTP error). */
export type Result<T, E = Failure> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

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

export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });

export const fail = <E>(error: E): { readonly ok: false; readonly error: E } => ({ ok: false, error });

/** A common failure: `refuse('invalid', 'Passwords do not match.')`. */
export function refuse<T = never>(kind: FailureKind, message: string): Result<T> {
  return { ok: false, error: { kind, message } };
}

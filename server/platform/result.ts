/**
 * Why a use case refused. Routes map each kind to one HTTP status (server/http/result-to-http.ts);
 * use cases never know the status.
 */
export type FailureKind =
  | 'invalid' // the input breaks a rule: 400
  | 'unauthorized' // no (valid) credentials: 401
  | 'forbidden' // signed in, but not allowed: 403
  | 'not_found' // 404
  | 'conflict' // clashes with what exists: 409
  | 'unavailable'; // a service the use case needs is off or down: 503

/** An expected failure, with the readable message the client shows. */
export interface Failure {
  readonly kind: FailureKind;
  readonly message: string;
}

/** What every server use case returns: its value, or why it refused. */
export type Result<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: Failure };

export function succeed<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T = never>(kind: FailureKind, message: string): Result<T> {
  return { ok: false, error: { kind, message } };
}

import type { Failure, FailureKind, Result } from '../platform/result';
import { HttpError } from './http-error';

const STATUS: Record<FailureKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unavailable: 503,
};

/** The HTTP error a use-case failure becomes (`{ success: false, error: message }` with its status). */
export function httpErrorOf(failure: Failure): HttpError {
  return new HttpError(STATUS[failure.kind], failure.message);
}

/** For routes: the use case's value, or the thrown HttpError its failure maps to. */
export function valueOrHttpError<T>(result: Result<T>): T {
  if (!result.ok) throw httpErrorOf(result.error);
  return result.value;
}

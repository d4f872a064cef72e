// Reading results in tests: a success's value, or a failure's error, loudly when it is the other.
import type { Result } from '@server/platform/result';

/** The value of a successful result; a failure fails the test (its error is thrown). */
export async function successOf<T>(result: Result<T, unknown> | Promise<Result<T, unknown>>): Promise<T> {
  const settled = await result;
  if (!settled.ok) throw settled.error instanceof Error ? settled.error : new Error(String(settled.error));
  return settled.value;
}

/** The error of a failed result; a success fails the test. */
export async function failureOf<E>(result: Result<unknown, E> | Promise<Result<unknown, E>>): Promise<E> {
  const settled = await result;
  if (settled.ok) throw new Error('expected a failure, got a value');
  return settled.error;
}

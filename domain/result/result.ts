/**
 * An outcome that may fail in an expected way: its value, or the failure described as data
 * (never thrown). The one result type of the system: the server's use cases and ports, and the
 * domain's ports (`MusicService`), all answer with it.
 */
export type Result<T, E> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

/** A success carrying `value`. */
export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });

/** A failure carrying `error`. */
export const fail = <E>(error: E): { readonly ok: false; readonly error: E } => ({ ok: false, error });

type ValueOf<P> = P extends Promise<Result<infer T, unknown>> ? T : never;
type ErrorOf<P> = P extends Promise<Result<unknown, infer E>> ? E : never;

/**
 * Every value when all the results succeed, else the first failure to arrive: like `Promise.all`
 * rejecting on the first rejection, so a caller answers a failure without waiting for the rest.
 * A rejected promise (a bug, not a failure) rejects.
 */
export function allOk<P extends readonly Promise<Result<unknown, unknown>>[]>(
  results: readonly [...P],
): Promise<Result<{ -readonly [K in keyof P]: ValueOf<P[K]> }, ErrorOf<P[number]>>> {
  type Answer = Result<{ -readonly [K in keyof P]: ValueOf<P[K]> }, ErrorOf<P[number]>>;
  return new Promise<Answer>((resolve, reject) => {
    const values: unknown[] = [];
    let left = results.length;
    const done = () => resolve(ok(values) as Answer);
    if (left === 0) done();
    results.forEach((pending, index) => {
      pending.then((result) => {
        if (!result.ok) return resolve(result as Answer);
        values[index] = result.value;
        left -= 1;
        if (left === 0) done();
      }, reject);
    });
  });
}

/**
 * The value of a result that cannot fail (`E = never`, a use case with no expected failure): the
 * type says there is no failure to map, so the caller takes the value directly.
 */
export function infallibleValue<T>(result: Result<T, never>): T {
  if (!result.ok) throw new Error('a result typed as infallible failed');
  return result.value;
}

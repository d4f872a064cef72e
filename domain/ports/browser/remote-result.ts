/**
 * The outcome of a call to the back end, as a value: `ok` with the answer, or the server's error text
 * (`null` when the server gave none, e.g. the network failed) and the HTTP status when there was one.
 * Every browser port that talks to the server answers with it; expected failures are never thrown.
 */
export type RemoteResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: string | null; readonly status: number | null };

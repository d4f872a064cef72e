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

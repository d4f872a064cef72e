import { isMusicServiceError, type MusicServiceErrorKind } from '@domain/catalog';
import { fail, ok, type Result } from '../../platform/result';
import type { CatalogCache } from '../ports';

/** How long answers, and "not found" failures, stay cached. */
export interface CacheTimes {
  readonly answerMs: number;
  readonly notFoundMs: number;
}

/** Why an item page has no answer: a malformed id, or the music service's expected failure. */
export type ItemFailure = 'invalid_id' | MusicServiceErrorKind;

/**
 * An answer kept as its JSON text: a cache hit then costs no serialisation. Only `toAnswerJson`
 * makes one, so the text always holds a `T`.
 */
export type AnswerJson<T> = string & { readonly __answer?: T };
export const toAnswerJson = <T extends object>(answer: T): AnswerJson<T> => JSON.stringify(answer);

/**
 * The cached answer for `key`, else `load`'s (one load for concurrent callers). The music
 * service's expected failures come back as values; "not found" is remembered briefly, so an
 * unknown id asked again and again costs the service one call.
 */
export async function cachedMusicRead<T>(
  cache: CatalogCache,
  key: string,
  times: CacheTimes,
  load: () => Promise<T>,
  bypass = false,
): Promise<Result<T, MusicServiceErrorKind>> {
  const failureTtlMs = (error: unknown) =>
    isMusicServiceError(error, 'not_found') ? times.notFoundMs : undefined;
  try {
    return ok(await cache.getOrLoad(key, times.answerMs, load, { bypass, failureTtlMs }));
  } catch (error) {
    if (isMusicServiceError(error)) return fail(error.kind);
    throw error;
  }
}

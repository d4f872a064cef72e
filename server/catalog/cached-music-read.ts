import type { MusicServiceError, MusicServiceErrorKind } from '@domain/catalog';
import { fail, type Result } from '../platform/result';
import type { CatalogCache } from './ports';

/** How long answers, and "not found" failures, stay cached. */
export interface CacheTimes {
  readonly answerMs: number;
  readonly notFoundMs: number;
}

/**
 * An answer kept as its JSON text: a cache hit then costs no serialisation. Only `toAnswerJson`
 * makes one, so the text always holds a `T`.
 */
export type AnswerJson<T> = string & { readonly __answer?: T };
export const toAnswerJson = <T extends object>(answer: T): AnswerJson<T> => JSON.stringify(answer);

/**
 * The cached answer for `key`, else `load`'s (one load for concurrent callers). "Not found" is
 * remembered briefly, so an unknown id asked again and again costs the service one call.
 */
export async function cachedMusicRead<T>(
  cache: CatalogCache,
  key: string,
  times: CacheTimes,
  load: () => Promise<Result<T, MusicServiceError>>,
  bypass = false,
): Promise<Result<T, MusicServiceErrorKind>> {
  const answer = await cache.getOrLoad(key, times.answerMs, load, {
    bypass,
    failureTtlMs: (error) => (error.kind === 'not_found' ? times.notFoundMs : undefined),
  });
  return answer.ok ? answer : fail(answer.error.kind);
}

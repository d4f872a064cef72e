import {
  type MusicServiceErrorKind,
  type MusicServiceName,
  parseItemKey,
  serviceOfKey,
} from '@domain/catalog';
import type { SearchRequestProblem } from '@domain/search';

/**
 * Why an item page has no answer: a malformed key, a key of a service this install has off
 * (`service_off`), or the music service's expected failure.
 */
export type ItemFailure = 'invalid_id' | 'service_off' | MusicServiceErrorKind;

/** A search never finds "nothing to find": the service's `not_found` there means it misbehaves. */
export type SearchFailure =
  | SearchRequestProblem
  | 'service_off'
  | Exclude<MusicServiceErrorKind, 'not_found'>;

/** Spotify alone: the services of deps that do not say (a lone music service in tests). */
export const SPOTIFY_ALONE: readonly MusicServiceName[] = ['spotify'];

/** Why the item `key` cannot be read here, or null when it is a well-formed key of a service that is on. */
export function itemKeyProblem(
  key: string,
  enabled: readonly MusicServiceName[] = SPOTIFY_ALONE,
): 'invalid_id' | 'service_off' | null {
  if (parseItemKey(key) === null) return 'invalid_id';
  return enabled.includes(serviceOfKey(key)) ? null : 'service_off';
}

import type { MusicServiceErrorKind } from '@domain/catalog';
import type { SearchRequestProblem } from '@domain/search';

/** Why an item page has no answer: a malformed id, or the music service's expected failure. */
export type ItemFailure = 'invalid_id' | MusicServiceErrorKind;

/** A search never finds "nothing to find": the service's `not_found` there means it misbehaves. */
export type SearchFailure = SearchRequestProblem | Exclude<MusicServiceErrorKind, 'not_found'>;

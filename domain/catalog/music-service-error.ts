/**
 * Why a music-service call failed:
 * - `not_found`: no such item (or an id the service refuses);
 * - `forbidden`: not available at this access level (Development Mode, editorial playlists);
 * - `quota`: the service's quota is spent, retrying now is pointless;
 * - `unavailable`: the service is down, slow or rate limiting after every retry.
 */
export type MusicServiceErrorKind = 'not_found' | 'unavailable' | 'quota' | 'forbidden';

/** The one error a `MusicService` throws on purpose. */
export class MusicServiceError extends Error {
  constructor(
    readonly kind: MusicServiceErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'MusicServiceError';
  }
}

/** True when `error` is a `MusicServiceError` (optionally of the given kind). */
export function isMusicServiceError(
  error: unknown,
  kind?: MusicServiceErrorKind,
): error is MusicServiceError {
  return error instanceof MusicServiceError && (kind === undefined || error.kind === kind);
}

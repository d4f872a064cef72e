import { fail, ok, type Result } from '../result/result';

/**
 * Why a music-service call failed:
 * - `not_found`: no such item (or an id the service refuses);
 * - `forbidden`: not available at this access level (Development Mode, editorial playlists);
 * - `quota`: the service's quota is spent, retrying now is pointless;
 * - `unavailable`: the service is down, slow or rate limiting after every retry.
 */
export type MusicServiceErrorKind = 'not_found' | 'unavailable' | 'quota' | 'forbidden';

/** The failure a `MusicService` answers with (as a `Result`'s error, not thrown). */
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

/**
 * Runs `work`, answering its `MusicServiceError` as a failure value: the step where an adapter's
 * own throwing code meets the port. Any other error is a bug and is rethrown.
 */
export async function settleMusicRead<T>(work: () => Promise<T> | T): Promise<Result<T, MusicServiceError>> {
  try {
    return ok(await work());
  } catch (error) {
    if (error instanceof MusicServiceError) return fail(error);
    throw error;
  }
}

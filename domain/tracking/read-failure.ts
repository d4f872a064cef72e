import { isMusicServiceError } from '../catalog/music-service-error';

/**
 * Whether reading an item again later (in this cycle) may succeed: a music service that is down
 * may come back; a missing item, a refused one or a spent quota will not. Anything that is not a
 * music-service failure (a bug, a lost socket) counts as retryable.
 */
export function isRetryable(error: unknown): boolean {
  if (!isMusicServiceError(error)) return true;
  return error.kind === 'unavailable';
}

/**
 * A failed read as the one line stored with the cycle's failures: `kind: message` for a
 * music-service failure, the message of any other error, or the value itself as text.
 */
export function describeReadFailure(error: unknown): string {
  if (isMusicServiceError(error)) return `${error.kind}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

import { type MusicItemType, isMusicServiceError } from '@domain/catalog';
import { HttpError, forbidden, notFound, serviceUnavailable } from '../http/http-error';

const NOT_FOUND: Record<MusicItemType, string> = {
  artist: 'Artist not found',
  track: 'Track not found',
  playlist: 'Playlist not found',
};

export const UNAVAILABLE_MESSAGE =
  'The music service is not responding right now. Please try again in a moment.';
export const QUOTA_MESSAGE = 'The music service has limited our requests for now. Please try again later.';

/** A music-service failure as the HTTP answer a visitor should see; anything else unchanged. */
export function musicErrorToHttp(error: unknown, type: MusicItemType | 'search'): unknown {
  if (!isMusicServiceError(error)) return error;
  switch (error.kind) {
    case 'not_found':
      return type === 'search' ? serviceUnavailable(UNAVAILABLE_MESSAGE) : notFound(NOT_FOUND[type]);
    case 'forbidden':
      return type === 'search'
        ? forbidden('Search is not available from the music service right now.')
        : forbidden(`This ${type} is not available from the music service at our access level.`);
    case 'quota':
      return serviceUnavailable(QUOTA_MESSAGE);
    case 'unavailable':
      return serviceUnavailable(UNAVAILABLE_MESSAGE);
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

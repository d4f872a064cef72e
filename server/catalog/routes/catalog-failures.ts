// The one place the catalog's failures become the status and message a visitor sees.
import type { MusicItemType } from '@domain/catalog';
import { MAX_OFFSET, MAX_QUERY_LENGTH } from '@domain/search';
import { badRequest, forbidden, type HttpError, notFound, serviceUnavailable } from '../../http/http-error';
import type { ItemFailure, SearchFailure } from '../catalog-failure';
import type { ShortLinkFailure } from '../use-cases/resolve-short-link';

const NOT_FOUND: Record<MusicItemType, string> = {
  artist: 'Artist not found',
  track: 'Track not found',
  playlist: 'Playlist not found',
};

export const UNAVAILABLE_MESSAGE =
  'The music service is not responding right now. Please try again in a moment.';
export const QUOTA_MESSAGE = 'The music service has limited our requests for now. Please try again later.';

/** An item page's failure as the HTTP error the visitor sees. */
export function itemFailureError(failure: ItemFailure, type: MusicItemType): HttpError {
  switch (failure) {
    case 'invalid_id':
      return badRequest(`Invalid ${type} id: expected 22 letters and digits.`);
    case 'not_found':
      return notFound(NOT_FOUND[type]);
    case 'forbidden':
      return forbidden(`This ${type} is not available from the music service at our access level.`);
    case 'quota':
      return serviceUnavailable(QUOTA_MESSAGE);
    case 'unavailable':
      return serviceUnavailable(UNAVAILABLE_MESSAGE);
  }
}

const SEARCH_FAILURES: Record<SearchFailure, () => HttpError> = {
  repeated_parameter: () => badRequest('Each search parameter may be given only once.'),
  empty_query: () => badRequest('Please enter something to search for.'),
  query_too_long: () => badRequest(`The search text is too long: at most ${MAX_QUERY_LENGTH} characters.`),
  unknown_type: () => badRequest('The search type must be artist, track or playlist.'),
  bad_page: () => badRequest('The page must be a whole number from 1.'),
  bad_limit: () => badRequest('The limit must be a whole number from 1 to 50.'),
  offset_too_far: () => badRequest(`Results are available up to item ${MAX_OFFSET}: choose an earlier page.`),
  forbidden: () => forbidden('Search is not available from the music service right now.'),
  quota: () => serviceUnavailable(QUOTA_MESSAGE),
  unavailable: () => serviceUnavailable(UNAVAILABLE_MESSAGE),
};

/** A search's failure as the HTTP error the visitor sees. */
export function searchFailureError(failure: SearchFailure): HttpError {
  return SEARCH_FAILURES[failure]();
}

const SHORT_LINK_FAILURES: Record<ShortLinkFailure, () => HttpError> = {
  missing_link: () => badRequest('Please give the link to resolve.'),
  link_too_long: () => badRequest('The link is too long.'),
  not_spotify_link: () =>
    badRequest('Only Spotify links (spotify.link, spoti.fi, open.spotify.com) can be resolved.'),
  leaves_spotify: () => badRequest('The link does not lead to Spotify.'),
  too_many_redirects: () => badRequest('The link redirects too many times.'),
  unresolved: () => badRequest('Failed to resolve the shortened Spotify URL'),
  link_service_unavailable: () => serviceUnavailable('The link service did not answer. Please try again.'),
};

/** A short link's failure to resolve as the HTTP error the visitor sees. */
export function shortLinkFailureError(failure: ShortLinkFailure): HttpError {
  return SHORT_LINK_FAILURES[failure]();
}

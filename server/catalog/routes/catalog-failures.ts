// The one place the catalog's failures become the status and message a visitor sees.
import { MUSIC_SERVICES, type MusicItemType, serviceOfKey } from '@domain/catalog';
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

/** A key of a service this install has off: as if the item did not exist here. */
export const SERVICE_OFF_ERROR_MESSAGE = 'This service is not enabled on this installation.';

/** An item page's failure as the HTTP error the visitor sees; `key` says which service's id shape to name. */
export function itemFailureError(failure: ItemFailure, type: MusicItemType, key = ''): HttpError {
  switch (failure) {
    case 'invalid_id':
      return badRequest(invalidIdMessage(type, key));
    case 'service_off':
      return notFound(SERVICE_OFF_ERROR_MESSAGE);
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

/** The 400 text of a malformed id: a Spotify id is 22 letters and digits, a Deezer id digits. */
export function invalidIdMessage(type: string, key: string): string {
  return serviceOfKey(key) === 'deezer'
    ? `Invalid Deezer ${type} id: expected digits.`
    : `Invalid ${type} id: expected 22 letters and digits.`;
}

const SEARCH_FAILURES: Record<SearchFailure, () => HttpError> = {
  repeated_parameter: () => badRequest('Each search parameter may be given only once.'),
  empty_query: () => badRequest('Please enter something to search for.'),
  query_too_long: () => badRequest(`The search text is too long: at most ${MAX_QUERY_LENGTH} characters.`),
  unknown_type: () => badRequest('The search type must be artist, track or playlist.'),
  bad_page: () => badRequest('The page must be a whole number from 1.'),
  bad_limit: () => badRequest('The limit must be a whole number from 1 to 50.'),
  offset_too_far: () => badRequest(`Results are available up to item ${MAX_OFFSET}: choose an earlier page.`),
  unknown_service: () => badRequest(`The search service must be one of: ${MUSIC_SERVICES.join(', ')}.`),
  service_off: () => badRequest(SERVICE_OFF_ERROR_MESSAGE),
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
    badRequest(
      'Only Spotify links (spotify.link, spoti.fi, open.spotify.com) and Deezer links (link.deezer.com, deezer.page.link) can be resolved.',
    ),
  leaves_spotify: () => badRequest('The link does not lead to Spotify.'),
  leaves_deezer: () => badRequest('The link does not lead to Deezer.'),
  too_many_redirects: () => badRequest('The link redirects too many times.'),
  unresolved: () => badRequest('Failed to resolve the shortened Spotify URL'),
  link_service_unavailable: () => serviceUnavailable('The link service did not answer. Please try again.'),
};

/** A short link's failure to resolve as the HTTP error the visitor sees. */
export function shortLinkFailureError(failure: ShortLinkFailure): HttpError {
  return SHORT_LINK_FAILURES[failure]();
}

// The one place tracking's failures become the status and message the user sees.
import { type TrackedKind, trackedItemsCapError } from '@domain/tracking';
import { HttpError, notFound, serviceUnavailable } from '../../http/http-error';
import type { StartTrackingFailure } from '../use-cases/start-tracking';

const KIND_NOUN: Record<TrackedKind, string> = { artist: 'Artist', track: 'Track', playlist: 'Playlist' };

/** Why tracking `kind` could not start, as the HTTP error the user sees. */
export function startTrackingError(
  kind: TrackedKind,
  failure: StartTrackingFailure,
  cap: number | undefined,
): HttpError {
  if (failure === 'over_cap') return new HttpError(409, trackedItemsCapError(cap ?? 0));
  if (failure === 'not_found') return notFound(`${KIND_NOUN[kind]} not found.`);
  if (failure === 'not_available') {
    return new HttpError(403, `This ${kind} is not available from the music service.`);
  }
  return serviceUnavailable('The music service is unavailable. Please try again later.');
}

/** Stopping an item the user does not track. */
export function notTrackingError(kind: TrackedKind): HttpError {
  return notFound(`You are not tracking this ${kind}.`);
}

import type { TrackedKind } from '@domain/ports/browser/tracking-gateway';

export type TrackingAction = 'start' | 'stop';
/** `refused`: the server answered no; `unanswered`: the request got no answer at all. */
export type TrackingOutcome = 'succeeded' | 'refused' | 'unanswered';

type Wording = Readonly<Record<TrackingAction, Readonly<Record<TrackingOutcome, string>>>>;

const ARTIST_WORDING: Wording = {
  start: {
    succeeded: 'Started tracking the artist!',
    refused: 'Failed to start tracking the artist. Please try again later.',
    unanswered: 'An error occurred while tracking the artist. Please try again later.',
  },
  stop: {
    succeeded: 'Stopped tracking the artist!',
    refused: 'Failed to stop tracking the artist. Please try again later.',
    unanswered: 'An error occurred while stopping tracking for the artist. Please try again later.',
  },
};

const TRACK_WORDING: Wording = {
  start: {
    succeeded: 'Started tracking the track!',
    refused: 'Failed to start tracking. Please try again later.',
    unanswered: 'An error occurred. Please try again later.',
  },
  stop: {
    succeeded: 'Stopped tracking the track!',
    refused: 'Failed to stop tracking. Please try again later.',
    unanswered: 'An error occurred. Please try again later.',
  },
};

/** docs/product.md §8 tracking alerts, word for word: playlists use the track column. */
export function trackingMessage(kind: TrackedKind, action: TrackingAction, outcome: TrackingOutcome): string {
  return (kind === 'artist' ? ARTIST_WORDING : TRACK_WORDING)[action][outcome];
}

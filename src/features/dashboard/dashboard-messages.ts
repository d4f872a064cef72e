import type { TrackedKind } from '@domain/ports/browser/tracking-gateway';

// The dashboard's texts (docs/product.md §2, §8). The add-box validation texts live with the
// link parser in @domain/links.

export const SHORT_LINK_FAILED_MESSAGE = 'Failed to resolve the shortened Spotify URL';

/** The tables reload this long after an add (docs/product.md §9): the first snapshot needs a moment. */
export const REFRESH_AFTER_ADD_MS = 2000;

export const EMPTY_TABLE_MESSAGES: Readonly<Record<TrackedKind, string>> = {
  playlist: 'You are not tracking any playlists yet. Add a Spotify Playlist to start tracking!',
  track: 'You are not tracking any tracks yet. Add a Spotify Track to start tracking!',
  artist: 'You are not tracking any artists yet. Add a Spotify Artist to start tracking!',
};

/** How long a stopped row can be brought back before the stop is sent. */
export const UNDO_STOP_MS = 5000;

/** The item is in the user's tables already (or the server says they track it). */
export const alreadyTrackingMessage = (kind: TrackedKind): string => `You already track this ${kind}.`;

/** The tracking request got no answer: a connection problem, not a bad link. */
export const ADD_UNREACHABLE_MESSAGE = 'Could not reach Chartpulse. Check your connection and try again.';

/** The undo bar's text for a stop that can still be undone. */
export const pendingStopMessage = (name: string): string => `Stopped tracking ${name}.`;

export const startedMessage = (kind: TrackedKind): string => `Started tracking the ${kind}!`;
export const stoppedMessage = (kind: TrackedKind): string => `Stopped tracking the ${kind}!`;

/** The server said no (`success: false`), per the tracking alerts of docs/product.md §8. */
export const stopRefusedMessage = (kind: TrackedKind): string =>
  kind === 'artist'
    ? 'Failed to stop tracking the artist. Please try again later.'
    : 'Failed to stop tracking. Please try again later.';

/** The request got no answer. */
export const stopFailedMessage = (kind: TrackedKind): string =>
  kind === 'artist'
    ? 'An error occurred while stopping tracking for the artist. Please try again later.'
    : 'An error occurred. Please try again later.';

import type { ArtistDetails, PlaylistInfo, SearchResponse, TrackDetails } from './catalog-contracts';

/** The latest reading tracking stored for an item (ISO 8601 UTC); a null count was not read. */
export interface StoredReading {
  readonly checked_at: string;
  readonly followers: number | null;
  readonly popularity: number | null;
  readonly track_count: number | null;
}

/**
 * One count per page (docs/architecture.md#one-count): a tracked item's answer shows the latest
 * stored reading, the one its changes, the dashboard and the analysis are measured from, and says when
 * it was taken. A count the reading lacks (the service withheld it then) stays as read live.
 */
export function artistWithReading(artist: ArtistDetails, reading: StoredReading | undefined): ArtistDetails {
  if (!reading) return artist;
  return {
    ...artist,
    followers: reading.followers ?? artist.followers,
    popularity: reading.popularity ?? artist.popularity,
    reading_checked_at: reading.checked_at,
  };
}

export function trackWithReading(track: TrackDetails, reading: StoredReading | undefined): TrackDetails {
  if (!reading) return track;
  return {
    ...track,
    popularity: reading.popularity ?? track.popularity,
    reading_checked_at: reading.checked_at,
  };
}

export function playlistWithReading(
  playlist: PlaylistInfo,
  reading: StoredReading | undefined,
): PlaylistInfo {
  if (!reading) return playlist;
  return {
    ...playlist,
    followers: reading.followers ?? playlist.followers,
    total_tracks: reading.track_count ?? playlist.total_tracks,
    reading_checked_at: reading.checked_at,
  };
}

/** Search results carry one count, artists' followers: a tracked artist's is its stored reading. */
export function searchWithReadings(
  response: SearchResponse,
  readings: ReadonlyMap<string, StoredReading>,
): SearchResponse {
  if (!response.artists || readings.size === 0) return response;
  return {
    ...response,
    artists: {
      ...response.artists,
      items: response.artists.items.map((artist) => {
        const reading = readings.get(artist.id);
        if (!reading || reading.followers === null) return artist;
        return { ...artist, followers: { total: reading.followers }, reading_checked_at: reading.checked_at };
      }),
    },
  };
}

import type { PlaylistAnalysis, PlaylistTrackRow } from './history-contracts';

type Fields = Readonly<Record<string, unknown>>;

const NUMBER_FIELDS = [
  'average_age',
  'average_popularity',
  'average_longevity',
  'weekly_track_addition_frequency',
  'monthly_track_addition_frequency',
  'track_diversity_percentage',
  'average_duration',
  'shortest_duration',
  'longest_duration',
  'days_since_all_added',
] as const;

const DISTRIBUTION_FIELDS = [
  'longevity_distribution',
  'age_distribution',
  'popularity_distribution',
] as const;

export const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isAbsent = (value: unknown): value is null | undefined => value === null || value === undefined;
const isCounts = (value: unknown) => isRecord(value) && Object.values(value).every(isNumber);
const isArtist = (value: unknown) =>
  isRecord(value) &&
  typeof value.spotify_id === 'string' &&
  typeof value.name === 'string' &&
  isNumber(value.count);

function hasAnalysisShape(fields: Fields): boolean {
  const { latest_5_added_dates: dates, top_artists: artists, server_now: now } = fields;
  return (
    typeof now === 'string' &&
    !Number.isNaN(Date.parse(now)) &&
    NUMBER_FIELDS.every((name) => isAbsent(fields[name]) || isNumber(fields[name])) &&
    DISTRIBUTION_FIELDS.every((name) => isAbsent(fields[name]) || isCounts(fields[name])) &&
    (isAbsent(dates) || (Array.isArray(dates) && dates.every((date) => typeof date === 'string'))) &&
    (isAbsent(artists) || (Array.isArray(artists) && artists.every(isArtist))) &&
    (isAbsent(fields.explicit_content) || typeof fields.explicit_content === 'boolean') &&
    (isAbsent(fields.all_tracks_same_day) || typeof fields.all_tracks_same_day === 'boolean')
  );
}

const numberOrNull = (value: unknown): number | null => (isNumber(value) ? value : null);
const countsOf = (value: unknown): Record<string, number> =>
  isRecord(value) ? { ...(value as Record<string, number>) } : {};

/**
 * The playlist analysis object (docs/product.md §3) in a server answer, or null when the answer
 * does not have its shape (docs/product.md §8: an invalid format is a failure). Absent statistics
 * read as null (shown as N/A), absent lists and maps as empty; unknown fields are dropped.
 */
export function readPlaylistAnalysis(data: unknown): PlaylistAnalysis | null {
  if (!isRecord(data) || !hasAnalysisShape(data)) return null;
  const artists = (data.top_artists ?? []) as PlaylistAnalysis['top_artists'];
  return {
    average_age: numberOrNull(data.average_age),
    average_popularity: numberOrNull(data.average_popularity),
    average_longevity: numberOrNull(data.average_longevity),
    latest_5_added_dates: [...((data.latest_5_added_dates ?? []) as string[])],
    weekly_track_addition_frequency: numberOrNull(data.weekly_track_addition_frequency),
    monthly_track_addition_frequency: numberOrNull(data.monthly_track_addition_frequency),
    track_diversity_percentage: numberOrNull(data.track_diversity_percentage),
    top_artists: artists.map(({ spotify_id, name, count }) => ({ spotify_id, name, count })),
    explicit_content: typeof data.explicit_content === 'boolean' ? data.explicit_content : null,
    average_duration: numberOrNull(data.average_duration),
    shortest_duration: numberOrNull(data.shortest_duration),
    longest_duration: numberOrNull(data.longest_duration),
    server_now: data.server_now as string,
    all_tracks_same_day: data.all_tracks_same_day === true,
    days_since_all_added: numberOrNull(data.days_since_all_added),
    longevity_distribution: countsOf(data.longevity_distribution),
    age_distribution: countsOf(data.age_distribution),
    popularity_distribution: countsOf(data.popularity_distribution),
    ...(Array.isArray(data.tracks) ? { tracks: data.tracks.flatMap(trackRowOf) } : {}),
  };
}

/** One tracklist row, or none when it lacks its position or track id; other unknowns read as null. */
function trackRowOf(value: unknown): PlaylistTrackRow[] {
  if (!isRecord(value) || !isNumber(value.position) || typeof value.track_id !== 'string') return [];
  const artists = Array.isArray(value.artists) ? value.artists : [];
  return [
    {
      position: value.position,
      track_id: value.track_id,
      name: typeof value.name === 'string' ? value.name : null,
      artists: artists.flatMap((artist) =>
        isRecord(artist) && typeof artist.id === 'string' && typeof artist.name === 'string'
          ? [{ id: artist.id, name: artist.name }]
          : [],
      ),
      added_at:
        typeof value.added_at === 'string' && !Number.isNaN(Date.parse(value.added_at))
          ? value.added_at
          : null,
      days_on_playlist: numberOrNull(value.days_on_playlist),
      popularity: numberOrNull(value.popularity),
    },
  ];
}

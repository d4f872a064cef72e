// Editorial features and viral moments, added after the catalog is generated: they are derived from
// hashes of the ids, never from the catalog's random stream, so every other item stays as it was.
import { playlistContentsAt, playlistFollowersAt, trackPopularityAt } from './demo-dynamics';
import {
  CATALOG_REFERENCE_DAY,
  type DayNumber,
  type DemoAlbum,
  type DemoArtist,
  type DemoPlaylist,
  type DemoTrack,
  type FeatureEvent,
  type ViralMoment,
} from './demo-model';
import { hashUnit } from './seeded-random';

/** Share of the playlists without bot campaigns that get a feature. */
const FEATURED_SHARE = 0.1;
/** Features fall within these days of the reference day: a year of history up to late 2027 holds some. */
const FIRST_DAY_OFFSET = -300;
const LAST_DAY_OFFSET = 280;
const RAMP_DAYS = 3;
/** Too small an audience and the bump is noise. */
const MIN_FOLLOWERS = 500;
/** A track below this would hide part of its climb under the 0 floor. */
const MIN_POPULARITY = 10;
/** The featured track stays on the playlist this many days either side of the ramp, for the checks. */
const STAY_MARGIN_DAYS = 5;

export interface FeaturedCatalog {
  readonly playlists: DemoPlaylist[];
  readonly tracks: DemoTrack[];
}

/**
 * Gives about one playlist in ten without bot campaigns a feature: on one day, a track on it goes
 * viral (+12 to +22 popularity over three days, settling back over weeks) and the playlist gains
 * 15–35% more followers over the same days, who stay.
 */
export function withFeatureEvents(
  playlists: readonly DemoPlaylist[],
  tracks: readonly DemoTrack[],
  albums: readonly DemoAlbum[],
  artists: readonly DemoArtist[],
): FeaturedCatalog {
  const trackById = new Map(tracks.map((track) => [track.id, track]));
  const albumById = new Map(albums.map((album) => [album.id, album]));
  const artistById = new Map(artists.map((artist) => [artist.id, artist]));
  const moments = new Map<string, ViralMoment[]>();
  const featured = playlists.map((playlist) => {
    if (playlist.botBursts.length > 0 || hashUnit(playlist.id, 'feature') >= FEATURED_SHARE) return playlist;
    const day =
      CATALOG_REFERENCE_DAY +
      FIRST_DAY_OFFSET +
      Math.floor(hashUnit(playlist.id, 'feature-day') * (LAST_DAY_OFFSET - FIRST_DAY_OFFSET));
    const followers = playlistFollowersAt(playlist, dateOf(day));
    if (day < playlist.createdDay + 30 || followers < MIN_FOLLOWERS) return playlist;
    const points = 12 + Math.floor(hashUnit(playlist.id, 'feature-points') * 11);
    const candidates = playlistContentsAt(playlist, dateOf(day)).entries.filter(({ trackId }) => {
      const track = trackById.get(trackId);
      const album = track && albumById.get(track.albumId);
      const artist = track && artistById.get(track.artistIds[0]!);
      if (!track || !album || !artist || album.releaseDay > day - 30) return false;
      const popularity = trackPopularityAt(track, album, artist, dateOf(day));
      return (
        popularity >= MIN_POPULARITY && popularity + points <= 100 && staysAround(playlist, trackId, day)
      );
    });
    if (candidates.length === 0) return playlist;
    const trackId =
      candidates[Math.floor(hashUnit(playlist.id, 'feature-track') * candidates.length)]!.trackId;
    const feature: FeatureEvent = {
      day,
      trackId,
      followers: Math.round(followers * (0.15 + hashUnit(playlist.id, 'feature-size') * 0.2)),
      rampDays: RAMP_DAYS,
    };
    const decayDays = 20 + Math.floor(hashUnit(playlist.id, 'feature-decay') * 30);
    moments.set(trackId, [...(moments.get(trackId) ?? []), { day, points, rampDays: RAMP_DAYS, decayDays }]);
    return { ...playlist, features: [feature] };
  });
  return {
    playlists: featured,
    tracks: tracks.map((track) => {
      const viralMoments = moments.get(track.id);
      return viralMoments ? { ...track, viralMoments } : track;
    }),
  };
}

function staysAround(playlist: DemoPlaylist, trackId: string, day: DayNumber): boolean {
  for (let offset = -STAY_MARGIN_DAYS; offset <= RAMP_DAYS + STAY_MARGIN_DAYS; offset++) {
    const entries = playlistContentsAt(playlist, dateOf(day + offset)).entries;
    if (!entries.some((entry) => entry.trackId === trackId)) return false;
  }
  return true;
}

const DAY_MS = 86_400_000;

function dateOf(day: DayNumber): Date {
  return new Date(day * DAY_MS + DAY_MS / 2);
}

import {
  type ArtistPlaylistListening,
  type AudienceDay,
  followersAtPeriods,
  type PlaylistListening,
  type SongListening,
} from '@domain/listening';
import { ok, type Result } from '../../platform/result';
import type { ListeningStore, PlaylistFollowerReadings, SongDay } from '../ports';

/** Everything the artist page's "Your listening" charts draw, the account's own data only. */
export interface ArtistListening {
  readonly audience: readonly AudienceDay[];
  readonly songs: readonly SongListening[];
  readonly song_days: ReadonlyArray<{ readonly song: string; readonly days: readonly SongDay[] }>;
  readonly playlists: readonly ArtistPlaylistListening[];
}

export interface ArtistListeningDeps {
  readonly store: ListeningStore;
  readonly followerReadings: PlaylistFollowerReadings;
}

export async function readArtistListening(
  deps: ArtistListeningDeps,
  { userId, artistKey }: { readonly userId: number; readonly artistKey: string },
): Promise<Result<ArtistListening, never>> {
  const [audience, songs, songDays, playlists] = await Promise.all([
    deps.store.audience(userId, artistKey),
    deps.store.songs(userId, artistKey),
    deps.store.songDays(userId, artistKey),
    deps.store.playlists(userId, artistKey),
  ]);
  return ok({
    audience,
    songs,
    song_days: songDays,
    playlists: await withFollowers(deps.followerReadings, playlists),
  });
}

/**
 * Each matched playlist's followers at the end of its periods, from the counts tracking read since
 * the earliest period began; null for a playlist tracking never read (or that matched none).
 */
async function withFollowers(
  readings: PlaylistFollowerReadings,
  playlists: readonly PlaylistListening[],
): Promise<ArtistPlaylistListening[]> {
  const keys = playlists.flatMap((playlist) =>
    playlist.playlist_key === null ? [] : [playlist.playlist_key],
  );
  const starts = playlists.flatMap((playlist) => playlist.periods.map((period) => period.period_start));
  const earliest = starts.sort()[0];
  const read =
    keys.length === 0 || earliest === undefined
      ? new Map()
      : await readings.since(keys, new Date(`${earliest}T00:00:00.000Z`));
  return playlists.map((playlist) => {
    const counts = playlist.playlist_key === null ? undefined : read.get(playlist.playlist_key);
    return { ...playlist, followers: counts ? followersAtPeriods(playlist.periods, counts) : null };
  });
}

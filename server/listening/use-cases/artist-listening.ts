import type { AudienceDay, PlaylistListening, SongListening } from '@domain/listening';
import { ok, type Result } from '../../platform/result';
import type { ListeningStore, SongDay } from '../ports';

/** Everything the artist page's "Your listening" charts draw, the account's own data only. */
export interface ArtistListening {
  readonly audience: readonly AudienceDay[];
  readonly songs: readonly SongListening[];
  readonly song_days: ReadonlyArray<{ readonly song: string; readonly days: readonly SongDay[] }>;
  readonly playlists: readonly PlaylistListening[];
}

export async function readArtistListening(
  deps: { readonly store: ListeningStore },
  { userId, artistKey }: { readonly userId: number; readonly artistKey: string },
): Promise<Result<ArtistListening, never>> {
  const [audience, songs, songDays, playlists] = await Promise.all([
    deps.store.audience(userId, artistKey),
    deps.store.songs(userId, artistKey),
    deps.store.songDays(userId, artistKey),
    deps.store.playlists(userId, artistKey),
  ]);
  return ok({ audience, songs, song_days: songDays, playlists });
}

import { type DemoExports, demoS4aExports } from '@domain/listening';
import { artistFollowersAt, playlistFollowersAt } from './demo-dynamics';
import type { DemoCatalog } from './demo-model';
import { chooseSilentDemoPlaylist } from './demo-selection';

/** The demo account's Spotify for Artists exports, and what they are about. */
export interface DemoListening {
  /** The artist the exports are of: the biggest of the demo account's artists. */
  readonly artistKey: string;
  readonly exports: DemoExports;
  /** The playlist with many followers and almost no listening. */
  readonly silentPlaylistKey: string | null;
}

/** What the listening feature seeds the demo account's imports from (its `DemoListeningSource` port). */
export interface DemoListeningSource {
  /** The exports at `now` for an account tracking `tracked` (item keys by kind); null when it tracks no artist. */
  exportsAt(
    now: Date,
    tracked: ReadonlyArray<{ readonly kind: string; readonly key: string }>,
  ): DemoListening | null;
}

const HISTORY_DAYS = 365;

/**
 * Exports generated with the demo catalog for the demo account's biggest artist: its songs, and
 * the demo account's playlists (the silent one, chooseSilentDemoPlaylist, among them when tracked) plus one the account does not track
 * ("Release Radar", matched by nothing), as Spotify for Artists lists them.
 */
export function demoListeningSource(catalog: DemoCatalog): DemoListeningSource {
  return {
    exportsAt(now, tracked) {
      const items = tracked.map((item) => ({ kind: item.kind, id: item.key }));
      const artist = items
        .flatMap((item) =>
          item.kind === 'artist' ? [catalog.artistById.get(item.id)].filter((found) => !!found) : [],
        )
        .sort((a, b) => artistFollowersAt(b!, now) - artistFollowersAt(a!, now))[0];
      if (!artist) return null;
      const silent = chooseSilentDemoPlaylist(catalog, now, HISTORY_DAYS);
      const songs = artist.trackIds
        .map((id) => catalog.trackById.get(id)!)
        .sort((a, b) => b.appeal - a.appeal)
        .map((track) => ({
          name: track.name,
          releaseDate: dayOfRelease(catalog.albumById.get(track.albumId)!.releaseDate),
        }));
      const playlists = items.flatMap((item) => {
        const playlist = item.kind === 'playlist' ? catalog.playlistById.get(item.id) : undefined;
        if (!playlist) return [];
        return [
          {
            title: playlist.name,
            author: catalog.userById.get(playlist.ownerId)?.displayName ?? playlist.ownerId,
            link: `https://open.spotify.com/playlist/${playlist.id}`,
            followers: playlistFollowersAt(playlist, now),
            silent: playlist === silent,
          },
        ];
      });
      const exports = demoS4aExports({
        today: now.toISOString().slice(0, 10),
        seed: `chartpulse-demo-listening:${artist.id}`,
        artist: { name: artist.name, followers: artistFollowersAt(artist, now) },
        songs: uniqueByName(songs),
        playlists: [
          ...playlists,
          { title: 'Release Radar', author: 'Spotify', link: '', followers: 10_000, silent: false },
        ],
      });
      return { artistKey: artist.id, exports, silentPlaylistKey: silent?.id ?? null };
    },
  };
}

/** A songs table lists a song once (a single and its album version are one song to Spotify for Artists). */
function uniqueByName<T extends { readonly name: string }>(songs: readonly T[]): T[] {
  const seen = new Set<string>();
  return songs.filter((song) => !seen.has(song.name.toLowerCase()) && seen.add(song.name.toLowerCase()));
}

/** S4A writes a full release date; a release known to the month or year starts on its first day. */
function dayOfRelease(date: string): string {
  return date.length === 4 ? `${date}-01-01` : date.length === 7 ? `${date}-01` : date;
}

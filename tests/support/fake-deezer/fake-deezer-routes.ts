// The fake's routes: recorded answers at their recorded paths, the generated catalog everywhere
// else, Deezer's paging (`index`, `limit`, absolute `next`/`prev`) and its 200-with-error answers.
import type { DeezerFixtures, DeezerFixtureTrack } from './catalog';
import { NO_DATA, recordedAlbumTracks, recordedAnswer } from './recorded';
import type { DeezerWire } from './wire-format';

/** A status and a JSON body as text (`API/` and Deezer's own address become the fake's). */
export interface DeezerAnswer {
  readonly status: number;
  readonly text: string;
}

/** The fake's largest page (Deezer's is not documented); its defaults are the recorded ones. */
export const MAX_PAGE = 100;

const json = (body: unknown): DeezerAnswer => ({ status: 200, text: JSON.stringify(body) });
const noData: DeezerAnswer = { status: 200, text: NO_DATA };
const notFoundPath: DeezerAnswer = { status: 404, text: JSON.stringify({ error: 'Not Found' }) };

export function routeDeezer(
  path: string,
  query: URLSearchParams,
  data: DeezerFixtures,
  wire: DeezerWire,
): DeezerAnswer {
  const index = whole(query.get('index'), 0);
  const recorded = recordedFor(path, query);
  if (recorded !== null) {
    if (index === 0) return { status: 200, text: recorded };
    // Only the first page was recorded: past it the list is empty, as Deezer answers past the end.
    const { total } = JSON.parse(recorded) as { total?: number };
    return json({ data: [], total: total ?? 0, prev: `API${path}?index=0` });
  }
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  const [resource, key, sub] = parts;
  if (parts.length > 3 || resource === undefined) return notFoundPath;
  const list = (items: unknown[], defaultLimit = 25, cap?: number) =>
    json(page(items, path, query, defaultLimit, cap));

  if (resource === 'search') {
    const q = (query.get('q') ?? '').trim().toLowerCase();
    const type = key ?? 'track';
    if (sub !== undefined || !['artist', 'track', 'playlist', 'album'].includes(type)) return notFoundPath;
    if (q === '') return json({ data: [], total: 0 });
    const hit = (name: string) => name.toLowerCase().includes(q);
    if (type === 'artist') return list(data.artists.filter((a) => hit(a.name)).map((a) => wire.artist(a)));
    if (type === 'playlist')
      return list(data.playlists.filter((p) => hit(p.title)).map((p) => wire.playlistSummary(p, 'search')));
    if (type === 'album')
      return list(data.albums.filter((a) => hit(a.title)).map((a) => wire.albumSummary(a)));
    return list(data.tracks.filter((t) => hit(t.title)).map((t) => wire.trackItem(t, 'search')));
  }
  if (key === undefined) return notFoundPath;
  const id = /^\d+$/.test(key) ? Number(key) : Number.NaN;

  if (resource === 'artist') {
    const artist = data.artists.find((candidate) => candidate.id === id);
    if (sub !== undefined && !['albums', 'top', 'playlists'].includes(sub)) return notFoundPath;
    if (!artist) return noData;
    if (sub === undefined) return json(wire.artist(artist));
    if (sub === 'albums')
      return list(
        data.albums.filter((album) => album.artistId === id).map((album) => wire.albumSummary(album)),
      );
    if (sub === 'top') {
      const top = data.tracks
        .filter((track) => track.artistIds.includes(id))
        .sort((a, b) => b.rank - a.rank)
        .slice(0, 100);
      return list(
        top.map((track) => wire.trackItem(track, 'top')),
        5,
      );
    }
    return list([], 10);
  }
  if (resource === 'album') {
    const recordedTracks = sub === 'tracks' ? recordedAlbumTracks(key) : null;
    if (recordedTracks) return list(recordedTracks);
    const album = key.startsWith('upc:')
      ? data.albums.find((candidate) => candidate.upc === key.slice(4))
      : data.albums.find((candidate) => candidate.id === id);
    if (sub !== undefined && sub !== 'tracks') return notFoundPath;
    if (!album) return noData;
    if (sub === undefined) return json(wire.album(album));
    const tracks = album.trackIds.map((trackId) => data.tracks.find((track) => track.id === trackId)!);
    return list(tracks.map((track) => wire.trackItem(track, 'album')));
  }
  if (resource === 'track') {
    if (sub !== undefined) return notFoundPath;
    const track: DeezerFixtureTrack | undefined = key.startsWith('isrc:')
      ? data.tracks.find((candidate) => candidate.isrc === key.slice(5).toUpperCase())
      : data.tracks.find((candidate) => candidate.id === id);
    return track ? json(wire.fullTrack(track)) : noData;
  }
  if (resource === 'playlist') {
    const playlist = data.playlists.find((candidate) => candidate.id === id);
    if (sub !== undefined && sub !== 'tracks') return notFoundPath;
    if (!playlist) return noData;
    if (sub === undefined) return json(wire.playlist(playlist));
    return list(playlist.entries.map((entry) => wire.playlistEntry(entry)));
  }
  if (resource === 'user') {
    const user = data.users.find((candidate) => candidate.id === id);
    if (sub !== undefined && sub !== 'playlists') return notFoundPath;
    if (!user) return noData;
    if (sub === undefined) return json(wire.user(user));
    return list(
      data.playlists
        .filter((playlist) => playlist.creatorId === id)
        .map((p) => wire.playlistSummary(p, 'user')),
    );
  }
  return notFoundPath;
}

function recordedFor(path: string, query: URLSearchParams): string | null {
  if (path === '/search' || path.startsWith('/search/')) {
    return recordedAnswer(`${path}?q=${(query.get('q') ?? '').trim().toLowerCase()}`);
  }
  return recordedAnswer(path);
}

function whole(raw: string | null, fallback: number): number {
  const value = Number(raw ?? fallback);
  return Number.isSafeInteger(value) && value >= 0 ? value : fallback;
}

/** One page of `items` as Deezer lists it: `next` only when more follow, `prev` after the first. */
function page(items: unknown[], path: string, query: URLSearchParams, defaultLimit: number, cap = MAX_PAGE) {
  const index = whole(query.get('index'), 0);
  const asked = whole(query.get('limit'), defaultLimit);
  const limit = Math.min(asked === 0 ? defaultLimit : asked, cap);
  const link = (at: number) => {
    const params = new URLSearchParams(query);
    params.delete('index');
    params.set('index', String(at));
    return `API${path}?${params.toString()}`;
  };
  return {
    data: items.slice(index, index + limit),
    total: items.length,
    ...(index > 0 ? { prev: link(Math.max(0, index - limit)) } : {}),
    ...(index + limit < items.length ? { next: link(index + limit) } : {}),
  };
}

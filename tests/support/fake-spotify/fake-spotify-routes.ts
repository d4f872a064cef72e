// The fake's API routes: data lookups, paging limits and the Development Mode restrictions.
import type { Fixtures } from './fixtures';
import type { FakeMode, WireFormat } from './wire-format';

export interface Answer {
  readonly status: number;
  readonly body: unknown;
}

const ID = /^[0-9A-Za-z]{22}$/;
const notFound: Answer = { status: 404, body: { error: { status: 404, message: 'Resource not found' } } };
const forbidden: Answer = { status: 403, body: { error: { status: 403, message: 'Forbidden' } } };
const bad = (message: string): Answer => ({ status: 400, body: { error: { status: 400, message } } });
const ok = (body: unknown): Answer => ({ status: 200, body });

export function routeApi(
  path: string,
  query: URLSearchParams,
  data: Fixtures,
  wire: WireFormat,
  mode: FakeMode,
): Answer {
  const dev = mode === 'devmode';
  const maxPage = dev ? 10 : 50;
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  const [resource, id, sub] = parts;
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? (dev ? 5 : 20));
  const limitOk = (max: number) => Number.isInteger(limit) && limit >= 1 && limit <= max;

  if (resource === 'search') {
    const q = (query.get('q') ?? '').toLowerCase();
    const type = query.get('type');
    if (!q) return bad('No search query');
    if (!limitOk(maxPage)) return bad('Invalid limit');
    const matches = (name: string) => name.toLowerCase().includes(q);
    const href = `${query.toString()}`;
    if (type === 'artist') {
      return ok({
        artists: wire.paging(
          href,
          data.artists.filter((a) => matches(a.name)).map((a) => wire.artist(a)),
          offset,
          limit,
        ),
      });
    }
    if (type === 'track') {
      return ok({
        tracks: wire.paging(
          href,
          data.tracks.filter((t) => matches(t.name)).map((t) => wire.track(t)),
          offset,
          limit,
        ),
      });
    }
    if (type === 'playlist') {
      const found: unknown[] = data.playlists
        .filter((p) => matches(p.name))
        .map((p) => wire.playlist(p, null));
      if (found.length > 0) found.splice(1, 0, null); // search may return null playlist items
      return ok({ playlists: wire.paging(href, found, offset, limit) });
    }
    return bad('Bad search type field');
  }
  if (id !== undefined && resource !== 'users' && !ID.test(id)) return bad('Invalid base62 id');

  if (resource === 'artists' && id) {
    const artist = data.artists.find((candidate) => candidate.id === id);
    if (!artist) return notFound;
    if (!sub) return ok(wire.artist(artist));
    if (sub === 'top-tracks') {
      if (dev) return forbidden;
      if (!query.get('market')) return bad('Missing market');
      const top = data.tracks
        .filter((track) => track.artistIds[0] === id)
        .sort((a, b) => b.popularity - a.popularity)
        .slice(0, 10);
      return ok({ tracks: top.map((track) => wire.track(track)) });
    }
    if (sub === 'albums') {
      if (!limitOk(maxPage)) return bad('Invalid limit');
      const own = data.albums
        .filter((album) => album.artistIds[0] === id)
        .map((album) => wire.simpleAlbum(album, album.albumType));
      const guest = data.albums
        .filter((album) => album.artistIds[0] !== id)
        .filter((album) =>
          data.tracks.some((track) => track.albumId === album.id && track.artistIds.includes(id)),
        )
        .map((album) => wire.simpleAlbum(album, 'appears_on'));
      return ok(wire.paging(`/artists/${id}/albums`, [...own.reverse(), ...guest], offset, limit));
    }
    return notFound;
  }
  if (resource === 'albums' && id) {
    const album = data.albums.find((candidate) => candidate.id === id);
    if (!album) return notFound;
    const tracks = album.trackIds.map((trackId) =>
      wire.simpleTrack(data.tracks.find((track) => track.id === trackId)!),
    );
    if (!sub) return ok(wire.album(album, wire.paging(`/albums/${id}/tracks`, tracks, 0, maxPage)));
    if (sub === 'tracks')
      return limitOk(maxPage)
        ? ok(wire.paging(`/albums/${id}/tracks`, tracks, offset, limit))
        : bad('Invalid limit');
    return notFound;
  }
  if (resource === 'tracks' && id && !sub) {
    const track = data.tracks.find((candidate) => candidate.id === id);
    return track ? ok(wire.track(track)) : notFound;
  }
  if (resource === 'playlists' && id) {
    const playlist = data.playlists.find((candidate) => candidate.id === id);
    if (!playlist) return notFound;
    const entries = playlist.entries.map((entry) => wire.entry(entry));
    if (!sub)
      return ok(
        wire.playlist(playlist, dev ? null : wire.paging(`/playlists/${id}/tracks`, entries, 0, 100)),
      );
    // Development Mode: contents only for the owner's token; legacy: the 2026 `/items` path is unknown.
    if (dev) return forbidden;
    if (sub === 'items') return notFound;
    if (sub === 'tracks')
      return limitOk(100)
        ? ok(wire.paging(`/playlists/${id}/tracks`, entries, offset, limit))
        : bad('Invalid limit');
    return notFound;
  }
  if (resource === 'users' && id && !sub) {
    if (dev) return forbidden;
    const user = data.users.find((candidate) => candidate.id === id);
    return user ? ok(wire.user(user)) : notFound;
  }
  return notFound;
}

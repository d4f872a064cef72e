// A service's answers restated in item keys: every id an answer carries (the item, its artists,
// album, tracks, playlist items and owner) is given its service's prefix, so what the rest of the
// app stores and routes names the service (domain/catalog/item-key.ts; Spotify ids stay as they are).
import {
  itemKey,
  type MusicAlbum,
  type MusicAlbumSummary,
  type MusicAlbumTrack,
  type MusicArtist,
  type MusicArtistRef,
  type MusicPlaylist,
  type MusicPlaylistItem,
  type MusicServiceName,
  type MusicTrack,
  type MusicUser,
} from '@domain/catalog';

/** The functions that restate one service's answers in item keys. */
export interface ItemKeyRewrite {
  readonly key: (id: string) => string;
  readonly artist: (artist: MusicArtist) => MusicArtist;
  readonly albumSummary: (album: MusicAlbumSummary) => MusicAlbumSummary;
  readonly album: (album: MusicAlbum) => MusicAlbum;
  readonly track: (track: MusicTrack) => MusicTrack;
  readonly playlist: (playlist: MusicPlaylist) => MusicPlaylist;
  readonly user: (user: MusicUser) => MusicUser;
}

/** The rewrite for `service`: for Spotify every function answers its argument unchanged. */
export function itemKeyRewrite(service: MusicServiceName): ItemKeyRewrite {
  if (service === 'spotify') return IDENTITY;
  const key = (id: string) => itemKey({ service, id });
  const refs = (artists: readonly MusicArtistRef[]) => artists.map((a) => ({ ...a, id: key(a.id) }));
  const albumTrack = (t: MusicAlbumTrack): MusicAlbumTrack => ({
    ...t,
    id: key(t.id),
    artists: refs(t.artists),
  });
  const albumSummary = (a: MusicAlbumSummary): MusicAlbumSummary => ({
    ...a,
    id: key(a.id),
    artists: refs(a.artists),
  });
  const track = (t: MusicTrack): MusicTrack => ({
    ...t,
    id: key(t.id),
    album: { ...t.album, id: key(t.album.id) },
    artists: refs(t.artists),
  });
  const playlistItem = (item: MusicPlaylistItem): MusicPlaylistItem => ({
    ...item,
    trackId: key(item.trackId),
    track: item.track === null ? null : track(item.track),
  });
  return {
    key,
    artist: (a) => ({ ...a, id: key(a.id) }),
    albumSummary,
    album: (a) => ({ ...a, ...albumSummary(a), tracks: a.tracks.map(albumTrack) }),
    track,
    playlist: (p) => ({
      ...p,
      id: key(p.id),
      owner: { ...p.owner, id: key(p.owner.id) },
      items: p.items === null ? null : p.items.map(playlistItem),
    }),
    user: (u) => ({ ...u, id: key(u.id) }),
  };
}

const same = <T>(value: T): T => value;
const IDENTITY: ItemKeyRewrite = {
  key: same,
  artist: same,
  albumSummary: same,
  album: same,
  track: same,
  playlist: same,
  user: same,
};

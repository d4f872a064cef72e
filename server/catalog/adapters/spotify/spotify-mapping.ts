// Wire JSON → domain objects. Missing numbers stay null (never 0); unusable entries are dropped.
// Every address the service sends passes `safeHttpUrl`: a `javascript:` or other non-web link
// never leaves this adapter (an image without one is dropped, a profile link falls back to ours).
import type {
  MusicAlbum,
  MusicAlbumSummary,
  MusicAlbumTrack,
  MusicArtist,
  MusicArtistRef,
  MusicImage,
  MusicPlaylist,
  MusicPlaylistItem,
  MusicTrack,
  MusicUser,
  ReleaseDatePrecision,
} from '@domain/catalog';
import { safeHttpUrl, spotifyWebUrl } from '@domain/links';
import type {
  WireAlbum,
  WireArtist,
  WireArtistRef,
  WireImage,
  WirePlaylist,
  WirePlaylistEntry,
  WireSimpleAlbum,
  WireSimpleTrack,
  WireTrack,
  WireUser,
} from './spotify-wire';

const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

export function images(list: readonly WireImage[] | null | undefined): MusicImage[] {
  return (list ?? []).flatMap((image) => {
    const url = safeHttpUrl(image?.url);
    return url ? [{ url, height: count(image?.height), width: count(image?.width) }] : [];
  });
}

function artistRefs(list: readonly WireArtistRef[] | null | undefined): MusicArtistRef[] {
  return (list ?? []).flatMap((artist) =>
    typeof artist?.id === 'string' ? [{ id: artist.id, name: artist.name ?? 'Unknown artist' }] : [],
  );
}

function precision(value: string | null | undefined, date: string): ReleaseDatePrecision {
  if (value === 'year' || value === 'month' || value === 'day') return value;
  return date.length === 4 ? 'year' : date.length === 7 ? 'month' : 'day';
}

export function artist(wire: WireArtist): MusicArtist {
  const id = wire.id ?? '';
  return {
    id,
    name: wire.name ?? '',
    images: images(wire.images),
    followers: count(wire.followers?.total),
    popularity: count(wire.popularity),
    genres: Array.isArray(wire.genres) ? wire.genres.filter((genre) => typeof genre === 'string') : null,
    url: safeHttpUrl(wire.external_urls?.spotify) ?? spotifyWebUrl('artist', id),
  };
}

export function albumSummary(wire: WireSimpleAlbum): MusicAlbumSummary {
  const releaseDate = wire.release_date ?? '';
  return {
    id: wire.id ?? '',
    name: wire.name ?? '',
    images: images(wire.images),
    releaseDate,
    releaseDatePrecision: precision(wire.release_date_precision, releaseDate),
    artists: artistRefs(wire.artists),
    albumType: wire.album_type ?? 'album',
    albumGroup: wire.album_group ?? null,
    totalTracks: count(wire.total_tracks),
  };
}

export function albumTrack(wire: WireSimpleTrack, position: number): MusicAlbumTrack {
  return {
    id: wire.id ?? '',
    name: wire.name ?? '',
    artists: artistRefs(wire.artists),
    durationMs: count(wire.duration_ms) ?? 0,
    explicit: wire.explicit === true,
    trackNumber: count(wire.track_number) ?? position,
  };
}

export function album(wire: WireAlbum, tracks: readonly WireSimpleTrack[]): MusicAlbum {
  return {
    ...albumSummary(wire),
    label: text(wire.label),
    popularity: count(wire.popularity),
    upc: text(wire.external_ids?.upc),
    tracks: tracks
      .filter((track) => typeof track.id === 'string')
      .map((track, index) => albumTrack(track, index + 1)),
  };
}

export function track(wire: WireTrack): MusicTrack {
  const id = wire.id ?? '';
  const releaseDate = wire.album?.release_date ?? '';
  return {
    id,
    name: wire.name ?? '',
    album: {
      id: wire.album?.id ?? '',
      name: wire.album?.name ?? '',
      images: images(wire.album?.images),
      releaseDate,
      releaseDatePrecision: precision(wire.album?.release_date_precision, releaseDate),
    },
    artists: artistRefs(wire.artists),
    durationMs: count(wire.duration_ms) ?? 0,
    explicit: wire.explicit === true,
    isrc: text(wire.external_ids?.isrc),
    popularity: count(wire.popularity),
    url: safeHttpUrl(wire.external_urls?.spotify) ?? spotifyWebUrl('track', id),
  };
}

/** A playlist entry that is a real catalog track (no local files, episodes or removed tracks). */
export function playlistItem(entry: WirePlaylistEntry | null): MusicPlaylistItem | null {
  const wire = entry?.track ?? entry?.item;
  if (!entry || !wire || entry.is_local || wire.is_local || typeof wire.id !== 'string') return null;
  if (wire.type !== undefined && wire.type !== 'track') return null;
  return { trackId: wire.id, addedAt: text(entry.added_at), track: track(wire) };
}

export function playlist(wire: WirePlaylist, items: readonly MusicPlaylistItem[] | null): MusicPlaylist {
  const id = wire.id ?? '';
  const contents = wire.tracks ?? wire.items;
  const ownerId = wire.owner?.id ?? '';
  return {
    id,
    name: wire.name ?? '',
    description: text(wire.description),
    images: images(wire.images),
    url: safeHttpUrl(wire.external_urls?.spotify) ?? spotifyWebUrl('playlist', id),
    owner: {
      id: ownerId,
      displayName: text(wire.owner?.display_name),
      url: safeHttpUrl(wire.owner?.external_urls?.spotify) ?? spotifyWebUrl('user', ownerId),
    },
    followers: count(wire.followers?.total),
    public: typeof wire.public === 'boolean' ? wire.public : null,
    collaborative: wire.collaborative === true,
    snapshotId: text(wire.snapshot_id),
    totalTracks: count(contents?.total) ?? items?.length ?? null,
    items,
  };
}

export function user(wire: WireUser): MusicUser {
  const id = wire.id ?? '';
  return {
    id,
    displayName: text(wire.display_name),
    images: images(wire.images),
    followers: count(wire.followers?.total),
    url: safeHttpUrl(wire.external_urls?.spotify) ?? spotifyWebUrl('user', id),
  };
}

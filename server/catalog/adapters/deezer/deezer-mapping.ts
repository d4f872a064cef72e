// Deezer wire JSON → domain objects. Numbers Deezer does not give stay null (never 0): artists and
// tracks have no 0–100 popularity, users no follower count; a track's `rank` is kept as `rank`.
// Every address passes `safeHttpUrl`; item pages are built from ids, not taken from the answer.
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
import { safeHttpUrl } from '@domain/links';
import type {
  WireAlbum,
  WireArtist,
  WireArtistRef,
  WireCovers,
  WirePictures,
  WirePlaylist,
  WireTrack,
  WireUser,
} from './deezer-wire';

const WEB = 'https://www.deezer.com';

/** Deezer's counts (fans, rank, seconds, positions) are whole numbers; anything else is not one. */
const count = (value: unknown): number | null =>
  // `+ 0` turns a JSON `-0` into 0, so a count is never negative zero.
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value + 0 : null;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** Deezer's numeric id as our string id; '' when missing (such entries are dropped). */
export const idOf = (value: unknown): string =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? String(value) : '';

/** The public web page of a Deezer item (users' pages are `/profile/{id}`). */
export function deezerWebUrl(kind: 'artist' | 'album' | 'track' | 'playlist' | 'user', id: string): string {
  return `${WEB}/${kind === 'user' ? 'profile' : kind}/${id}`;
}

const SIZES = [
  ['xl', 1000],
  ['big', 500],
  ['medium', 250],
  ['small', 56],
] as const;

function imageSet(urls: ReadonlyArray<[unknown, number]>): MusicImage[] {
  return urls.flatMap(([raw, size]) => {
    const url = safeHttpUrl(raw);
    return url ? [{ url, height: size, width: size }] : [];
  });
}

/** Widest first. */
export function pictures(wire: WirePictures | null | undefined): MusicImage[] {
  return imageSet(SIZES.map(([name, size]) => [wire?.[`picture_${name}`], size]));
}

function covers(wire: WireCovers | null | undefined): MusicImage[] {
  return imageSet(SIZES.map(([name, size]) => [wire?.[`cover_${name}`], size]));
}

function artistRefs(
  contributors: ReadonlyArray<WireArtistRef | null> | undefined,
  main: WireArtistRef | undefined,
): MusicArtistRef[] {
  const list = contributors && contributors.length > 0 ? contributors : main ? [main] : [];
  const seen = new Set<string>();
  return list.flatMap((artist) => {
    const id = idOf(artist?.id);
    if (id === '' || seen.has(id)) return [];
    seen.add(id);
    return [{ id, name: text(artist?.name) ?? 'Unknown artist' }];
  });
}

function releaseDate(value: unknown): { releaseDate: string; releaseDatePrecision: ReleaseDatePrecision } {
  const date = typeof value === 'string' && /^\d{4}(-\d{2}(-\d{2})?)?$/.test(value) ? value : '';
  // Deezer writes unknown parts as zeros ("2000-00-00"): keep only what it knows.
  const known = date.replace(/-00-00$/, '').replace(/-00$/, '');
  return {
    releaseDate: known,
    releaseDatePrecision: known.length === 4 ? 'year' : known.length === 7 ? 'month' : 'day',
  };
}

/** Deezer's record types: album, single, ep, compile. */
function albumType(recordType: unknown): string {
  if (recordType === 'single' || recordType === 'ep') return 'single';
  if (recordType === 'compile' || recordType === 'compilation') return 'compilation';
  return 'album';
}

export function artist(wire: WireArtist): MusicArtist {
  const id = idOf(wire.id);
  return {
    id,
    name: text(wire.name) ?? '',
    images: pictures(wire),
    followers: count(wire.nb_fan),
    popularity: null,
    genres: null,
    url: deezerWebUrl('artist', id),
  };
}

export function albumSummary(wire: WireAlbum): MusicAlbumSummary {
  return {
    id: idOf(wire.id),
    name: text(wire.title) ?? '',
    images: covers(wire),
    ...releaseDate(wire.release_date),
    artists: artistRefs(wire.contributors, wire.artist),
    albumType: albumType(wire.record_type),
    albumGroup: null,
    totalTracks: count(wire.nb_tracks),
  };
}

export function albumTrack(wire: WireTrack, index: number): MusicAlbumTrack {
  return {
    id: idOf(wire.id),
    name: text(wire.title) ?? '',
    artists: artistRefs(wire.contributors, wire.artist),
    durationMs: (count(wire.duration) ?? 0) * 1000,
    explicit: wire.explicit_lyrics === true,
    trackNumber: count(wire.track_position) ?? index + 1,
  };
}

export function album(wire: WireAlbum, tracks: readonly WireTrack[]): MusicAlbum {
  return {
    ...albumSummary(wire),
    label: text(wire.label),
    popularity: null,
    upc: text(wire.upc),
    tracks: tracks.map(albumTrack).filter((track) => track.id !== ''),
  };
}

/** A track; `inAlbum` stands in for the album reference list items (album tracks) leave out. */
export function track(wire: WireTrack, inAlbum?: WireAlbum): MusicTrack {
  const id = idOf(wire.id);
  const albumWire = wire.album ?? inAlbum;
  return {
    id,
    name: text(wire.title) ?? '',
    album: {
      id: idOf(albumWire?.id),
      name: text(albumWire?.title) ?? '',
      images: covers(albumWire),
      ...releaseDate(albumWire?.release_date ?? wire.release_date),
    },
    artists: artistRefs(wire.contributors, wire.artist),
    durationMs: (count(wire.duration) ?? 0) * 1000,
    explicit: wire.explicit_lyrics === true,
    isrc: text(wire.isrc)?.toUpperCase() ?? null,
    popularity: null,
    rank: count(wire.rank),
    url: deezerWebUrl('track', id),
  };
}

/** `time_add` (Unix seconds) as an ISO instant; 0 or missing means Deezer does not know. */
export function addedAt(timeAdd: unknown): string | null {
  const seconds = typeof timeAdd === 'number' && Number.isSafeInteger(timeAdd) ? timeAdd : 0;
  // Whole seconds after 1970 within what a Date can hold; anything else is as unknown as 0.
  return seconds > 0 && seconds <= MAX_DATE_SECONDS ? new Date(seconds * 1000).toISOString() : null;
}

const MAX_DATE_SECONDS = 8_640_000_000_000;

export function playlistItem(wire: WireTrack): MusicPlaylistItem | null {
  const mapped = track(wire);
  if (mapped.id === '') return null;
  return { trackId: mapped.id, addedAt: addedAt(wire.time_add), track: mapped };
}

export function playlist(wire: WirePlaylist, items: readonly MusicPlaylistItem[] | null): MusicPlaylist {
  const id = idOf(wire.id);
  const owner = wire.creator ?? wire.user;
  const ownerId = idOf(owner?.id);
  return {
    id,
    name: text(wire.title) ?? '',
    description: text(wire.description),
    images: pictures(wire),
    url: deezerWebUrl('playlist', id),
    owner: { id: ownerId, displayName: text(owner?.name), url: deezerWebUrl('user', ownerId) },
    followers: count(wire.fans),
    public: typeof wire.public === 'boolean' ? wire.public : null,
    collaborative: wire.collaborative === true,
    snapshotId: text(wire.checksum),
    totalTracks: count(wire.nb_tracks),
    items,
  };
}

export function user(wire: WireUser): MusicUser {
  const id = idOf(wire.id);
  return {
    id,
    displayName: text(wire.name),
    images: pictures(wire),
    followers: null,
    url: deezerWebUrl('user', id),
  };
}

import { withheldOf } from '../data-sources/withheld-figures';
import type { ArtistDetails, ReleaseRef } from './catalog-contracts';
import { largestImage, mediumImage } from './catalog-images';
import type { MusicAlbum, MusicAlbumSummary, MusicArtist, MusicTrack } from './music-types';
import { careerDaysUntil, releaseStartDay } from './release-dates';

/** Albums read per artist page: prolific artists' long tails of appearances add little. */
const MAX_ALBUMS_READ = 60;
const TOP_TRACKS = 10;

/** What the music service said about an artist, read for its page. */
export interface ArtistReading {
  readonly artist: MusicArtist;
  /** Every album listed for the artist (own releases and appearances). */
  readonly albums: readonly MusicAlbumSummary[];
  /** The service's top tracks, or null when it offers none. */
  readonly topTracks: readonly MusicTrack[] | null;
  /** The albums `albumsToRead` chose, read in full. */
  readonly fullAlbums: readonly MusicAlbum[];
  /** When it was read: the career runs from the first release to this day. */
  readonly today: Date;
}

/**
 * The albums worth reading in full for the artist page: the artist's own releases first (all of
 * the albums when it has none of its own), then appearances, at most 60.
 */
export function albumsToRead(albums: readonly MusicAlbumSummary[]): MusicAlbumSummary[] {
  const releases = ownReleases(albums);
  return [...releases, ...albums.filter((album) => !releases.includes(album))].slice(0, MAX_ALBUMS_READ);
}

/**
 * The artist page (docs/product.md §3 Artist, docs/architecture.md): profile plus figures derived
 * from every album and its tracks. Releases and labels come from the artist's own releases;
 * collaborators from every track the artist plays on.
 */
export function artistDetails(id: string, reading: ArtistReading): ArtistDetails {
  const { artist, albums, topTracks, fullAlbums, today } = reading;
  const releases = ownReleases(albums);
  const byDate = [...releases].sort((a, b) =>
    releaseStartDay(a.releaseDate).localeCompare(releaseStartDay(b.releaseDate)),
  );
  const first = byDate[0];
  const latest = byDate[byDate.length - 1];
  const releaseIds = new Set(releases.map((album) => album.id));
  return {
    id: artist.id,
    name: artist.name,
    profile_image: largestImage(artist.images),
    popularity: artist.popularity,
    genres: artist.genres ?? [],
    followers: artist.followers,
    first_release: first ? releaseRef(first) : null,
    latest_release: latest ? releaseRef(latest) : null,
    career_longevity: first ? careerDaysUntil(first.releaseDate, today) : null,
    profile_url: artist.url,
    collaborators: collaborators(id, fullAlbums),
    labels: distinctLabels(fullAlbums.filter((album) => releaseIds.has(album.id))),
    top_tracks: topTracks
      ? topTracks.slice(0, TOP_TRACKS).map(topTrack)
      : derivedTopTracks(id, fullAlbums, releaseIds),
    withheld: withheldOf(artist, ['followers', 'popularity']),
  };
}

function ownReleases(albums: readonly MusicAlbumSummary[]): readonly MusicAlbumSummary[] {
  const own = albums.filter((album) => album.albumGroup !== 'appears_on');
  return own.length > 0 ? own : albums;
}

function releaseRef(album: MusicAlbumSummary): ReleaseRef {
  return { name: album.name, image: mediumImage(album.images), date: album.releaseDate };
}

function collaborators(artistId: string, albums: readonly MusicAlbum[]): ArtistDetails['collaborators'] {
  const counts = new Map<string, { id: string; name: string; collaborations: number }>();
  const seenTracks = new Set<string>();
  for (const album of albums) {
    for (const track of album.tracks) {
      if (seenTracks.has(track.id) || !track.artists.some((artist) => artist.id === artistId)) continue;
      seenTracks.add(track.id);
      for (const other of track.artists) {
        if (other.id === artistId) continue;
        const entry = counts.get(other.id) ?? { id: other.id, name: other.name, collaborations: 0 };
        entry.collaborations += 1;
        counts.set(other.id, entry);
      }
    }
  }
  return [...counts.values()].sort(
    (a, b) => b.collaborations - a.collaborations || a.name.localeCompare(b.name),
  );
}

function distinctLabels(albums: readonly MusicAlbum[]): string[] {
  const labels = new Set<string>();
  for (const album of albums) {
    const label = album.label?.trim();
    if (label) labels.add(label);
  }
  return [...labels];
}

function topTrack(track: MusicTrack): ArtistDetails['top_tracks'][number] {
  return { id: track.id, name: track.name, image: mediumImage(track.album.images) };
}

/** Without the service's top tracks: the artist's own tracks, most popular first, else newest first. */
function derivedTopTracks(
  artistId: string,
  albums: readonly MusicAlbum[],
  releaseIds: ReadonlySet<string>,
): ArtistDetails['top_tracks'] {
  const candidates = albums
    .filter((album) => releaseIds.has(album.id))
    .sort((a, b) => releaseStartDay(b.releaseDate).localeCompare(releaseStartDay(a.releaseDate)))
    .flatMap((album) =>
      album.tracks
        .filter((track) => track.artists[0]?.id === artistId)
        .map((track) => ({ track, album, popularity: album.popularity ?? -1 })),
    );
  const seenNames = new Set<string>();
  return candidates
    .map((candidate, order) => ({ ...candidate, order }))
    .sort((a, b) => b.popularity - a.popularity || a.order - b.order)
    .filter(({ track }) => {
      const key = track.name.toLowerCase();
      if (seenNames.has(key)) return false;
      seenNames.add(key);
      return true;
    })
    .slice(0, TOP_TRACKS)
    .map(({ track, album }) => ({ id: track.id, name: track.name, image: mediumImage(album.images) }));
}

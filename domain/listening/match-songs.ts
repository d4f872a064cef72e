import { parseMusicLink } from '../links/parse-music-link';

/** A track the account tracks, with what a song of an export is matched by. */
export interface TrackToMatch {
  readonly key: string;
  readonly name: string;
  /** Its artists' names, comma-separated ('' when unknown). */
  readonly artistNames: string;
  readonly isrc: string | null;
}

/** What a songs table's row says of its song. */
export interface SongToMatch {
  readonly song: string;
  /** A Spotify track link, URI or bare id (the `link` column); null when the file has none. */
  readonly link: string | null;
  readonly isrc: string | null;
  /** The row's artist (the `artist` column), else the export's artist when known; null when neither. */
  readonly artist: string | null;
}

/** A bare Spotify id: 22 letters and digits. */
const SPOTIFY_ID = /^[A-Za-z0-9]{22}$/;

/** A title or an artist as compared: Unicode-normalized, lower case, spaces collapsed. */
export function normalizedName(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** An ISRC as compared: upper case, without the hyphens and spaces some files add. */
export function normalizedIsrc(isrc: string): string {
  return isrc.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * How a song of a songs table finds its track (docs/product.md, Matching), most certain first:
 * its Spotify track link or id; else its ISRC, when exactly one tracked track has it; else its exact
 * title with its artist (both normalized; the artist among the track's artists), when exactly one
 * tracked track has both. Nothing else is tried: a song without an artist to compare, or with two
 * candidates, stays unmatched (null) rather than be guessed.
 */
export function songMatcher(tracks: readonly TrackToMatch[]): (song: SongToMatch) => string | null {
  const byIsrc = new Map<string, string[]>();
  for (const track of tracks) {
    if (track.isrc === null || track.isrc === '') continue;
    const isrc = normalizedIsrc(track.isrc);
    byIsrc.set(isrc, [...(byIsrc.get(isrc) ?? []), track.key]);
  }
  const only = (keys: readonly string[] | undefined) => (keys?.length === 1 ? keys[0]! : null);
  return (song) => {
    const link = song.link?.trim() ?? '';
    if (link !== '') {
      if (SPOTIFY_ID.test(link)) return link;
      const parsed = parseMusicLink(link);
      if (parsed?.kind === 'item' && parsed.type === 'track') return parsed.key;
    }
    if (song.isrc) {
      const found = only(byIsrc.get(normalizedIsrc(song.isrc)));
      if (found !== null) return found;
    }
    if (song.artist === null) return null;
    const title = normalizedName(song.song);
    const artist = normalizedName(song.artist);
    const keys = tracks
      .filter((track) => normalizedName(track.name) === title)
      .filter((track) => track.artistNames.split(',').some((name) => normalizedName(name) === artist))
      .map((track) => track.key);
    return only(keys);
  };
}

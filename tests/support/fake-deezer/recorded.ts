// The recorded answers (recorded/*.json) and the request paths Deezer gave them for.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'recorded');

/** Request path (and the query that matters, for searches) → recorded file. */
export const RECORDED: Readonly<Record<string, string>> = {
  '/artist/27': 'artist.json',
  '/artist/27/top': 'artist-top.json',
  '/artist/27/albums': 'artist-albums.json',
  '/artist/27/playlists': 'artist-playlists.json',
  '/album/302128': 'album.json',
  '/album/302127/tracks': 'album-tracks.json',
  '/album/upc:196589221285': 'album-by-upc.json',
  '/album/327983357': 'album-by-upc.json',
  '/track/1425844092': 'track.json',
  '/track/isrc:GBDUW0000061': 'track-by-isrc.json',
  '/playlist/908622995': 'playlist-2025.json',
  '/playlist/908622995/tracks': 'playlist-tracks-page-2025.json',
  '/playlist/9200461/tracks': 'playlist-tracks-page.json',
  '/user/359622': 'user.json',
  '/user/359622/playlists': 'user-playlists.json',
  '/chart/0/tracks': 'chart.json',
  '/search/artist?q=daft punk': 'search-artist.json',
  '/search/playlist?q=daft punk': 'search-playlist.json',
  '/search/track?q=artist:"lou doillon" track:"joke"': 'search-track.json',
  '/search?q=soliloquy': 'search.json',
};

/** Recorded ids a test can open (their answers are cut to 5 list entries). */
export const RECORDED_IDS = {
  artist: '27',
  album: '302128',
  albumUpc: '196589221285',
  track: '1425844092',
  trackIsrc: 'GBDUW0000061',
  playlist: '908622995',
  user: '359622',
} as const;

/** Recorded albums whose `/tracks` list was not recorded: the fake lists their embedded tracks. */
const ALBUMS_WITHOUT_TRACK_LIST: Readonly<Record<string, string>> = {
  '302128': 'album.json',
  '327983357': 'album-by-upc.json',
};

const cache = new Map<string, string>();

/** The embedded tracks of a recorded album, as the list `/album/{id}/tracks` would give; null if none. */
export function recordedAlbumTracks(albumId: string): unknown[] | null {
  const file = ALBUMS_WITHOUT_TRACK_LIST[albumId];
  if (!file) return null;
  const album = JSON.parse(
    recordedAnswer(`/album/${albumId}`) ?? readFileSync(path.join(folder, file), 'utf8'),
  ) as {
    tracks?: { data?: unknown[] };
  };
  return album.tracks?.data ?? [];
}

/** The recorded body for `key` (see RECORDED), as text; null when none was recorded. */
export function recordedAnswer(key: string): string | null {
  const file = RECORDED[key];
  if (!file) return null;
  let text = cache.get(file);
  if (text === undefined) {
    text = readFileSync(path.join(folder, file), 'utf8');
    cache.set(file, text);
  }
  return text;
}

export const NO_DATA = recordedErrorBody('error-no-data.json');
export const QUOTA = recordedErrorBody('error-quota.json');

function recordedErrorBody(file: string): string {
  return readFileSync(path.join(folder, file), 'utf8');
}

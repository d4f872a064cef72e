// Generates the demo artists, their releases and tracks (with features between artists).
import type { ReleaseDatePrecision } from '@domain/catalog';
import {
  CATALOG_REFERENCE_DAY,
  type DayNumber,
  type DemoAlbum,
  type DemoArtist,
  type DemoTrack,
  dayFromYmd,
  isoDay,
} from './demo-model';
import {
  BAND_ADJECTIVES,
  BAND_NOUNS,
  FIRST_NAMES,
  GENRE_FAMILIES,
  LABELS,
  LAST_NAMES,
  STAGE_NAMES,
  TITLE_TEMPLATES,
  TITLE_WORDS,
} from './demo-vocabulary';
import { demoId, type SeededRandom } from './seeded-random';

export interface ArtistsAndReleases {
  readonly artists: DemoArtist[];
  readonly albums: DemoAlbum[];
  readonly tracks: DemoTrack[];
}

const ISRC_COUNTRIES = ['US', 'GB', 'SE', 'DE', 'FR', 'BR', 'NG', 'KR', 'JP', 'CA', 'AU', 'ES'];

export function buildArtistsAndReleases(random: SeededRandom, artistCount: number): ArtistsAndReleases {
  const artists = buildArtists(random, artistCount);
  const byId = new Map(artists.map((artist) => [artist.id, artist]));
  const byFamily = GENRE_FAMILIES.map((_family, index) =>
    artists.filter((artist) => artist.family === index),
  );
  const albums: DemoAlbum[] = [];
  const tracks: DemoTrack[] = [];
  for (const artist of artists) {
    const releases = random.int(2, 7);
    const debutDay = artist.followers.startDay;
    for (let index = 0; index < releases; index++) {
      const span = CATALOG_REFERENCE_DAY - 30 - debutDay;
      const releaseDay = debutDay + Math.floor((span * (index + random.next() * 0.9)) / releases);
      const album = buildAlbum(random, artist, releaseDay);
      albums.push(album);
      artist.albumIds.push(album.id);
      const trackCount = album.albumType === 'single' ? random.int(1, 3) : random.int(7, 12);
      const guests = new Set<string>();
      for (let number = 1; number <= trackCount; number++) {
        const track = buildTrack(
          random,
          artist,
          { all: artists, sameFamily: byFamily[artist.family]! },
          album,
          number,
        );
        tracks.push(track);
        album.trackIds.push(track.id);
        artist.trackIds.push(track.id);
        for (const guest of track.artistIds.slice(1)) guests.add(guest);
      }
      for (const guest of guests) byId.get(guest)?.appearsOnIds.push(album.id);
    }
    artist.albumIds.reverse();
  }
  return { artists, albums, tracks };
}

function buildArtists(random: SeededRandom, count: number): DemoArtist[] {
  const artists: DemoArtist[] = [];
  const names = new Set<string>();
  while (artists.length < count) {
    const name = artistName(random);
    if (names.has(name.toLowerCase())) continue;
    names.add(name.toLowerCase());
    const family = random.int(0, GENRE_FAMILIES.length - 1);
    const genres = random.pickDistinct(GENRE_FAMILIES[family]!.genres, random.int(1, 3));
    const fame = random.next() ** 2.2; // most artists are small, a few are stars
    const debutYear = random.int(1994, 2024);
    const ceiling = Math.round(800 * 10 ** (fame * 4.7) * (0.7 + random.next()));
    artists.push({
      id: demoId(`artist:${artists.length}`),
      name,
      genres,
      family,
      followers: {
        startDay: dayFromYmd(debutYear, random.int(1, 12), random.int(1, 28)),
        initial: random.int(50, 900),
        ceiling,
        rate: 0.001 + random.next() * 0.005,
        drift: (random.next() - 0.25) * 0.00012,
      },
      basePopularity: Math.round(8 + fame * 84 + random.gaussian() * 3),
      popularityTrend: random.gaussian() * 4,
      albumIds: [],
      appearsOnIds: [],
      trackIds: [],
    });
  }
  return artists;
}

function artistName(random: SeededRandom): string {
  const style = random.next();
  if (style < 0.38) return `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
  if (style < 0.55) return `The ${random.pick(BAND_ADJECTIVES)} ${random.pick(BAND_NOUNS)}`;
  if (style < 0.72) return `${random.pick(BAND_ADJECTIVES)} ${random.pick(BAND_NOUNS)}`;
  if (style < 0.9) return random.pick(STAGE_NAMES);
  return `${random.pick(FIRST_NAMES)} & the ${random.pick(BAND_NOUNS)}`;
}

function buildAlbum(random: SeededRandom, artist: DemoArtist, releaseDay: DayNumber): DemoAlbum {
  const roll = random.next();
  const albumType = roll < 0.55 ? 'single' : roll < 0.95 ? 'album' : 'compilation';
  const date = isoDay(releaseDay);
  const precisionRoll = random.next();
  const old = releaseDay < dayFromYmd(2008, 1, 1);
  const precision: ReleaseDatePrecision =
    old && precisionRoll < 0.35 ? 'year' : old && precisionRoll < 0.6 ? 'month' : 'day';
  const releaseDate =
    precision === 'year' ? date.slice(0, 4) : precision === 'month' ? date.slice(0, 7) : date;
  const name = albumType === 'compilation' ? `The Best of ${artist.name}` : title(random);
  const independent = random.chance(0.18);
  return {
    id: demoId(`album:${artist.id}:${releaseDay}:${name}`),
    name,
    artistIds: [artist.id],
    albumType,
    releaseDay,
    releaseDate,
    precision,
    label: independent ? `${artist.name} Music` : random.pick(LABELS),
    upc: String(random.int(100_000, 999_999)) + String(random.int(100_000, 999_999)),
    trackIds: [],
  };
}

function buildTrack(
  random: SeededRandom,
  artist: DemoArtist,
  candidates: { readonly all: readonly DemoArtist[]; readonly sameFamily: readonly DemoArtist[] },
  album: DemoAlbum,
  trackNumber: number,
): DemoTrack {
  const artistIds = [artist.id];
  const features = random.chance(0.2) ? (random.chance(0.2) ? 2 : 1) : 0;
  for (let index = 0; index < features; index++) {
    const guest = random.chance(0.8) ? random.pick(candidates.sameFamily) : random.pick(candidates.all);
    if (!artistIds.includes(guest.id)) artistIds.push(guest.id);
  }
  const name = album.albumType === 'single' && trackNumber === 1 ? album.name : title(random);
  const year = album.releaseDate.slice(2, 4);
  return {
    id: demoId(`track:${album.id}:${trackNumber}`),
    name:
      artistIds.length > 1 && random.chance(0.5)
        ? `${name} (feat. ${guestNames(candidates.all, artistIds)})`
        : name,
    albumId: album.id,
    artistIds,
    durationMs: Math.max(75_000, Math.round(205_000 + random.gaussian() * 45_000 + random.next() * 999)),
    explicit: random.chance(GENRE_FAMILIES[artist.family]!.explicitRate),
    isrc: `${random.pick(ISRC_COUNTRIES)}${registrant(random)}${year}${String(random.int(0, 99_999)).padStart(5, '0')}`,
    trackNumber,
    appeal: Math.round(random.gaussian() * 8 - (trackNumber > 1 ? 4 : 0)),
  };
}

function guestNames(artists: readonly DemoArtist[], artistIds: readonly string[]): string {
  return artistIds
    .slice(1)
    .map((id) => artists.find((artist) => artist.id === id)?.name ?? '')
    .join(' & ');
}

function registrant(random: SeededRandom): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from({ length: 3 }, () => letters[random.int(0, letters.length - 1)]).join('');
}

function title(random: SeededRandom): string {
  return random.pick(TITLE_TEMPLATES).replace(/\{w\}/g, () => random.pick(TITLE_WORDS));
}

// Generates the demo playlists (curators, contents policy, follower curves, bot campaigns).
import {
  type BotBurst,
  CATALOG_REFERENCE_DAY,
  type DemoArtist,
  type DemoPlaylist,
  type DemoTrack,
  type DemoUser,
  dayFromYmd,
} from './demo-model';
import { ACTIVITIES, CURATOR_NAMES, GENRE_FAMILIES, MOODS, PLAYLIST_TEMPLATES } from './demo-vocabulary';
import { demoId, type SeededRandom } from './seeded-random';

export function buildUsers(random: SeededRandom): DemoUser[] {
  return CURATOR_NAMES.map((displayName, index) => ({
    id: random.chance(0.5)
      ? displayName.toLowerCase().replace(/[^a-z0-9]+/g, '') || `user${index}`
      : `31${demoId(`user:${index}`).slice(0, 24).toLowerCase()}`,
    displayName,
  }));
}

export function buildPlaylists(
  random: SeededRandom,
  count: number,
  artists: readonly DemoArtist[],
  tracks: readonly DemoTrack[],
  users: readonly DemoUser[],
): DemoPlaylist[] {
  const artistFamily = new Map(artists.map((artist) => [artist.id, artist.family]));
  const tracksByFamily = GENRE_FAMILIES.map(() => [] as string[]);
  for (const track of tracks) tracksByFamily[artistFamily.get(track.artistIds[0]!) ?? 0]!.push(track.id);
  const allTrackIds = tracks.map((track) => track.id);

  const playlists: DemoPlaylist[] = [];
  for (let index = 0; index < count; index++) {
    const family = random.int(0, GENRE_FAMILIES.length - 1);
    const genre = random.pick(GENRE_FAMILIES[family]!.genres);
    const mixed = random.chance(0.25);
    const pool = mixed ? allTrackIds : tracksByFamily[family]!;
    const capacity = Math.min(random.int(15, 110), pool.length - 1);
    const createdDay = random.int(dayFromYmd(2016, 1, 1), CATALOG_REFERENCE_DAY - 60);
    const id = demoId(`playlist:${index}`);
    const owner = random.pick(users);
    const kind = random.next();
    playlists.push({
      id,
      name: playlistName(random, mixed ? random.pick(MOODS) : titleCase(genre)),
      description: description(random, mixed ? 'music' : genre, artists, family),
      ownerId: owner.id,
      createdDay,
      initialSize: random.chance(0.3) ? capacity : random.int(Math.ceil(capacity / 3), capacity),
      capacity,
      cadenceDays: random.chance(0.12) ? 0 : random.pick([1, 3, 7, 7, 7, 14, 30]),
      addsPerUpdate: random.int(1, 6),
      pool,
      poolStep: coprimeStep(random, pool.length),
      poolStart: random.int(0, pool.length - 1),
      followers: {
        startDay: createdDay,
        initial: random.int(1, 60),
        ceiling: Math.round(150 * 10 ** (random.next() ** 1.8 * 4.2) * (0.6 + random.next())),
        rate: 0.0015 + random.next() * 0.008,
        drift: kind < 0.08 ? -0.00015 : random.next() * 0.0002,
      },
      botBursts: kind > 0.78 ? botBursts(random, createdDay) : [],
      collaborative: random.chance(0.05),
    });
  }
  return playlists;
}

function botBursts(random: SeededRandom, createdDay: number): BotBurst[] {
  const bursts: BotBurst[] = [];
  const recentStart = Math.max(createdDay + 20, CATALOG_REFERENCE_DAY - 330);
  const count = random.int(1, 4);
  for (let index = 0; index < count; index++) {
    // The first campaign falls within the last year so a year of seeded history shows it.
    const [from, to] =
      index === 0
        ? [recentStart, CATALOG_REFERENCE_DAY - 20]
        : [createdDay + 20, CATALOG_REFERENCE_DAY + 240];
    bursts.push({
      day: random.int(from, Math.max(from, to)),
      size: Math.round(1500 + random.next() ** 2 * 60_000),
      rampDays: random.int(1, 3),
      plateauDays: random.int(4, 45),
      purgeShare: random.chance(0.7) ? 0.3 + random.next() * 0.65 : 0,
    });
  }
  return bursts.sort((a, b) => a.day - b.day);
}

function playlistName(random: SeededRandom, genre: string): string {
  return random
    .pick(PLAYLIST_TEMPLATES)
    .replace('{Genre}', genre)
    .replace('{Mood}', random.pick(MOODS))
    .replace('{Activity}', random.pick(ACTIVITIES))
    .replace('{Year}', String(random.int(2016, 2026)));
}

function description(
  random: SeededRandom,
  genre: string,
  artists: readonly DemoArtist[],
  family: number,
): string {
  const featured = artists.filter((artist) => artist.family === family);
  const star = featured.length > 0 ? random.pick(featured) : random.pick(artists);
  const lines = [
    `The best ${genre} right now, updated regularly.`,
    `Handpicked ${genre} for every mood. Cover: <a href="spotify:artist:${star.id}">${star.name}</a>.`,
    `Fresh ${genre} tracks and hidden gems. Submit your music via our profile.`,
    `Your daily dose of ${genre}. Featuring <a href="spotify:artist:${star.id}">${star.name}</a> and more.`,
    '',
  ];
  return random.pick(lines);
}

function titleCase(text: string): string {
  return text.replace(
    /(^|[\s-])([a-z])/g,
    (_match, space: string, letter: string) => space + letter.toUpperCase(),
  );
}

function coprimeStep(random: SeededRandom, length: number): number {
  for (;;) {
    const step = random.int(1, Math.max(1, length - 1));
    if (gcd(step, length) === 1) return step;
  }
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

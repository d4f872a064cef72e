// Believable playlist histories for the fake backend's analyses, generated the same way every time
// (a seeded sequence) relative to the fake's "now", so the static demo always reads as recent.
import type { PlaylistAnalysisInput, PlaylistMembership, PlaylistTrackFacts } from '@domain/analytics';
import { ARTIST_IDS, PLAYLIST_IDS } from './catalog-fixtures';

interface Artist {
  readonly id: string;
  readonly name: string;
}

interface PlaylistProfile {
  /** Tracks on the playlist now, and tracks that were on it and left. */
  readonly current: number;
  readonly departed: number;
  /** Additions spread over this many days before now; 0 puts every addition on one day. */
  readonly spanDays: number;
  /** With `spanDays` 0: how many days ago that day was. */
  readonly daysAgo?: number;
  readonly popularity: readonly [number, number];
  readonly releasedWithinMonths: number;
  readonly explicitShare: number;
  /** The first artists get most of the tracks. */
  readonly artists: readonly Artist[];
}

const DAY_MS = 86_400_000;

const FIXTURE_ARTISTS: readonly Artist[] = [
  { id: ARTIST_IDS.aurora, name: 'Aurora Vale' },
  { id: ARTIST_IDS.northLights, name: 'North Lights' },
  { id: ARTIST_IDS.kasper, name: 'Kasper Lind' },
  { id: ARTIST_IDS.devMode, name: 'Quiet Harbour' },
];

const MORE_ARTISTS: readonly Artist[] = [
  'Mira Holt',
  'The Paper Kites Club',
  'Selene Ray',
  'Oslo Tapes',
  'Dune Harper',
  'Velvet Static',
  'June Amaro',
  'Low Tide Choir',
  'Nico Brandt',
  'Harbor Lights',
  'Ada Wren',
  'Golden Fern',
].map((name, index) => ({ id: `0fakeArtist${String(index).padStart(2, '0')}${'x'.repeat(9)}`, name }));

const PROFILES: Readonly<Record<string, PlaylistProfile>> = {
  [PLAYLIST_IDS.morningFocus]: {
    current: 75,
    departed: 40,
    spanDays: 420,
    popularity: [22, 74],
    releasedWithinMonths: 120,
    explicitShare: 0,
    artists: [...FIXTURE_ARTISTS, ...MORE_ARTISTS],
  },
  [PLAYLIST_IDS.boosted]: {
    current: 50,
    departed: 65,
    spanDays: 90,
    popularity: [48, 96],
    releasedWithinMonths: 14,
    explicitShare: 0.3,
    artists: [FIXTURE_ARTISTS[0]!, FIXTURE_ARTISTS[1]!, ...MORE_ARTISTS.slice(0, 6)],
  },
  [PLAYLIST_IDS.newList]: {
    current: 12,
    departed: 0,
    spanDays: 0,
    daysAgo: 3,
    popularity: [5, 45],
    releasedWithinMonths: 8,
    explicitShare: 0.1,
    artists: [FIXTURE_ARTISTS[2]!, ...MORE_ARTISTS.slice(6)],
  },
};

/** A small seeded generator (mulberry32): the same playlist always gets the same history. */
function sequence(seedText: string): () => number {
  let seed = [...seedText].reduce(
    (hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16_777_619),
    2_166_136_261,
  );
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The membership history and current tracks of a fixture playlist as of `now`, or null for others. */
export function fixtureAnalysisInput(playlistId: string, now: Date): PlaylistAnalysisInput | null {
  const profile = PROFILES[playlistId];
  if (!profile) return null;
  const next = sequence(playlistId);
  const between = (low: number, high: number) => low + next() * (high - low);
  const memberships: PlaylistMembership[] = [];
  const tracks: PlaylistTrackFacts[] = [];
  for (let index = 0; index < profile.current + profile.departed; index += 1) {
    const trackId = `${playlistId.slice(0, 12)}track${String(index).padStart(5, '0')}`;
    const addedDaysAgo = profile.spanDays === 0 ? (profile.daysAgo ?? 0) : between(0, profile.spanDays);
    const added = now.getTime() - addedDaysAgo * DAY_MS - between(0, 6) * 3_600_000;
    const departed = index >= profile.current;
    const removed = departed ? added + between(2, Math.max(3, addedDaysAgo)) * DAY_MS : null;
    memberships.push({
      trackId,
      addedAt: new Date(added).toISOString(),
      firstSeen: new Date(added + 3_600_000).toISOString(),
      removedAt: removed === null ? null : new Date(Math.min(removed, now.getTime())).toISOString(),
    });
    if (departed) continue;
    // Squaring favours the first artists, as real playlists lean on a few names.
    const artist = profile.artists[Math.floor(next() ** 2 * profile.artists.length)]!;
    const released = now.getTime() - between(0.5, profile.releasedWithinMonths) * 30.44 * DAY_MS;
    tracks.push({
      trackId,
      name: `Fixture track ${index + 1}`,
      popularity: Math.round(between(...profile.popularity)),
      releaseDate: new Date(released).toISOString().slice(0, 10),
      durationMs: Math.round(between(135, 330)) * 1000,
      explicit: next() < profile.explicitShare,
      artists: [artist],
    });
  }
  return { memberships, tracks };
}

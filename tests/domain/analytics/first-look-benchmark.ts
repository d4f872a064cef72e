// A benchmark of playlist contents written from how each kind of playlist is described, not from the
// demo catalog: organic playlists (listeners gather slowly; artists' audiences in line with the
// playlist's; tracks stay weeks to years; some editorial lists replaced whole each week), suspicious
// ones (pay-for-placement rotation: most tracks stay a week or two, by small artists, without bought
// followers), and botted ones (followers bought far beyond what the age and the artists explain,
// usually with a paid rotation, sometimes from a curator whose other playlists are botted too).
// Each is generated from a seeded random stream, so any seed gives a fresh benchmark.
import type { FirstLookInput } from '@domain/analytics/first-look';
import type { CuratorPlaylist } from '@domain/analytics/first-look-signals';
import type { ChartVerdict } from '@domain/catalog';

const DAY_MS = 86_400_000;
export const READ_AT = '2026-06-01T12:00:00.000Z';
const READ_MS = Date.parse(READ_AT);

export type BenchmarkKind = 'organic' | 'suspicious' | 'botted';
export interface BenchmarkPlaylist {
  readonly kind: BenchmarkKind;
  readonly input: FirstLookInput;
}

/** mulberry32: a small seeded generator, so the benchmark is reproducible per seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const between = (random: Random, low: number, high: number) => low + random() * (high - low);
const int = (random: Random, low: number, high: number) => Math.floor(between(random, low, high + 1));
/** Log-uniform: as many playlists of 100 followers as of 100,000, in proportion. */
const logBetween = (random: Random, low: number, high: number) =>
  Math.round(Math.exp(between(random, Math.log(low), Math.log(high))));

interface Shape {
  readonly followers: number;
  readonly ageDays: number;
  readonly size: number;
  /** Days each track stays, with jitter; Infinity: never removed. */
  readonly stayDays: number;
  /** Median audience of the lead artists, and how spread (log10 sd). */
  readonly artistMedian: number;
  readonly artistSpread: number;
  /** Share of lead artists whose audience the install knows. */
  readonly knownShare: number;
  /** Tracks that stay for good (anchors of a paid rotation). */
  readonly anchors: number;
  readonly curator: readonly CuratorPlaylist[] | null;
  readonly undatedShare: number;
}

/** The contents a shape gives: tracks added so each stays `stayDays`, the oldest leaving first. */
function contents(random: Random, shape: Shape, index: number): FirstLookInput {
  const tracks: { addedAt: string | null; artistIds: string[] }[] = [];
  const artistFollowers = new Map<string, number | null>();
  for (let slot = 0; slot < shape.size; slot++) {
    const anchored = slot < shape.anchors || !Number.isFinite(shape.stayDays);
    const ageDays = anchored
      ? between(random, Math.min(shape.ageDays * 0.3, shape.ageDays - 1), shape.ageDays)
      : Math.min(
          shape.ageDays,
          (shape.stayDays * (slot - shape.anchors + random())) / (shape.size - shape.anchors),
        );
    const artist = `artist-${index}-${slot % Math.max(2, Math.round(shape.size * between(random, 0.6, 1)))}`;
    if (!artistFollowers.has(artist)) {
      const audience = Math.round(shape.artistMedian * 10 ** ((random() * 2 - 1) * shape.artistSpread));
      artistFollowers.set(artist, random() < shape.knownShare ? Math.max(0, audience) : null);
    }
    tracks.push({
      addedAt: random() < shape.undatedShare ? null : new Date(READ_MS - ageDays * DAY_MS).toISOString(),
      artistIds: [artist],
    });
  }
  return {
    readAt: READ_AT,
    followers: shape.followers,
    tracks,
    totalTracks: shape.size,
    artistFollowers,
    curatorPlaylists: shape.curator,
    checks: 0,
    firstCheck: null,
  };
}

function curator(random: Random, botted: number, others: number): CuratorPlaylist[] | null {
  if (random() < 0.5) return null;
  const verdicts: ChartVerdict[] = [];
  for (let index = 0; index < others; index++) verdicts.push(index < botted ? 'likely_botted' : 'clean');
  return verdicts.map((verdict) => ({ followers: logBetween(random, 100, 50_000), verdict }));
}

function organic(random: Random): Shape {
  const followers = logBetween(random, 30, 400_000);
  const editorialWeekly = random() < 0.1;
  const ageDays = between(random, 60, 3000);
  const size = int(random, 15, 120);
  // Listeners follow playlists of artists they know: the artists' audiences sit around the playlist's own.
  const artistMedian = Math.max(50, followers * 10 ** between(random, -1.3, 1.5));
  return {
    followers,
    ageDays,
    size,
    stayDays: editorialWeekly
      ? between(random, 6, 8)
      : random() < 0.2
        ? Number.POSITIVE_INFINITY
        : between(random, 40, Math.max(60, ageDays)),
    artistMedian: editorialWeekly ? Math.max(artistMedian, followers) : artistMedian,
    artistSpread: between(random, 0.3, 1),
    knownShare: random() < 0.3 ? 0 : between(random, 0.2, 1),
    anchors: 0,
    curator: curator(random, 0, int(random, 0, 4)),
    undatedShare: random() < 0.1 ? between(random, 0, 0.5) : 0,
  };
}

function suspicious(random: Random): Shape {
  const size = int(random, 20, 80);
  return {
    followers: logBetween(random, 800, 30_000),
    ageDays: between(random, 120, 1500),
    size,
    stayDays: between(random, 5, 14),
    artistMedian: logBetween(random, 100, 5000),
    artistSpread: between(random, 0.3, 0.8),
    knownShare: random() < 0.3 ? 0 : between(random, 0.2, 1),
    anchors: int(random, 0, Math.round(size * 0.2)),
    curator: curator(random, 0, int(random, 0, 3)),
    undatedShare: 0,
  };
}

function botted(random: Random): Shape {
  const size = int(random, 20, 100);
  const ageDays = between(random, 45, 700);
  const rotates = random() < 0.75;
  return {
    followers: Math.round(ageDays * logBetween(random, 150, 3000)),
    ageDays,
    size,
    stayDays: rotates ? between(random, 4, 12) : between(random, 60, 400),
    artistMedian: logBetween(random, 30, 1500),
    artistSpread: between(random, 0.3, 0.8),
    knownShare: random() < 0.25 ? 0 : between(random, 0.3, 1),
    anchors: rotates ? int(random, 0, Math.round(size * 0.15)) : 0,
    curator: curator(random, int(random, 0, 3), int(random, 3, 5)),
    undatedShare: 0,
  };
}

/** `perKind` playlists of each kind from `seed`. */
export function firstLookBenchmark(seed: number, perKind: number): BenchmarkPlaylist[] {
  const random = seededRandom(seed);
  const makers = { organic, suspicious, botted } as const;
  const playlists: BenchmarkPlaylist[] = [];
  for (const kind of ['organic', 'suspicious', 'botted'] as const) {
    for (let index = 0; index < perKind; index++) {
      playlists.push({ kind, input: contents(random, makers[kind](random), playlists.length) });
    }
  }
  return playlists;
}

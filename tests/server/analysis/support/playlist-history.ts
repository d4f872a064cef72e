import type { PlaylistMembership, PlaylistTrackFacts } from '@domain/analytics';
import { buildAnalysisFigures } from '@server/analysis/analysis-figures';
import type { AnalysisFigures, StoredPlaylist } from '@server/analysis/ports';

const DAY = 86_400_000;
export const NOW = '2026-06-30T08:00:00.000Z';

/** A distinct 22-character Spotify-shaped id made from a short label. */
export const spotifyId = (label: string) =>
  `${label.replace(/[^0-9A-Za-z]/g, '')}Z`.padEnd(22, '0').slice(0, 22);

/**
 * A playlist's stored history ending at `NOW`: daily follower readings growing steadily with a little
 * deterministic noise, plus the spikes asked for, and 20 tracks of which one rotates every week.
 */
export class PlaylistHistoryBuilder {
  private days = 120;
  private name = 'Late Night Drive';
  private readonly changes = new Map<number, number>();

  overDays(days: number): this {
    this.days = days;
    return this;
  }

  named(name: string): this {
    this.name = name;
    return this;
  }

  /** Followers jump (or drop, when negative) by `change` at the check `daysAgo` days before now. */
  withSpike(daysAgo: number, change: number): this {
    this.changes.set(daysAgo, change);
    return this;
  }

  stored(id = spotifyId('playlist')): StoredPlaylist {
    const end = Date.parse(NOW);
    let followers = 10_000;
    const readings = [];
    for (let daysAgo = this.days; daysAgo >= 0; daysAgo -= 1) {
      followers += 20 + ((daysAgo * 7) % 5) - 2 + (this.changes.get(daysAgo) ?? 0);
      readings.push({ checked_at: iso(end - daysAgo * DAY), followers, track_count: 20 });
    }
    return { spotifyId: id, name: this.name, readings, memberships: memberships(end, this.days), tracks: [] };
  }

  figures(): AnalysisFigures {
    return buildAnalysisFigures(this.stored(), TRACKS, NOW);
  }
}

export const aPlaylistHistory = () => new PlaylistHistoryBuilder();

const iso = (ms: number) => new Date(ms).toISOString();

/** 20 tracks from the first day; every 7 days the oldest still-present track is swapped for a new one. */
function memberships(end: number, days: number): PlaylistMembership[] {
  const start = end - days * DAY;
  const stays: Array<{ trackId: string; addedAt: string; firstSeen: string; removedAt: string | null }> = [];
  for (let index = 0; index < 20; index += 1) {
    stays.push({ trackId: `t${index}`, addedAt: iso(start), firstSeen: iso(start), removedAt: null });
  }
  let next = 20;
  for (let day = 7; day <= days; day += 7) {
    const leaving = stays.find((stay) => stay.removedAt === null)!;
    leaving.removedAt = iso(start + day * DAY);
    stays.push({
      trackId: `t${next}`,
      addedAt: iso(start + day * DAY),
      firstSeen: iso(start + day * DAY),
      removedAt: null,
    });
    next += 1;
  }
  return stays;
}

/** Facts of 20 tracks by 12 artists; "Nova Lane" leads with 4. */
export const TRACKS: readonly PlaylistTrackFacts[] = Array.from({ length: 20 }, (_, index) => ({
  trackId: `t${index}`,
  popularity: 30 + ((index * 13) % 50),
  releaseDate: `20${String(15 + (index % 10)).padStart(2, '0')}-0${1 + (index % 9)}-15`,
  durationMs: 150_000 + index * 6_000,
  explicit: index === 3,
  artists: [
    index < 4
      ? { id: spotifyId('nova'), name: 'Nova Lane' }
      : { id: spotifyId(`artist${index % 11}`), name: `Artist ${index % 11}` },
  ],
}));

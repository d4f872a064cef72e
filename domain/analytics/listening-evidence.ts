import type {
  ListeningEvidence,
  ListeningPast,
  ListeningPeriod,
  ListeningStatus,
  TeamListeningBaseline,
} from '../catalog/listening-verdict-contracts';
import { formatDate } from '../formatting/dates';
import { formatCount } from '../formatting/numbers';
import { plural } from '../formatting/plural';
import type { PlaylistListening, PlaylistListeningPeriod } from '../listening/listening-contracts';
import { dateRange } from './event-wording';
import { roundTo2 } from './evidence-format';
import { median } from './robust-statistics';
import { DAY_MS } from './time-series';

/** Every ratio is said per this many days, whatever the length of the exported period. */
export const LISTENING_PERIOD_DAYS = 28;
/** A median of fewer other playlists is one playlist's whim, not the team's baseline. */
export const MIN_TEAM_PLAYLISTS = 3;
/**
 * Silent: under this share of the team's median ratio. The team's own playlists differ by a few
 * times (a song's position, the playlist's mood); ten times under is no longer the same audience.
 */
export const SILENT_SHARE_OF_MEDIAN = 0.1;
/**
 * …and under this absolute floor, streams per 1,000 followers per 28 days: a team whose every
 * playlist barely plays it would otherwise call ordinary playlists silent. Two streams a month per
 * thousand followers is what followers who never press play leave (a shuffle, a stray click).
 */
export const SILENT_FLOOR_PER_1000 = 2;
/**
 * Silence is said only where listening was to be expected: where the team's median rate would have
 * brought the playlist's followers at least this many streams in 28 days. With fewer, a count near
 * zero is within chance; from 50 expected, 2 or fewer is a one-in-10¹⁸ draw (Poisson). No follower
 * minimum besides: a small playlist whose followers would have played the songs 50 times is enough.
 */
export const MIN_EXPECTED_STREAMS = 50;
/** A fall: every period since is at most this share of the median before (streams down 75% or more). */
export const FELL_SHARE = 0.25;
/** A fall is said only from at least this many streams per 28 days: below, a few listeners come and go. */
export const MIN_STREAMS_BEFORE_FALL = 100;

/** The playlist's imported listening, its follower count, and the team's other playlists. */
export interface ListeningEvidenceInput {
  /** The account's imported listening of this playlist; null when it has none. */
  readonly playlist: PlaylistListening | null;
  /** The playlist's latest follower count; null when unknown. */
  readonly followers: number | null;
  /** The team's other playlists (this one left out), each with its latest follower count. */
  readonly others: ReadonlyArray<{
    readonly listening: PlaylistListening;
    readonly followers: number | null;
  }>;
}

/**
 * The evidence of the playlist `playlistKey` from everything the account imported (`team`, its own
 * entry included) and the follower counts known by item key: the one way a page and a list weigh it.
 */
export function teamListeningEvidence(
  playlistKey: string,
  followers: number | null,
  team: readonly PlaylistListening[],
  followerCounts: ReadonlyMap<string, number>,
): ListeningEvidence {
  const countOf = (key: string | null) => (key === null ? null : (followerCounts.get(key) ?? null));
  return listeningEvidence({
    playlist: team.find((playlist) => playlist.playlist_key === playlistKey) ?? null,
    followers: followers ?? countOf(playlistKey),
    others: team
      .filter((playlist) => playlist.playlist_key !== playlistKey)
      .map((playlist) => ({ listening: playlist, followers: countOf(playlist.playlist_key) })),
  });
}

interface MeasuredPeriod extends ListeningPeriod {
  readonly streams: number;
  readonly listeners: number;
  /** Streams and listeners scaled to 28 days (listeners are not additive: an approximation). */
  readonly streamsPer28: number;
  readonly listenersPer28: number;
}

/**
 * The listening evidence of one playlist (docs/product.md, listening in the verdict): its streams and
 * listeners per 1,000 followers per 28 days in its latest imported period, against the same ratio on
 * the team's other playlists (median and middle half, when at least three can be compared) and
 * against its own earlier periods. `silent` needs all of: enough followers to expect listening at the
 * team's median, a ratio under a tenth of that median, and under the absolute floor.
 */
export function listeningEvidence(input: ListeningEvidenceInput): ListeningEvidence {
  const periods = input.playlist ? measuredPeriods(input.playlist.periods) : [];
  const latest = periods.at(-1);
  if (latest === undefined) {
    return {
      status: 'no_data',
      reasons: ['No listening data for this playlist.'],
      period: null,
      figures: null,
    };
  }
  const followers = input.followers !== null && input.followers > 0 ? input.followers : null;
  const perThousand = (per28: number) => (followers === null ? null : (per28 / followers) * 1000);
  const streamsRatio = perThousand(latest.streamsPer28);
  const listenersRatio = perThousand(latest.listenersPer28);
  const team = teamBaseline(input.others);
  const past = pastOf(periods);
  const period: ListeningPeriod = { start: latest.start, end: latest.end, days: latest.days };

  const reasons: string[] = [];
  let status: ListeningStatus = 'not_compared';
  if (followers === null) {
    reasons.push('Its follower count is not known, so its listening per follower cannot be measured.');
  } else if (team === null) {
    reasons.push(
      `${ratioSentence(streamsRatio, listenersRatio, period)}; too few of your other playlists to compare it with (${plural(comparableCount(input.others), 'playlist')} with a known follower count, ${MIN_TEAM_PLAYLISTS} needed).`,
    );
  } else {
    const expected = (team.median_streams_per_1000 * followers) / 1000;
    const ratio = streamsRatio ?? 0;
    const versus = `against a median of ${formatRatio(team.median_streams_per_1000)} on your other ${plural(team.playlists, 'playlist')} (middle half ${formatRatio(team.lower_quartile)}–${formatRatio(team.upper_quartile)})`;
    if (expected < MIN_EXPECTED_STREAMS) {
      reasons.push(
        `${ratioSentence(streamsRatio, listenersRatio, period)}, ${versus}; at that median its ${plural(followers, 'follower')} would bring about ${plural(Math.round(expected), 'stream')} in ${LISTENING_PERIOD_DAYS} days, too few to tell silence from chance (${MIN_EXPECTED_STREAMS} needed).`,
      );
    } else if (
      ratio < SILENT_SHARE_OF_MEDIAN * team.median_streams_per_1000 &&
      ratio < SILENT_FLOOR_PER_1000
    ) {
      status = 'silent';
      reasons.push(
        `Many followers, almost no listening: ${ratioSentence(streamsRatio, listenersRatio, period)}, ${versus}.`,
      );
    } else {
      status = 'listened';
      reasons.push(`${ratioSentence(streamsRatio, listenersRatio, period)}, ${versus}.`);
    }
  }
  if (past?.since) {
    if (status !== 'silent') status = 'fell';
    reasons.push(
      `Streams fell from ${formatRatio(past.earlier_streams_per_period)} to ${formatRatio(past.recent_streams_per_period)} per ${LISTENING_PERIOD_DAYS} days since ${formatDate(past.since)}.`,
    );
  }
  return {
    status,
    reasons,
    period,
    figures: {
      followers,
      streams: latest.streams,
      listeners: latest.listeners,
      streams_per_1000: streamsRatio === null ? null : roundTo2(streamsRatio),
      listeners_per_1000: listenersRatio === null ? null : roundTo2(listenersRatio),
      team,
      past,
    },
  };
}

/** "Streams per 1,000 followers" said with its figures and period. */
function ratioSentence(streams: number | null, listeners: number | null, period: ListeningPeriod): string {
  return `${formatRatio(streams ?? 0)} streams and ${formatRatio(listeners ?? 0)} listeners per 1,000 followers per ${LISTENING_PERIOD_DAYS} days (${dateRange(period.start, period.end)})`;
}

/** A ratio as read: whole above 10, one decimal below (0.4 is not 0). */
export function formatRatio(value: number): string {
  if (value >= 10) return formatCount(value);
  return String(Math.round(value * 10) / 10);
}

/** Valid periods (known dates, end not before start), oldest first; the same period twice keeps the last. */
function measuredPeriods(periods: readonly PlaylistListeningPeriod[]): MeasuredPeriod[] {
  const byDates = new Map<string, MeasuredPeriod>();
  for (const period of periods) {
    const start = Date.parse(period.period_start);
    const end = Date.parse(period.period_end);
    if (!Number.isFinite(start) || !Number.isFinite(end) || end < start) continue;
    const days = Math.round((end - start) / DAY_MS) + 1;
    const scale = LISTENING_PERIOD_DAYS / days;
    byDates.set(`${period.period_start}/${period.period_end}`, {
      start: period.period_start,
      end: period.period_end,
      days,
      streams: period.streams,
      listeners: period.listeners,
      streamsPer28: Math.max(0, period.streams) * scale,
      listenersPer28: Math.max(0, period.listeners) * scale,
    });
  }
  return [...byDates.values()].sort((a, b) => a.end.localeCompare(b.end) || a.start.localeCompare(b.start));
}

function comparableCount(others: ListeningEvidenceInput['others']): number {
  return comparableRatios(others).length;
}

/** Each other playlist's streams per 1,000 followers per 28 days in its latest period. */
function comparableRatios(others: ListeningEvidenceInput['others']): number[] {
  const ratios: number[] = [];
  for (const other of others) {
    const latest = measuredPeriods(other.listening.periods).at(-1);
    if (latest === undefined || other.followers === null || other.followers <= 0) continue;
    ratios.push((latest.streamsPer28 / other.followers) * 1000);
  }
  return ratios;
}

function teamBaseline(others: ListeningEvidenceInput['others']): TeamListeningBaseline | null {
  const ratios = comparableRatios(others).sort((a, b) => a - b);
  if (ratios.length < MIN_TEAM_PLAYLISTS) return null;
  return {
    playlists: ratios.length,
    median_streams_per_1000: roundTo2(median(ratios)),
    lower_quartile: roundTo2(quantileOfSorted(ratios, 0.25)),
    upper_quartile: roundTo2(quantileOfSorted(ratios, 0.75)),
  };
}

/** Linear interpolation between the closest ranks of sorted values. */
function quantileOfSorted(sorted: readonly number[], share: number): number {
  const position = (sorted.length - 1) * share;
  const below = Math.floor(position);
  const above = Math.min(sorted.length - 1, below + 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

/**
 * The playlist's own past: the earliest period from which every later one is at most a quarter of the
 * median before it (from at least MIN_STREAMS_BEFORE_FALL), or, with no fall, the latest period
 * against the ones before. Null with a single period.
 */
function pastOf(periods: readonly MeasuredPeriod[]): ListeningPast | null {
  if (periods.length < 2) return null;
  const values = periods.map((period) => period.streamsPer28);
  for (let first = 1; first < values.length; first += 1) {
    const before = median(values.slice(0, first));
    const since = values.slice(first);
    if (before >= MIN_STREAMS_BEFORE_FALL && Math.max(...since) <= FELL_SHARE * before) {
      return {
        earlier_streams_per_period: roundTo2(before),
        recent_streams_per_period: roundTo2(median(since)),
        since: periods[first]!.start,
      };
    }
  }
  return {
    earlier_streams_per_period: roundTo2(median(values.slice(0, -1))),
    recent_streams_per_period: roundTo2(values.at(-1)!),
    since: null,
  };
}

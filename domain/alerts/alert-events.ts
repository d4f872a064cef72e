import { analyzeFollowerChart } from '../analytics/chart-analysis';
import { describeEvent } from '../analytics/event-wording';
import type { GradeTransition } from '../analytics/playlist-grade';
import { type NotifiedValues, significantChange } from '../analytics/significant-change';
import type { ChartAnalysis, ChartVerdict, FollowerEvent } from '../catalog/catalog-contracts';
import { formatDate } from '../formatting/dates';
import { formatCount, formatSignedCount } from '../formatting/numbers';
import { signedPlural } from '../formatting/plural';
import type { AlertEventKind, AlertItemKind, AlertRule } from './alert-contracts';
import { crossedMilestone } from './milestones';
import { dailyCloses, isUnusual, scoreLatestMove, type UnusualMove } from './unusual-move';

/** One recorded reading of an item (ISO 8601 UTC); null = not measured. */
export interface AlertReading {
  readonly checked_at: string;
  readonly followers: number | null;
  readonly popularity: number | null;
}

/** A tracked artist or track landing on a playlist graded `likely_botted` (tracking's placements). */
export interface BottedPlacement {
  readonly playlistId: string;
  readonly playlistName: string;
  /** The track that landed (for an artist, which of their tracks); null when not recorded. */
  readonly trackName: string | null;
  /** When the track was first seen on the playlist (ISO 8601 UTC). */
  readonly seenAt: string;
}

/** What an item's latest reading shows, whoever tracks it (computed once per item and run). */
export interface ItemSignals {
  readonly kind: AlertItemKind;
  /** Followers for artists and playlists, popularity for tracks. */
  readonly metric: 'followers' | 'popularity';
  readonly move: UnusualMove | null;
  readonly milestone: number | null;
  readonly newAnomalies: ChartAnalysis['anomalies'];
  /** The playlist's follower events as graded now, to size a new anomaly by the event it is part of. */
  readonly events: readonly FollowerEvent[];
  readonly grade: { readonly from: ChartVerdict; readonly to: ChartVerdict } | null;
  readonly latest: NotifiedValues;
}

export interface AlertEvent {
  readonly event: AlertEventKind;
  /** One plain sentence. */
  readonly message: string;
  readonly data: Readonly<Record<string, unknown>>;
}

/** Grades that say something (a change from or to "not enough data" is no news). */
const GRADED: ReadonlySet<ChartVerdict> = new Set(['clean', 'suspicious', 'likely_botted']);
const VERDICT_WORDS: Record<ChartVerdict, string> = {
  clean: 'clean',
  suspicious: 'suspicious',
  likely_botted: 'likely botted',
  insufficient_data: 'not enough data',
};

/**
 * The signals of an item's readings (oldest first); the last reading is the one being judged. A
 * playlist's new anomalies and grade change come from `transition` (its whole record, graded as its
 * page grades it) when given, else from these readings alone.
 */
export function itemSignals(
  kind: AlertItemKind,
  readings: readonly AlertReading[],
  transition: GradeTransition | null = null,
): ItemSignals {
  const metric = kind === 'track' ? 'popularity' : 'followers';
  const measured = readings.flatMap((reading) => {
    const value = reading[metric];
    return value === null ? [] : [{ checked_at: reading.checked_at, value }];
  });
  const last = readings[readings.length - 1];
  const latest = { followers: last?.followers ?? null, popularity: last?.popularity ?? null };
  const followers = readings.flatMap((reading) =>
    reading.followers === null ? [] : [{ checked_at: reading.checked_at, followers: reading.followers }],
  );
  const [before, after] = [followers[followers.length - 2], followers[followers.length - 1]];
  const milestone =
    kind !== 'track' && before && after ? crossedMilestone(before.followers, after.followers) : null;
  let newAnomalies: ChartAnalysis['anomalies'] = [];
  let events: readonly FollowerEvent[] = [];
  let grade: ItemSignals['grade'] = null;
  if (kind === 'playlist' && followers.length >= 2) {
    const { earlier, now } = transition ?? {
      earlier: analyzeFollowerChart(followers.slice(0, -1)),
      now: analyzeFollowerChart(followers),
    };
    const known = new Set(earlier.anomalies.map((anomaly) => `${anomaly.type}@${anomaly.date}`));
    newAnomalies = now.anomalies.filter((anomaly) => !known.has(`${anomaly.type}@${anomaly.date}`));
    events = now.events;
    if (earlier.verdict !== now.verdict && GRADED.has(earlier.verdict) && GRADED.has(now.verdict)) {
      grade = { from: earlier.verdict, to: now.verdict };
    }
  }
  return {
    kind,
    metric,
    move: scoreLatestMove(dailyCloses(measured)),
    milestone,
    newAnomalies,
    events,
    grade,
    latest,
  };
}

export interface UserItemInput {
  readonly signals: ItemSignals;
  readonly rule: AlertRule;
  /** The values of the user's last absolute-rule alert (null: never; the rule then only sets it). */
  readonly baseline: NotifiedValues | null;
  readonly placements: readonly BottedPlacement[];
  /**
   * The day of the user's last unusual-move alert on this item (null: none). With refreshes more
   * often than daily, a day's move is judged at each one and alerts only the first time.
   */
  readonly lastMoveDay?: number | null;
}

/** The alerts one user's rule draws from an item's signals, in the contract's event order. */
export function userItemEvents({
  signals,
  rule,
  baseline,
  placements,
  lastMoveDay = null,
}: UserItemInput): AlertEvent[] {
  const wanted = new Set(rule.events);
  const events: AlertEvent[] = [];
  const { move } = signals;
  if (wanted.has('unusual_move') && move && move.day !== lastMoveDay && isUnusual(move, rule.sensitivity)) {
    events.push({
      event: 'unusual_move',
      message: unusualMessage(signals.kind, signals.metric, move),
      data: { metric: signals.metric, change: move.change, score: round2(move.score), typical: move.typical },
    });
  }
  if (wanted.has('absolute_move') && baseline) {
    const change = significantChange(baseline, signals.latest);
    if (change.notify) {
      const reasons = change.reasons.join('; ');
      events.push({
        event: 'absolute_move',
        message: `${reasons.charAt(0).toUpperCase()}${reasons.slice(1)} since the last alert.`,
        data: { reasons: change.reasons },
      });
    }
  }
  if (wanted.has('anomaly_event')) {
    for (const anomaly of signals.newAnomalies) {
      events.push({
        event: 'anomaly_event',
        message: anomalyMessage(anomaly, signals.events),
        data: { ...anomaly },
      });
    }
  }
  if (wanted.has('grade_change') && signals.grade) {
    const { from, to } = signals.grade;
    events.push({
      event: 'grade_change',
      message: `The playlist's verdict changed from ${VERDICT_WORDS[from]} to ${VERDICT_WORDS[to]}.`,
      data: { from, to },
    });
  }
  if (wanted.has('botted_placement')) {
    for (const placement of placements) {
      const what =
        signals.kind === 'artist' && placement.trackName ? `"${placement.trackName}" landed` : 'Landed';
      events.push({
        event: 'botted_placement',
        message: `${what} on the playlist "${placement.playlistName}", graded likely botted.`,
        data: {
          playlist_id: placement.playlistId,
          playlist_name: placement.playlistName,
          track_name: placement.trackName,
        },
      });
    }
  }
  if (wanted.has('milestone') && signals.milestone !== null) {
    events.push({
      event: 'milestone',
      message: `Followers passed ${formatCount(signals.milestone)}.`,
      data: { milestone: signals.milestone, followers: signals.latest.followers },
    });
  }
  return events;
}

/**
 * A flagged day (or run) in words, sized once: the event it is part of by the event's one size
 * (eventSize), the day by its own change, named as that day's.
 */
function anomalyMessage(
  anomaly: ChartAnalysis['anomalies'][number],
  graded: readonly FollowerEvent[],
): string {
  const at = Date.parse(anomaly.date);
  const event = graded.find(
    (candidate) => Date.parse(candidate.start) <= at && at <= Date.parse(candidate.end),
  );
  const day = formatDate(anomaly.date);
  const change = formatSignedCount(anomaly.followers_change);
  if (anomaly.type === 'trend') {
    const size = event
      ? `: the ${describeEvent(event)}`
      : ` (${signedPlural(anomaly.followers_change, 'follower')} over the run)`;
    return `A sustained run of abnormal growth from ${day} was flagged on this playlist's curve${size}.`;
  }
  const part = event ? `, part of the ${describeEvent(event)}` : '';
  return `A sudden follower ${anomaly.followers_change < 0 ? 'drop' : 'jump'} of ${change} on ${day} (that day alone) was flagged on this playlist's curve${part}.`;
}

function unusualMessage(kind: AlertItemKind, metric: ItemSignals['metric'], move: UnusualMove): string {
  const rose = move.change >= 0 ? 'rose' : 'fell';
  const amount = Math.round(move.change);
  if (metric === 'popularity') {
    const points = Math.abs(amount) === 1 ? 'point' : 'points';
    return `Popularity ${rose} by ${formatCount(Math.abs(amount))} ${points} in a day, unusual for this ${kind}.`;
  }
  const share =
    move.previous > 0 ? ` (${amount >= 0 ? '+' : ''}${((amount / move.previous) * 100).toFixed(1)}%)` : '';
  return `Followers ${rose} by ${formatSignedCount(amount)}${share} in a day, unusual for this ${kind}.`;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

import type { ChartVerdict } from '../catalog/catalog-contracts';
import type { FirstLook, FirstLookFigures } from '../catalog/first-look-contracts';
import { formatCount } from '../formatting/numbers';
import { plural } from '../formatting/plural';
import { MIN_ANALYSIS_DAYS, MIN_ANALYSIS_POINTS } from './chart-analysis';
import { type FirstLookTrack, firstLookFigures } from './first-look-figures';
import {
  audienceExplainsSize,
  audienceSignal,
  type CuratorPlaylist,
  curatorSignal,
  type FirstLookSignal,
  growthSignal,
  MIN_KNOWN_ARTISTS,
  MIN_ROTATION_TRACKS,
  rotationSignal,
  YOUNG_DAYS,
} from './first-look-signals';
import { parseIsoInstant } from './iso-instant';
import { DAY_MS } from './time-series';

/** Everything one reading of a playlist shows, with what the install already knows around it. */
export interface FirstLookInput {
  /** When the contents were read (ISO 8601 UTC). */
  readonly readAt: string;
  readonly followers: number | null;
  /** The tracks read, in playlist order. */
  readonly tracks: readonly FirstLookTrack[];
  /** How many tracks the playlist holds; null when unknown. */
  readonly totalTracks: number | null;
  /** Followers of artists whose audience is known, by artist id (item key); absent or null: unknown. */
  readonly artistFollowers: ReadonlyMap<string, number | null>;
  /** The curator's other playlists the install knows; null when it knows none of them. */
  readonly curatorPlaylists: readonly CuratorPlaylist[] | null;
  /** The follower checks recorded so far and the first of them (null before any). */
  readonly checks: number;
  readonly firstCheck: string | null;
}

/** Fewer dated tracks than this, with no audience or curator to weigh, and the first look reads nothing. */
const MIN_DATED_TRACKS = 5;

/**
 * A grade from one reading of the contents, at `low` confidence, while the follower history is too
 * short (first-look-contracts.ts). Each signal (first-look-signals.ts) is flagged or strong:
 * `suspicious` on any flag; `likely_botted` only when the evidence is overwhelming, defined as at
 * least three signals flagged, at least two of them strong, and among the strong ones one that no
 * editorial rotation explains (the artists' tiny audiences, or the curator's botted playlists);
 * `clean` when the contents were readable and nothing is flagged; `insufficient_data` when they held
 * too little to read.
 */
export function firstLook(input: FirstLookInput): FirstLook {
  const figures = firstLookFigures(input.tracks, input.followers, input.artistFollowers, input.readAt);
  const signals = [
    rotationSignal(figures),
    audienceSignal(figures, input.followers),
    growthSignal(figures, input.followers),
    curatorSignal(input.curatorPlaylists),
  ].filter((signal): signal is FirstLookSignal => signal !== null);
  const verdict = verdictOf(signals, figures, input);
  const reasons =
    signals.length > 0
      ? signals.map((signal) => signal.reason)
      : verdict === 'clean'
        ? [cleanReason(figures, input.followers)]
        : [
            `Too little to read: ${plural(figures.dated_tracks, 'track')} with the date it was added, and no artist audience or curator to weigh.`,
          ];
  return {
    label: 'first look',
    verdict,
    confidence: 'low',
    reasons,
    unseen: unseenParts(figures, input),
    read_at: input.readAt,
    verdict_ready_by: followerVerdictReadyBy(input.checks, input.firstCheck, input.readAt),
    tracked: input.firstCheck !== null,
    figures,
  };
}

/** Overwhelming evidence, as `firstLook` defines it. */
export function isOverwhelming(signals: readonly FirstLookSignal[]): boolean {
  const strong = signals.filter((signal) => signal.strong);
  return (
    signals.length >= 3 &&
    strong.length >= 2 &&
    strong.some((signal) => signal.name === 'audience' || signal.name === 'curator')
  );
}

function verdictOf(
  signals: readonly FirstLookSignal[],
  figures: FirstLookFigures,
  input: FirstLookInput,
): ChartVerdict {
  if (isOverwhelming(signals)) return 'likely_botted';
  if (signals.length > 0) return 'suspicious';
  const graded = (input.curatorPlaylists ?? []).some(
    (other) => other.verdict !== null && other.verdict !== 'insufficient_data',
  );
  const readable =
    figures.dated_tracks >= MIN_DATED_TRACKS || figures.artists_known >= MIN_KNOWN_ARTISTS || graded;
  return readable ? 'clean' : 'insufficient_data';
}

/**
 * When the follower verdict will be ready: 7 checks over 7 days at one check a day, so the first
 * check plus 7 days, or later when checks are missing; counted from `nowIso` before the first check.
 */
export function followerVerdictReadyBy(checks: number, firstCheck: string | null, nowIso: string): string {
  const now = parseIsoInstant(nowIso);
  const first = firstCheck === null ? now : parseIsoInstant(firstCheck);
  const bySpan = first + MIN_ANALYSIS_DAYS * DAY_MS;
  const byChecks =
    now + Math.max(0, MIN_ANALYSIS_POINTS - Math.max(checks, firstCheck === null ? 0 : 1)) * DAY_MS;
  return new Date(Math.max(bySpan, byChecks)).toISOString();
}

function cleanReason(figures: FirstLookFigures, followers: number | null): string {
  const parts: string[] = [];
  if (figures.additions_per_week !== null && figures.median_stay_days !== null) {
    parts.push(
      `about ${plural(Math.round(figures.additions_per_week), 'track')} added a week lately and a median track on it for ${plural(Math.round(figures.median_stay_days), 'day')}`,
    );
  }
  if (figures.median_artist_followers !== null) {
    const explained = audienceExplainsSize(figures, followers) ? ', audiences that explain its own' : '';
    parts.push(
      `lead artists with a median of ${plural(figures.median_artist_followers, 'follower')} (${formatCount(figures.artists_known)} of ${formatCount(figures.artists)} known)${explained}`,
    );
  }
  const seen = parts.length > 0 ? `${parts.join('; ')}: ` : '';
  return `Contents from one reading: ${seen}nothing of paid placements or bought followers in what one reading shows.`;
}

function unseenParts(figures: FirstLookFigures, input: FirstLookInput): string[] {
  const unseen: string[] = [];
  unseen.push(
    input.checks === 0
      ? 'Follower history: no checks yet, so bursts, drips and purges of followers cannot be seen.'
      : `Follower history: only ${plural(input.checks, 'check')} so far, too few to see bursts, drips and purges.`,
  );
  unseen.push('Tracks removed before this reading, and how long they stayed: that needs a second reading.');
  if (input.totalTracks !== null && figures.tracks_read < input.totalTracks) {
    unseen.push(
      `Only ${formatCount(figures.tracks_read)} of its ${plural(input.totalTracks, 'track')} were read.`,
    );
  }
  const undated = figures.tracks_read - figures.dated_tracks;
  if (undated > 0)
    unseen.push(
      `When ${plural(undated, 'track')} ${undated === 1 ? 'was' : 'were'} added: the service does not say.`,
    );
  if (
    figures.dated_tracks >= MIN_ROTATION_TRACKS &&
    figures.oldest_stay_days !== null &&
    figures.oldest_stay_days <= YOUNG_DAYS
  ) {
    unseen.push(
      `Its age: every track was added in the last ${plural(Math.ceil(figures.oldest_stay_days), 'day')}, so a new playlist and one replaced whole look alike.`,
    );
  }
  if (figures.artists > 0 && figures.artists_known < figures.artists) {
    unseen.push(
      figures.artists_known === 0
        ? `Its artists' audiences: none of its ${plural(figures.artists, 'lead artist')} is known here yet.`
        : `Its artists' audiences: known for ${formatCount(figures.artists_known)} of its ${plural(figures.artists, 'lead artist')}.`,
    );
  }
  if (input.curatorPlaylists === null || input.curatorPlaylists.length === 0) {
    unseen.push("Its curator's other playlists: none is known here.");
  }
  return unseen;
}

import type { PlaylistAnalysis } from '@domain/tracking';
import type { AnalysisFigures } from '../../ports';
import {
  dayWithAge,
  formatCount,
  formatDate,
  formatDuration,
  joinWords,
  oneDecimal,
  plural,
  safeName,
} from './format';

const TURNOVER_WINDOW_MS = 30 * 86_400_000;

/** How many top artists are named. */
const NAMED_ARTISTS = 5;
/** A list unchanged for this many days is a one-off rather than a playlist still taking shape. */
export const SETTLED_DAYS = 30;

/** `## Curation`: how often the playlist changes, how long tracks stay, and what it is made of. */
export function curationSection(figures: AnalysisFigures): string {
  const { contents, turnover, now } = figures;
  const bullets: string[] = [];
  if (contents.all_tracks_same_day && contents.days_since_all_added !== null) {
    const days = contents.days_since_all_added;
    const when = days === 0 ? 'today' : `${plural(days, 'day')} ago`;
    const meaning =
      days >= SETTLED_DAYS
        ? 'so this is a one-off list rather than a playlist in rotation'
        : 'too recently to tell how often it changes';
    bullets.push(`**Update rhythm:** all tracks were added ${when}, ${meaning}.`);
  } else {
    const weekly = contents.weekly_track_addition_frequency;
    const monthly = contents.monthly_track_addition_frequency;
    if (weekly !== null && monthly !== null) {
      bullets.push(`**Update rhythm:** ${turnoverWords(turnover, now)} ${lifetimeRhythm(weekly, monthly)}`);
    }
    if (turnover.latestAdded !== null) {
      bullets.push(`**Latest addition:** ${dayWithAge(turnover.latestAdded, now)}`);
    }
    const longevity = longevityWords(contents, turnover.removalsWatchedSince !== null);
    if (longevity) bullets.push(`**Longevity:** ${longevity}`);
  }
  const catalogue = catalogueWords(contents);
  if (catalogue) bullets.push(`**Sound and reach:** ${catalogue}`);
  if (contents.track_diversity_percentage !== null) {
    bullets.push(`**Diversity:** ${diversityWords(contents.track_diversity_percentage)}`);
  }
  if (contents.top_artists.length > 0) {
    const named = contents.top_artists
      .slice(0, NAMED_ARTISTS)
      .map((artist) => `**${safeName(artist.name)}** (${plural(artist.count, 'track')})`);
    bullets.push(`**Top artists:** ${joinWords(named)}`);
  }
  if (
    contents.average_duration !== null &&
    contents.shortest_duration !== null &&
    contents.longest_duration !== null
  ) {
    bullets.push(
      `**Track length:** ${formatDuration(contents.average_duration)} on average, from ${formatDuration(contents.shortest_duration)} to ${formatDuration(contents.longest_duration)}`,
    );
  }
  if (bullets.length === 0) return '## Curation\n\nNo track details are available for this playlist yet.';
  return ['## Curation', '', ...bullets.map((bullet) => `- ${bullet}`)].join('\n');
}

/**
 * How long tracks stay. Before removals were seen between two checks every stay counted is one still
 * running, so it is said as how long the current tracks have stayed so far, never as a finished stay.
 */
export function longevityWords(contents: PlaylistAnalysis, removalsWatched: boolean): string | null {
  if (contents.average_longevity === null) return null;
  const days = `**${oneDecimal(contents.average_longevity)} days**`;
  const band = largestBand(contents.longevity_distribution);
  const stays = Object.values(contents.longevity_distribution).reduce((sum, value) => sum + value, 0);
  if (!removalsWatched) {
    const average = `the current tracks have stayed ${days} on average so far`;
    if (!band) return average;
    return `${average}; most of them, ${formatCount(band[1])} of ${plural(stays, 'track')}, for ${band[0]}; how long a track stays before it leaves needs removals seen between checks`;
  }
  const average = `a track stays ${days} on average, the tracks on it now counted to today`;
  if (!band) return average;
  return `${average}; the most common stay is ${band[0]} (${formatCount(band[1])} of ${plural(stays, 'stay')}, ended and still running)`;
}

/** The lifetime average of additions, said as what it is so it never reads against the 30-day count. */
export function lifetimeRhythm(weekly: number, monthly: number): string {
  return `Averaged over the whole life of the playlist, from the dates its current tracks were added, additions come to about ${oneDecimal(weekly)} a week (${oneDecimal(monthly)} a month).`;
}

function catalogueWords(contents: PlaylistAnalysis): string | null {
  const parts: string[] = [];
  if (contents.average_popularity !== null)
    parts.push(`average popularity **${oneDecimal(contents.average_popularity)}/100**`);
  if (contents.average_age !== null)
    parts.push(`tracks released **${ageWords(contents.average_age)}** ago on average`);
  if (contents.explicit_content !== null)
    parts.push(contents.explicit_content ? 'explicit tracks included' : 'no explicit tracks');
  return parts.length === 0 ? null : parts.join('; ');
}

/**
 * Arrivals and departures, each said only from the checks behind it: departures need two readings,
 * and "in the last 30 days" readings that reach back 30 days.
 */
export function turnoverWords(turnover: AnalysisFigures['turnover'], nowIso: string): string {
  const arrived = plural(turnover.addedLast30Days, 'track');
  const since = turnover.removalsWatchedSince;
  if (turnover.removedLast30Days === null || since === null) {
    return `${arrived} arrived in the last 30 days by the dates they were added; which tracks left needs a second check, the next refresh.`;
  }
  const fullWindow = Date.parse(since) <= Date.parse(nowIso) - TURNOVER_WINDOW_MS;
  return fullWindow
    ? `${arrived} arrived and ${turnover.removedLast30Days} left in the last 30 days.`
    : `${arrived} arrived in the last 30 days, and ${turnover.removedLast30Days} left since the first check on ${formatDate(since)}.`;
}

/** `8.5` → `'8.5 months'`, `122.6` → `'10.2 years'`. */
function ageWords(months: number): string {
  return months < 24 ? `${oneDecimal(months)} months` : `${oneDecimal(months / 12)} years`;
}

function diversityWords(percentage: number): string {
  const share = `${oneDecimal(percentage)}% unique artists`;
  if (percentage > 100) return `${share}: more credited artists than tracks, with hardly any repeats`;
  if (percentage >= 80) return `${share}, so nearly every track is by a different artist`;
  if (percentage >= 50) return `${share}, a mix of one-offs and returning names`;
  return `${share}: a core group of artists comes back again and again`;
}

/** The band holding the most tracks, or undefined for an empty distribution. */
export function largestBand(distribution: Readonly<Record<string, number>>): [string, number] | undefined {
  let best: [string, number] | undefined;
  for (const [band, tracks] of Object.entries(distribution))
    if (!best || tracks > best[1]) best = [band, tracks];
  return best && best[1] > 0 ? best : undefined;
}

import {
  biggestEvent,
  describeEvent,
  MIN_ANALYSIS_DAYS,
  MIN_ANALYSIS_POINTS,
  verdictAdvice,
} from '@domain/analytics';
import type { FollowerEvent } from '@domain/catalog';
import type { AnalysisFigures } from '../../ports';
import { formatDate, oneDecimal, plural } from './format';
import { largestBand, SETTLED_DAYS } from './curation-section';

const DAY_MS = 86_400_000;

/** `## What this means for a pitcher`: the advice the verdict and the curation figures support. */
export function pitcherSection(figures: AnalysisFigures): string {
  const bullets = verdictBullets(figures);
  if (figures.chart.verdict !== 'likely_botted') bullets.push(...curationAdvice(figures));
  return ['## What this means for a pitcher', '', ...bullets.map((bullet) => `- ${bullet}`)].join('\n');
}

function verdictBullets(figures: AnalysisFigures): string[] {
  const { chart, playlist } = figures;
  const biggest = biggestEvent(chart.events);
  if (chart.verdict === 'insufficient_data') {
    return [
      `**Too early to judge.** The bot check needs at least ${MIN_ANALYSIS_POINTS} checks over ${MIN_ANALYSIS_DAYS} days; with daily refreshes that should be around ${formatDate(readyOn(playlist, figures.now))}.`,
      'Until then, weigh the curation figures above and avoid committing money to a placement.',
    ];
  }
  const advice = verdictAdvice(chart.verdict, chart.confidence);
  const lead = `**${advice.lead}** ${advice.text}`;
  switch (chart.verdict) {
    case 'clean':
      return [
        lead,
        `${audienceWords(playlist.followers)} grew without unusual spikes, drops or drips in the checks so far.`,
      ];
    case 'suspicious':
      return [
        lead,
        `${chart.reasons[0] ?? `An unusual ${biggest ? describeEvent(biggest) : 'change'}.`} One event does not prove bots.`,
        'Watch the next few checks: a purge or a second spike would move this playlist to likely botted.',
      ];
    case 'likely_botted':
      return [
        lead,
        `${evidenceWords(chart.events.length, biggest)} to followers that were bought rather than earned.`,
        chart.confidence === 'high'
          ? 'If one of your tracks is already on it, ask the curator to remove it and check Spotify for Artists for streams from unexpected sources.'
          : 'If one of your tracks is already on it, check Spotify for Artists for streams from unexpected sources.',
      ];
  }
}

/** When the history should be long enough for a verdict, at one check a day. */
function readyOn(playlist: AnalysisFigures['playlist'], nowIso: string): string {
  const last = Date.parse(playlist.lastCheckedAt ?? nowIso);
  const first = playlist.firstCheckedAt ? Date.parse(playlist.firstCheckedAt) : last;
  const byChecks = last + Math.max(0, MIN_ANALYSIS_POINTS - playlist.checks) * DAY_MS;
  const byDays = first + MIN_ANALYSIS_DAYS * DAY_MS;
  return new Date(Math.max(byChecks, byDays)).toISOString();
}

/** Four tracks in 30 days is about one a week: the curator is adding now, whatever the lifetime average. */
const ACTIVE_LAST_30_DAYS = 4;

function curationAdvice({ contents, turnover }: AnalysisFigures): string[] {
  const advice: string[] = [];
  const weekly = contents.weekly_track_addition_frequency;
  const recent = turnover.addedLast30Days;
  if (contents.all_tracks_same_day) {
    if ((contents.days_since_all_added ?? 0) >= SETTLED_DAYS) {
      advice.push('The list has not changed since it was made: a new track is unlikely to get in.');
    }
  } else if (recent >= ACTIVE_LAST_30_DAYS) {
    advice.push(
      `With ${plural(recent, 'track')} added in the last 30 days the curator is actively adding: pitch a week or two before release and follow up once.`,
    );
  } else if (weekly !== null && weekly >= 1) {
    advice.push(
      `The curator has added about ${oneDecimal(weekly)} tracks a week over the playlist's life, though only ${plural(recent, 'track')} in the last 30 days: pitch a week or two before release and follow up once.`,
    );
  } else if (contents.monthly_track_addition_frequency !== null) {
    advice.push(
      `Additions are rare (about ${oneDecimal(contents.monthly_track_addition_frequency)} a month over the playlist's life, ${plural(recent, 'track')} in the last 30 days): pitch only your strongest fit.`,
    );
  }
  if (contents.average_longevity !== null && !contents.all_tracks_same_day) {
    advice.push(longevityAdvice(contents.average_longevity));
  }
  const popularity = popularityAdvice(contents);
  if (popularity) advice.push(popularity);
  if (contents.track_diversity_percentage !== null) {
    advice.push(
      contents.track_diversity_percentage >= 80
        ? 'Nearly every track is by a different artist, so the curator is open to new names.'
        : contents.track_diversity_percentage < 50
          ? 'A core group of artists dominates: a newcomer needs a clear reason to be there, such as a feature with one of them.'
          : 'The mix of returning and new artists leaves room for a newcomer who fits the sound.',
    );
  }
  return advice;
}

function longevityAdvice(days: number): string {
  const stay = plural(Math.round(days), 'day');
  if (days >= 90)
    return `Tracks stay a long time (about ${stay} on average): a placement here keeps working for months.`;
  if (days >= 30)
    return `Expect a placement to last about ${stay}: plan your own promotion inside that window.`;
  return `Tracks rotate out fast (about ${stay} on average): line up your own promotion for the first week of a placement.`;
}

function popularityAdvice(contents: AnalysisFigures['contents']): string | null {
  const average = contents.average_popularity;
  const band = largestBand(contents.popularity_distribution);
  if (average === null || !band) return null;
  const tracks = Object.values(contents.popularity_distribution).reduce((sum, value) => sum + value, 0);
  const figures = `average popularity ${oneDecimal(average)}/100, with ${band[1]} of ${tracks} tracks in the ${band[0]} band`;
  if (average < 30)
    return `The curator picks little-known tracks: ${figures}. Good news for an emerging artist.`;
  if (average < 60)
    return `The mix is mid-popularity: ${figures}. A track with some early traction fits best.`;
  return `The curator picks established tracks: ${figures}. An unknown release needs a strong story to get in.`;
}

function audienceWords(followers: number | null): string {
  if (followers === null) return 'The audience';
  const size = plural(followers, 'follower');
  if (followers < 1_000) return `Its small audience of ${size}`;
  if (followers < 10_000) return `Its modest audience of ${size}`;
  if (followers < 100_000) return `Its solid audience of ${size}`;
  return `Its large audience of ${size}`;
}

function evidenceWords(events: number, biggest: FollowerEvent | null): string {
  if (biggest === null) return 'The follower curve points';
  if (events === 1) return `The flagged event, a ${describeEvent(biggest)}, points`;
  return `The ${events} flagged events, the biggest a ${describeEvent(biggest)}, point`;
}

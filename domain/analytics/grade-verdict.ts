import { daysOfReadings } from './readings-wording';
import type { ChartVerdict, FollowerEvent, VerdictConfidence } from '../catalog/catalog-contracts';
import { formatSignedCount } from '../formatting/numbers';
import { plural } from '../formatting/plural';
import type { CurationChurn } from './curation-churn';
import { SHORT_STAY_DAYS } from './curation-churn';
import { dateRange, describeEvent } from './event-wording';
import { DAY_MS } from './time-series';

/** A follower event with what the grade also weighs. */
export interface GradedEvent extends FollowerEvent {
  /** For drips: day-to-day noise over the median daily gain (slow-drips.ts relativeNoise); else null. */
  readonly relativeNoise: number | null;
  /** For drips the slow-drip detector confirmed (slow-drips.ts): what it measured; else null. */
  readonly evenness: DripEvenness | null;
}

/** How even a drip's daily gains were, against the playlist's own noise outside the drip. */
export interface DripEvenness {
  /** Median daily gain. */
  readonly perDay: number;
  /** Spread of the daily gains around that median, as a share of it. */
  readonly variation: number;
  /** The playlist's day-to-day noise outside the drip, scaled to that rate, as a share of it. */
  readonly listenerVariation: number;
  /** The UTC weekday (0 Sunday … 6 Saturday) the gains paused on, left out of the variation. */
  readonly pausedWeekday: number | null;
}

export interface GradeInput {
  /** The follower events, in time order. */
  readonly events: readonly GradedEvent[];
  /** Days between the first and the last check. */
  readonly spanDays: number;
  readonly checks: number;
  /** Curation churn, when the playlist's memberships were given and enough were watched. */
  readonly churn: CurationChurn | null;
  /**
   * Days the chart marks as extreme that are too small to weigh (not clear of five times a typical
   * day's change, counting noise included: listeners reach that now and then); a clean verdict names
   * them rather than deny them.
   */
  readonly unusualDays?: number;
  /** How many of the checks are an account's kept readings (they are then called readings). */
  readonly imported?: number;
}

export interface Grade {
  readonly verdict: Exclude<ChartVerdict, 'insufficient_data'>;
  readonly confidence: VerdictConfidence;
  /** Why the grade is what it is: one sentence of evidence per signal pointing to it. */
  readonly reasons: string[];
  /** Facts measured that point away from the grade, listed apart so they never read as its reasons. */
  readonly against: string[];
}

/** UTC weekdays by number, as ChangeSeries.weekday counts them. */
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/**
 * An event counts when it moved at least this many followers and this share of the audience: less
 * is within what one share of the playlist brings, and below what bot sellers sell.
 */
const MATERIAL_FOLLOWERS = 50;
const MATERIAL_SHARE = 0.01;

export function isMaterial(event: FollowerEvent): boolean {
  return (
    Math.abs(event.net_change) >= MATERIAL_FOLLOWERS && Math.abs(event.share_of_audience) >= MATERIAL_SHARE
  );
}

/** Gains are damning when repeated at least twice, each at least this share of the audience. */
const REPEATED_SHARE = 0.03;
/** A drip is too even for listeners when its day-to-day noise is at most this share of its level. */
const EVEN_NOISE = 0.25;

/** A drip is slow: shorter runs of steady gains are a plateau a feature or a viral week can make. */
const SLOW_DRIP_DAYS = 10;

function isEven(event: GradedEvent): boolean {
  return (
    event.kind === 'drip' &&
    event.days >= SLOW_DRIP_DAYS &&
    event.relativeNoise !== null &&
    event.relativeNoise <= EVEN_NOISE
  );
}

/** A single event moving at least this share of the audience is suspicious with high confidence… */
const LARGE_SHARE = 0.2;
/** …and at least this share with medium confidence. */
const NOTABLE_SHARE = 0.05;
/** A clean grade is sure after this many days and checks, fairly sure after MEDIUM_DAYS. */
const HIGH_DAYS = 90;
const HIGH_CHECKS = 60;
const MEDIUM_DAYS = 30;

/**
 * The grade of a playlist from its signals, with one sentence of evidence per signal.
 * `likely_botted` needs a pattern no listener makes: a purge after bought gains, gains repeated, a
 * drip, or any follower event on a playlist whose churn matches paid placements. A single burst or a
 * purge with no gains before it is `suspicious` (a burst may be an editorial feature or a viral
 * track), as is paid-placement churn alone. Nothing of that is `clean`. More signals never make a
 * grade cleaner.
 */
export function gradeVerdict({
  events: all,
  spanDays,
  checks,
  churn,
  unusualDays = 0,
  imported = 0,
}: GradeInput): Grade {
  const events = all.filter(isMaterial);
  const gains = events.filter((event) => event.kind !== 'purge');
  const purges = events.filter((event) => event.kind === 'purge');
  const reasons: string[] = [];
  const against: string[] = [];
  let damning = 0;

  const repeated = gains.filter((gain) => gain.share_of_audience >= REPEATED_SHARE);
  if (gains.length === 1 || repeated.length < 2) {
    const gain = gains.reduce<GradedEvent | null>(
      (largest, event) => (largest === null || event.net_change > largest.net_change ? event : largest),
      null,
    );
    if (gain === null) {
      // No gain: purges and churn speak below.
    } else if (gain.kind === 'drip' && gain.evenness !== null) {
      // A lone drip is suspicious, not damning: an editorial placement can also bring a steady rate.
      const { perDay, variation, listenerVariation, pausedWeekday } = gain.evenness;
      const pause =
        pausedWeekday === null
          ? ''
          : `, leaving out ${WEEKDAY_NAMES[pausedWeekday]}s (UTC), when most of the rise was missing week after week`;
      reasons.push(
        `A ${describeEvent(gain)}: followers rose by a near-constant ${formatSignedCount(Math.round(perDay))} a day for ${plural(gain.days, 'day')} (daily gains varied by ${percent(variation)} around it${pause}; the playlist's own day-to-day noise outside those days, scaled to that rate, is ${percent(listenerVariation)}).`,
      );
    } else if (isEven(gain)) {
      reasons.push(
        `A ${describeEvent(gain)}: about ${plural(Math.round(gain.net_change / Math.max(gain.days, 1)), 'follower')} a day, too even for listeners.`,
      );
    } else {
      const others = gains.length - 1;
      const purged = purges.some((purge) => Date.parse(purge.start) > Date.parse(gain.end));
      const cause = purged
        ? ''
        : gain.kind === 'drip'
          ? ', a sustained rise compatible with a viral track'
          : ', compatible with an editorial feature or a viral track';
      reasons.push(
        `A ${describeEvent(gain)}${cause}${others > 0 ? ` (and ${plural(others, 'smaller gain')})` : ''}.`,
      );
    }
  } else {
    damning += 1;
    reasons.push(
      `${repeated.length} separate gains of ${REPEATED_SHARE * 100}% of the audience or more (${repeated.map(describeEvent).join('; ')}): listeners rarely arrive in repeated bursts.`,
    );
  }
  for (const purge of purges) {
    const before = [...gains].reverse().find((gain) => Date.parse(gain.end) < Date.parse(purge.start));
    if (before) {
      damning += 1;
      const days = Math.round((Date.parse(purge.start) - Date.parse(before.end)) / DAY_MS);
      reasons.push(
        `A ${describeEvent(purge)} ${plural(days, 'day')} after the ${before.kind} of ${dateRange(before.start, before.end)}: bought followers being removed.`,
      );
    } else {
      reasons.push(
        `A ${describeEvent(purge)} with no gain seen before it: the service removing fake accounts, or a mass unfollow.`,
      );
    }
  }
  if (events.length === 0) {
    const minor = all.length;
    reasons.push(
      minor === 0
        ? `No follower anomalies in ${daysOfReadings(spanDays, imported)}.`
        : `No follower anomalies in ${daysOfReadings(spanDays, imported)} beyond ${plural(minor, 'minor change')} (under ${MATERIAL_FOLLOWERS} followers or ${MATERIAL_SHARE * 100}% of the audience).`,
    );
  }
  if (unusualDays > 0) reasons.push(unusualDaysSentence(unusualDays));
  const flagged = events.length > 0 || churn?.payForPlacement === true;
  if (churn) {
    const stay = Math.round(churn.medianStayDays * 10) / 10;
    const figures = `about ${plural(Math.round(churn.addedPerWeek), 'track')} added a week while tracked, to a ${churn.size}-track playlist, a median stay of ${stay} ${stay === 1 ? 'day' : 'days'}, ${Math.round(churn.shortStayShare * 100)}% gone within ${SHORT_STAY_DAYS} days`;
    if (churn.payForPlacement) reasons.push(`Curation churn: ${figures}: the pattern of paid placements.`);
    // Curation unlike paid placements speaks for a flagged playlist, not against it: said apart.
    else if (flagged) against.push(`Curation churn: ${figures}: not the pattern of paid placements.`);
    else reasons.push(`Curation churn: ${figures}.`);
    if (churn.payForPlacement && events.length > 0) damning += 1;
  }

  if (damning > 0) {
    return {
      verdict: 'likely_botted',
      confidence: damning >= 2 || events.length >= 3 ? 'high' : 'medium',
      reasons,
      against,
    };
  }
  if (flagged) {
    const largest = Math.max(0, ...events.map((event) => Math.abs(event.share_of_audience)));
    const confidence: VerdictConfidence =
      largest >= LARGE_SHARE ? 'high' : largest >= NOTABLE_SHARE || events.length === 0 ? 'medium' : 'low';
    return { verdict: 'suspicious', confidence, reasons, against };
  }
  const confidence: VerdictConfidence =
    spanDays >= HIGH_DAYS && checks >= HIGH_CHECKS ? 'high' : spanDays >= MEDIUM_DAYS ? 'medium' : 'low';
  return { verdict: 'clean', confidence, reasons, against };
}

function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** The extreme days the chart marks but the grade does not weigh, said as what they are. */
export function unusualDaysSentence(days: number): string {
  return `${days === 1 ? 'One day' : `${days} days`} marked on the chart moved more than usual, but not clearly beyond five times a typical day's change: listeners do that now and then.`;
}

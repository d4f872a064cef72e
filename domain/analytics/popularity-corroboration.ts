import type { FollowerEvent, VerdictConfidence } from '../catalog/catalog-contracts';
import { plural } from '../formatting/plural';
import type { CurationChurn } from './curation-churn';
import { dateRange } from './event-wording';
import { type Grade, isMaterial } from './grade-verdict';
import { type PlaylistTrackPopularity, type PopularityRise, popularityRises } from './popularity-rises';

/** The sentence names at most this many tracks, largest rises first. */
const NAMED_TRACKS = 3;

/**
 * Weighs tracks' popularity toward organic growth, after grading. Each material gain (the grade's
 * own threshold) during which tracked tracks rose gets one sentence of evidence, and then:
 * - every material gain corroborated, no purge and no paid-placement churn: `likely_botted` becomes
 *   `suspicious` (the pattern is explained by listeners) and the confidence drops one step;
 * - otherwise, when at least one gain is corroborated, the verdict stays and the confidence drops a step.
 * It never makes a grade worse and never makes one `clean`: a purge or a paid-placement pattern stays
 * flagged. No tracks, or no rise, and the grade is returned unchanged.
 */
export function corroborateGrade(
  grade: Grade,
  events: readonly FollowerEvent[],
  churn: CurationChurn | null,
  trackPopularity: PlaylistTrackPopularity | null,
): Grade {
  if (trackPopularity === null || grade.verdict === 'clean') return grade;
  const materialGains = events.filter((event) => event.kind !== 'purge' && isMaterial(event));
  if (materialGains.length === 0) return grade;
  const rises = popularityRises(materialGains, trackPopularity);
  if (rises.size === 0) return grade;
  const reasons = [...rises].map(([index, found]) => riseSentence(materialGains[index]!, found));
  const explained =
    rises.size === materialGains.length &&
    !events.some((event) => event.kind === 'purge') &&
    churn?.payForPlacement !== true;
  return {
    verdict: explained && grade.verdict === 'likely_botted' ? 'suspicious' : grade.verdict,
    confidence: LOWER[grade.confidence],
    reasons: [...grade.reasons, ...reasons],
  };
}

const LOWER: Record<VerdictConfidence, VerdictConfidence> = { high: 'medium', medium: 'low', low: 'low' };

function riseSentence(event: FollowerEvent, rises: readonly PopularityRise[]): string {
  const named = rises.slice(0, NAMED_TRACKS).map((rise) => `${rise.name} +${plural(rise.points, 'point')}`);
  const more = rises.length > NAMED_TRACKS ? ` and ${rises.length - NAMED_TRACKS} more` : '';
  return `On ${dateRange(event.start, event.end)} ${plural(rises.length, 'tracked track')} on the playlist rose in popularity (${named.join(', ')}${more}), as real listeners would: the ${event.kind} looks organic.`;
}

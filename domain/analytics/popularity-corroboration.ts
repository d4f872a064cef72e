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
 * own threshold) during which tracked tracks rose gets one sentence, listed under `against` (it points
 * away from bots), and the reasons gain one sentence saying why the grade still stands:
 * - every material gain corroborated, no purge and no paid-placement churn: `likely_botted` becomes
 *   `suspicious` (the pattern is explained by listeners) and the confidence drops one step;
 * - otherwise, when at least one gain is corroborated, the verdict stays and the confidence drops a step.
 * It never makes a grade worse and never makes one `clean`: bot streams raise popularity too, so a rise
 * explains a gain without clearing it, and a purge or a paid-placement pattern stays flagged. No
 * tracks, or no rise, and the grade is returned unchanged.
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
  const organic = [...rises].map(([index, found]) => riseSentence(materialGains[index]!, found));
  const purged = events.some((event) => event.kind === 'purge');
  const paid = churn?.payForPlacement === true;
  const explained = rises.size === materialGains.length && !purged && !paid;
  const verdict = explained && grade.verdict === 'likely_botted' ? 'suspicious' : grade.verdict;
  const standing = whyItStands(verdict, {
    downgraded: verdict !== grade.verdict,
    unexplained: materialGains.length - rises.size,
    gains: materialGains.length,
    purged,
    paid,
  });
  return {
    verdict,
    confidence: LOWER[grade.confidence],
    reasons: [...grade.reasons, standing],
    against: [...grade.against, ...organic],
  };
}

/** What the popularity rises leave standing, in one sentence naming the grade. */
function whyItStands(
  verdict: Grade['verdict'],
  facts: { downgraded: boolean; unexplained: number; gains: number; purged: boolean; paid: boolean },
): string {
  const unexplained =
    facts.unexplained > 0
      ? `${facts.unexplained} of ${plural(facts.gains, 'gain')} came with no rise in the tracked tracks' popularity`
      : null;
  const left = [
    unexplained,
    facts.purged ? 'followers were purged, which listeners do not explain' : null,
    facts.paid ? 'its curation churn matches paid placements' : null,
  ].filter((part): part is string => part !== null);
  const grade = verdict === 'likely_botted' ? 'likely botted' : 'suspicious';
  if (left.length > 0) return `Still ${grade} despite the popularity rises: ${joinAnd(left)}.`;
  const opening = facts.downgraded ? 'Suspicious rather than likely botted' : 'Still suspicious';
  const each = facts.gains === 1 ? 'the gain' : 'every gain';
  return `${opening}, and not clean: the tracked tracks' popularity rose with ${each}, as real listeners' streams would, but streams from bots raise popularity too; a purge in the next checks would point back to bought followers.`;
}

function joinAnd(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

const LOWER: Record<VerdictConfidence, VerdictConfidence> = { high: 'medium', medium: 'low', low: 'low' };

function riseSentence(event: FollowerEvent, rises: readonly PopularityRise[]): string {
  const named = rises.slice(0, NAMED_TRACKS).map((rise) => `${rise.name} +${plural(rise.points, 'point')}`);
  const more = rises.length > NAMED_TRACKS ? ` and ${rises.length - NAMED_TRACKS} more` : '';
  return `On ${dateRange(event.start, event.end)} ${plural(rises.length, 'tracked track')} on the playlist rose in popularity (${named.join(', ')}${more}), as real listeners would: the ${event.kind} looks organic.`;
}

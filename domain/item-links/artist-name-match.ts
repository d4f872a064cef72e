/**
 * Rules for linking an artist across services (docs/integrations.md#items-linked-across-services):
 * names compared after normalisation, and a link accepted only when most looked-up tracks agree.
 */

const LEADING_THE = /^the\s+/;
const TRAILING_THE = /,\s*the$/;

/**
 * An artist name as compared across services: case, accents, a leading (or trailing ", The")
 * "the", "&" versus "and", punctuation and spacing do not count.
 */
export function normalizeArtistName(name: string): string {
  const folded = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .trim()
    .replace(TRAILING_THE, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(LEADING_THE, '');
  return folded.replace(/\s+/g, ' ').trim();
}

/** True when two names name the same artist once normalised (and are not both empty). */
export function sameArtistName(a: string, b: string): boolean {
  const left = normalizeArtistName(a);
  return left !== '' && left === normalizeArtistName(b);
}

/** What one looked-up track found on the other service: its main artist, or null (no twin). */
export interface ArtistVote {
  readonly id: string;
  readonly name: string;
}

/**
 * The artist more than half of the looked-up tracks agree on (a track without a twin counts against
 * every candidate); null when none has a majority or nothing was looked up.
 */
export function majorityArtist(votes: ReadonlyArray<ArtistVote | null>): ArtistVote | null {
  const counts = new Map<string, { vote: ArtistVote; count: number }>();
  for (const vote of votes) {
    if (vote === null) continue;
    const entry = counts.get(vote.id);
    if (entry) entry.count++;
    else counts.set(vote.id, { vote, count: 1 });
  }
  for (const { vote, count } of counts.values()) if (count * 2 > votes.length) return vote;
  return null;
}

/** The other service's artist to link `artistName` to: a majority of votes, with a matching name. */
export function artistLinkFromVotes(
  artistName: string,
  votes: ReadonlyArray<ArtistVote | null>,
): ArtistVote | null {
  const winner = majorityArtist(votes);
  return winner && sameArtistName(artistName, winner.name) ? winner : null;
}

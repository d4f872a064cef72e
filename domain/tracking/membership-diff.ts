import type { PlaylistMember } from './tracked-item';

export interface MembershipChanges {
  /** Tracks now on the playlist with no open stay (one entry per track id). */
  readonly added: readonly PlaylistMember[];
  /** Track ids with an open stay that are no longer on the playlist. */
  readonly removed: readonly string[];
}

/**
 * Compares the tracks with an open stay on a playlist with its current contents. A track listed
 * twice counts once, with its earliest `addedAt`.
 */
export function diffMembership(
  open: ReadonlySet<string>,
  current: readonly PlaylistMember[],
): MembershipChanges {
  const present = new Map<string, PlaylistMember>();
  for (const member of current) {
    const seen = present.get(member.trackId);
    if (!seen || isEarlier(member.addedAt, seen.addedAt)) present.set(member.trackId, member);
  }
  const added = [...present.values()].filter((member) => !open.has(member.trackId));
  const removed = [...open].filter((trackId) => !present.has(trackId));
  return { added, removed };
}

function isEarlier(candidate: string | null, current: string | null): boolean {
  if (candidate === null) return false;
  return current === null || Date.parse(candidate) < Date.parse(current);
}

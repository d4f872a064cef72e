import type { TrackedKind } from '@domain/tracking';
import { type HistoryCache, USER_ANSWERS_PREFIX, userAnswersId } from '@server/tracking/ports';

/** Remembers answers until invalidated (no expiry), and counts what the use cases asked of it. */
export class FakeHistoryCache implements HistoryCache {
  readonly entries = new Map<string, string>();
  invalidations = 0;
  /** The users whose own answers were dropped, in order. */
  readonly userInvalidations: number[] = [];
  /** The items (`kind:spotifyId`) whose answers, and every user's, were dropped, in order. */
  readonly itemInvalidations: string[] = [];

  async json(kind: TrackedKind, spotifyId: string, answer: string, load: () => Promise<unknown>) {
    const key = `${kind}:${spotifyId}:${answer}`;
    const json = this.entries.get(key) ?? JSON.stringify(await load());
    this.entries.set(key, json);
    return json;
  }

  invalidate(): void {
    this.invalidations++;
    this.entries.clear();
  }

  invalidateUser(userId: number, kind: TrackedKind): void {
    this.userInvalidations.push(userId);
    this.forget((entryKind, owner) => entryKind === kind && owner === userAnswersId(userId));
  }

  invalidateItem(kind: TrackedKind, spotifyId: string): void {
    this.itemInvalidations.push(`${kind}:${spotifyId}`);
    this.forget(
      (entryKind, owner) =>
        entryKind === kind && (owner === spotifyId || owner.startsWith(USER_ANSWERS_PREFIX)),
    );
  }

  private forget(dropped: (kind: string, owner: string) => boolean): void {
    for (const key of this.entries.keys()) {
      const [kind, ...rest] = key.split(':');
      if (dropped(kind!, rest.slice(0, -1).join(':'))) this.entries.delete(key);
    }
  }
}

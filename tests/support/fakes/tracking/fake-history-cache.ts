import type { TrackedKind } from '@domain/tracking';
import { type HistoryCache, userAnswersId } from '@server/tracking/ports';

/** Remembers answers until invalidated (no expiry), and counts what the use cases asked of it. */
export class FakeHistoryCache implements HistoryCache {
  readonly entries = new Map<string, string>();
  invalidations = 0;
  /** The users whose own answers were dropped, in order. */
  readonly userInvalidations: number[] = [];

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

  invalidateUser(userId: number): void {
    this.userInvalidations.push(userId);
    for (const key of this.entries.keys())
      if (key.split(':').slice(1, -1).join(':') === userAnswersId(userId)) this.entries.delete(key);
  }
}

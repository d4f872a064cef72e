import type { TrackedCounts } from '@server/accounts/ports';

/** Tracked counts for use-case tests: `set` records what tracking would answer. */
export class FakeTrackedCounts implements TrackedCounts {
  private readonly counts = new Map<number, number>();

  set(userId: number, count: number): this {
    this.counts.set(userId, count);
    return this;
  }

  async trackedCounts(userIds: readonly number[]): Promise<ReadonlyMap<number, number>> {
    return new Map([...this.counts].filter(([userId]) => userIds.includes(userId)));
  }
}

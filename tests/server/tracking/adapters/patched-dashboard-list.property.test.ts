import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TrackedKind } from '@domain/tracking';
import { MemoryHistoryCache, userAnswersId } from '@server/tracking/adapters/memory-history-cache';
import { DASHBOARD_LIST_ANSWER } from '@server/tracking/adapters/dashboard-list-patch';
import type { ItemSummary } from '@server/tracking/ports';

const USER = 1;
const KIND: TrackedKind = 'track';

function summary(id: number, trackedAtMinute: number): ItemSummary {
  return {
    id,
    spotifyId: `item${id}`,
    name: `Item ${id}`,
    extra: {},
    trackedAt: new Date(Date.UTC(2026, 0, 1, 0, trackedAtMinute)),
    checkedAt: null,
    followers: id * 10,
    popularity: null,
    trackCount: null,
    followersChange: null,
    popularityChange: null,
    followers7d: null,
    followers30d: null,
    popularity7d: null,
    popularity30d: null,
    sparkline: [id],
    verdict: null,
    confidence: null,
  };
}

/** The stored tracking, and the list a read rebuilds from it (oldest tracking first, then by id). */
class Tracking {
  readonly rows = new Map<number, ItemSummary>();
  reads = 0;
  rebuilt(): ItemSummary[] {
    this.reads++;
    return this.expected();
  }
  expected(): ItemSummary[] {
    return [...this.rows.values()].sort(
      (a, b) => a.trackedAt.getTime() - b.trackedAt.getTime() || a.id - b.id,
    );
  }
}

type Step =
  | { readonly op: 'start'; readonly id: number; readonly minute: number }
  | { readonly op: 'stop'; readonly id: number }
  | { readonly op: 'read' };

const steps = fc.array(
  fc.oneof(
    fc.record({ op: fc.constant('start' as const), id: fc.integer({ min: 1, max: 12 }), minute: fc.nat(30) }),
    fc.record({ op: fc.constant('stop' as const), id: fc.integer({ min: 1, max: 12 }) }),
    fc.constant({ op: 'read' as const }),
  ),
  { maxLength: 40 },
);

describe('a cached dashboard list patched on start and stop', () => {
  it('answers what a list rebuilt from the stored tracking answers, after any starts and stops', async () => {
    await fc.assert(
      fc.asyncProperty(steps, async (script: Step[]) => {
        const tracking = new Tracking();
        const cache = new MemoryHistoryCache(60_000);
        const list = () =>
          cache.value(KIND, userAnswersId(USER), DASHBOARD_LIST_ANSWER, async () => tracking.rebuilt());
        for (const step of script) {
          if (step.op === 'start' && !tracking.rows.has(step.id)) {
            const row = summary(step.id, step.minute);
            tracking.rows.set(step.id, row);
            cache.report({ changed: 'tracked', userId: USER, kind: KIND, summary: row });
          } else if (step.op === 'stop' && tracking.rows.delete(step.id)) {
            cache.report({ changed: 'untracked', userId: USER, kind: KIND, spotifyId: `item${step.id}` });
          } else if (step.op === 'read') {
            expect(await list()).toEqual(tracking.expected());
          }
        }
        expect(await list()).toEqual(tracking.expected());
        // Patches stood in for reads: one read at most, however many starts and stops.
        expect(tracking.reads).toBeLessThanOrEqual(1);
      }),
      { numRuns: 200 },
    );
  });

  it('reads the list once, then keeps it through starts and stops; drops it when it cannot patch', async () => {
    const tracking = new Tracking();
    const cache = new MemoryHistoryCache(60_000);
    const list = () =>
      cache.value(KIND, userAnswersId(USER), DASHBOARD_LIST_ANSWER, async () => tracking.rebuilt());
    tracking.rows.set(1, summary(1, 5));
    await list();
    const second = summary(2, 1);
    tracking.rows.set(2, second);
    cache.report({ changed: 'tracked', userId: USER, kind: KIND, summary: second });
    tracking.rows.delete(1);
    cache.report({ changed: 'untracked', userId: USER, kind: KIND, spotifyId: 'item1' });
    expect(await list()).toEqual([second]);
    expect(tracking.reads).toBe(1);

    // A stop of an item the cached list lacks: not the list the write changed, so it is read again.
    cache.report({ changed: 'untracked', userId: USER, kind: KIND, spotifyId: 'item9' });
    await list();
    expect(tracking.reads).toBe(2);
    // Another user's or kind's change leaves it alone.
    cache.report({ changed: 'tracked', userId: 2, kind: KIND, summary: summary(3, 0) });
    cache.report({ changed: 'untracked', userId: USER, kind: 'artist', spotifyId: 'item2' });
    await list();
    expect(tracking.reads).toBe(2);
  });

  it('drops a list being read when the write lands, so the read that raced it is not kept', async () => {
    const tracking = new Tracking();
    const cache = new MemoryHistoryCache(60_000);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = cache.value(KIND, userAnswersId(USER), DASHBOARD_LIST_ANSWER, async () => {
      const before = tracking.rebuilt();
      await gate;
      return before;
    });
    const row = summary(1, 0);
    tracking.rows.set(1, row);
    cache.report({ changed: 'tracked', userId: USER, kind: KIND, summary: row });
    release();
    expect(await slow).toEqual([]);
    expect(
      await cache.value(KIND, userAnswersId(USER), DASHBOARD_LIST_ANSWER, async () => tracking.rebuilt()),
    ).toEqual([row]);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackedKind } from '@domain/tracking';
import type { Logger } from '@server/platform/logger';
import { OpenedBuffer } from '@server/tracking/opened-buffer';
import type { TimedOpen } from '@server/tracking/ports';

const item = (spotifyId: string, kind: TrackedKind = 'playlist') => ({
  kind,
  spotifyId,
  name: spotifyId,
  extra: {},
});
const at = (minute: number) => new Date(Date.UTC(2026, 10, 29, 9, minute));

function recordingStore() {
  const batches: Array<Array<[string, string]>> = [];
  const state = { paused: false, failing: false };
  const watched = {
    paused: async () => state.paused,
    recordOpens: async (opens: readonly TimedOpen[], maxItems: number) => {
      expect(maxItems).toBe(50);
      if (state.failing) throw new Error('database unreachable');
      batches.push(opens.map((open) => [open.item.spotifyId, open.at.toISOString().slice(11, 16)]));
    },
  };
  const errors: string[] = [];
  const logger = { error: (message: string) => errors.push(message) } as unknown as Logger;
  return { watched, batches, state, errors, logger };
}

describe('OpenedBuffer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes the opens of a few seconds in one batch, a later open of an item replacing its earlier one', async () => {
    const store = recordingStore();
    const buffer = new OpenedBuffer({ ...store, maxItems: 50, flushMs: 2_000 });
    buffer.hold(item('a'), at(1));
    buffer.hold(item('b'), at(2));
    buffer.hold(item('a'), at(3));
    buffer.hold(item('a', 'artist'), at(4));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(store.batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.batches).toEqual([
      [
        ['b', '09:02'],
        ['a', '09:03'],
        ['a', '09:04'],
      ],
    ]);
    buffer.hold(item('c'), at(5));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(store.batches).toHaveLength(2);
  });

  it('writes what it holds when flushed (at shutdown), and nothing when it holds nothing', async () => {
    const store = recordingStore();
    const buffer = new OpenedBuffer({ ...store, maxItems: 50 });
    await buffer.flush();
    buffer.hold(item('a'), at(1));
    await buffer.flush();
    expect(store.batches).toEqual([[['a', '09:01']]]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(store.batches).toHaveLength(1);
  });

  it('writes at once when it holds 500 opens', async () => {
    const store = recordingStore();
    const buffer = new OpenedBuffer({ ...store, maxItems: 50 });
    for (let index = 0; index < 500; index++) buffer.hold(item(`p${index}`), at(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.batches.map((batch) => batch.length)).toEqual([500]);
  });

  it('drops the batch while watching is paused, and logs a refused one', async () => {
    const store = recordingStore();
    const buffer = new OpenedBuffer({ ...store, maxItems: 50 });
    store.state.paused = true;
    buffer.hold(item('a'), at(1));
    await buffer.flush();
    store.state.paused = false;
    store.state.failing = true;
    buffer.hold(item('b'), at(2));
    await buffer.flush();
    store.state.failing = false;
    buffer.hold(item('c'), at(3));
    await buffer.flush();
    expect(store.batches).toEqual([[['c', '09:03']]]);
    expect(store.errors).toEqual(['Watching 1 opened items failed: Error: database unreachable']);
  });
});

import { expect, it } from 'vitest';
import { spotifyId } from '../../../../support/fakes/tracking/scripted-music';
import { at, reading, type StoreHarness } from './store-harness';

/** What every `RefreshCycles` adapter does. */
export function refreshCyclesContract(stores: () => StoreHarness): void {
  it('keeps at most one cycle open and remembers when the last one started', async () => {
    const { cycles } = stores();
    expect(await cycles.lastStart()).toBeNull();
    expect(await cycles.hasUnfinished()).toBe(false);

    const first = await cycles.open(at(1));
    expect(await cycles.open(at(2))).toEqual(first);
    expect(first.startedAt).toEqual(at(1));
    expect(await cycles.hasUnfinished()).toBe(true);
    expect(await cycles.find(first.id)).toEqual({
      id: first.id,
      startedAt: at(1),
      finishedAt: null,
      items: 0,
      snapshots: 0,
      failures: 0,
    });

    await cycles.finish(first.id, at(1, 7));
    const second = await cycles.open(at(2));
    expect(second.id).not.toBe(first.id);
    expect(await cycles.lastStart()).toEqual(at(2));
    expect(await cycles.find(999)).toBeNull();
  });

  it('lists the items still due: tracked, older than the cycle, not read and not given up on', async () => {
    const { cycles, items, snapshots } = stores();
    const owner = await stores().addUser('owner@example.com');
    const ids = ['read', 'failing', 'given-up', 'untracked', 'later', 'due'].map(spotifyId);
    const itemIds: number[] = [];
    for (const [index, id] of ids.entries()) {
      const itemId = await items.upsert(
        reading('artist', id, { name: `n${index}` }),
        id === ids[4] ? at(3) : at(1),
      );
      if (id !== ids[3]) await items.addTracker(owner, itemId, at(1));
      itemIds.push(itemId);
    }
    const cycle = await cycles.open(at(2));
    await snapshots.write(cycle.id, [
      { itemId: itemIds[0]!, checkedAt: at(2), reading: reading('artist', ids[0]!) },
    ]);
    const failure = { cycleId: cycle.id, error: 'unavailable: down', now: at(2) };
    expect(await cycles.recordFailure({ ...failure, itemId: itemIds[1]!, final: false })).toBe(1);
    expect(await cycles.recordFailure({ ...failure, itemId: itemIds[2]!, final: false })).toBe(1);
    expect(await cycles.recordFailure({ ...failure, itemId: itemIds[2]!, final: true })).toBe(2);

    expect(await cycles.due(cycle)).toEqual([
      { id: itemIds[1], kind: 'artist', spotify_id: ids[1], name: 'n1', extra: {} },
      { id: itemIds[5], kind: 'artist', spotify_id: ids[5], name: 'n5', extra: {} },
    ]);
  });

  it('closes a cycle once with its counts, and lets one caller claim its notifications', async () => {
    const { cycles, items, snapshots } = stores();
    const owner = await stores().addUser('owner@example.com');
    const [a, b] = ['a', 'b'].map(spotifyId) as [string, string];
    const first = await items.upsert(reading('artist', a), at(1));
    const second = await items.upsert(reading('artist', b), at(1));
    await items.addTracker(owner, first, at(1));
    await items.addTracker(owner, second, at(1));
    const cycle = await cycles.open(at(2));
    await snapshots.write(cycle.id, [{ itemId: first, checkedAt: at(2), reading: reading('artist', a) }]);
    await cycles.recordFailure({ cycleId: cycle.id, itemId: second, error: 'x', final: true, now: at(2) });

    expect(await cycles.claimNotifications(cycle.id, at(2))).toBe(false);
    expect(await cycles.finish(cycle.id, at(2, 8))).toEqual({ items: 2, snapshots: 1, failures: 1 });
    expect(await cycles.finish(cycle.id, at(2, 9))).toBeNull();
    expect(await cycles.find(cycle.id)).toMatchObject({
      finishedAt: at(2, 8),
      items: 2,
      snapshots: 1,
      failures: 1,
    });
    expect(await cycles.unnotified()).toEqual([cycle.id]);
    expect(await cycles.claimNotifications(cycle.id, at(2, 9))).toBe(true);
    expect(await cycles.claimNotifications(cycle.id, at(2, 9))).toBe(false);
    expect(await cycles.unnotified()).toEqual([]);
  });
}

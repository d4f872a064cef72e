import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { KyselyItemSummaries } from '@server/tracking/adapters/kysely-item-summaries';
import { KyselySnapshots } from '@server/tracking/adapters/kysely-snapshots';
import { KyselyTrackedItems } from '@server/tracking/adapters/kysely-tracked-items';
import { KyselyTrackingStarts } from '@server/tracking/adapters/kysely-tracking-starts';
import { KyselyWatchedItems } from '@server/tracking/adapters/kysely-watched-items';
import type { TrackingChange, TrackingChanges } from '@server/tracking/ports';
import { spotifyId } from '../../../support/fakes/tracking/scripted-music';
import { insertUser, openTrackingDatabase, type TrackingDatabase } from '../support/tracking-database';
import { at, reading } from './contracts/store-harness';

describe('what the write adapters report to the read cache', () => {
  let store: TrackingDatabase;
  let reported: TrackingChange[];
  const listener: TrackingChanges = { report: (change) => reported.push(change) };

  beforeAll(async () => {
    store = await openTrackingDatabase('pglite');
  });
  afterAll(async () => store.close());
  beforeEach(async () => {
    await store.reset();
    reported = [];
  });

  it("reports one item's snapshot as that item's change, a batch's as everything, and nothing for none", async () => {
    const items = new KyselyTrackedItems(store.db);
    const snapshots = new KyselySnapshots(store.db, listener);
    const artist = reading('artist', spotifyId('artist'));
    const track = reading('track', spotifyId('track'));
    const artistId = await items.upsert(artist, at(1));
    const trackId = await items.upsert(track, at(1));

    await snapshots.write(null, [{ itemId: artistId, checkedAt: at(1), reading: artist }]);
    expect(reported).toEqual([{ changed: 'item', kind: 'artist', spotifyId: artist.spotifyId }]);

    const cycle = await store.db
      .insertInto('refresh_cycles')
      .values({ started_at: at(2) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const batch = [
      { itemId: artistId, checkedAt: at(2), reading: artist },
      { itemId: trackId, checkedAt: at(2), reading: track },
    ];
    await snapshots.write(cycle.id, batch);
    expect(reported.at(-1)).toEqual({ changed: 'everything' });
    // A rerun of the cycle writes nothing again, and changes nothing.
    await snapshots.write(cycle.id, batch);
    expect(reported).toHaveLength(2);
  });

  it("reports opened items as watched, and opened playlists seen for the first time as their owners' change", async () => {
    const watched = new KyselyWatchedItems(store.db, listener);
    const playlist = (id: string, ownerId: string) => ({
      item: { kind: 'playlist' as const, spotifyId: id, name: id, extra: { owner_id: ownerId } },
      at: at(1),
    });
    const [first, second, third] = [spotifyId('first'), spotifyId('second'), spotifyId('third')];
    const artist = {
      item: { kind: 'artist' as const, spotifyId: spotifyId('artist'), name: 'a', extra: {} },
      at: at(1),
    };
    const watchedOf = (...opens: { item: { kind: string; spotifyId: string } }[]) => ({
      changed: 'watched',
      items: opens.map(({ item }) => ({ kind: item.kind, spotifyId: item.spotifyId })),
    });
    await watched.recordOpens([playlist(first, 'owner-a'), playlist(second, 'owner-a'), artist], 10);
    expect(reported).toEqual([
      watchedOf(playlist(first, 'owner-a'), playlist(second, 'owner-a'), artist),
      { changed: 'new-playlists', ownerIds: ['owner-a'] },
    ]);
    await watched.recordOpens([playlist(first, 'owner-a'), artist], 10);
    expect(reported.slice(2)).toEqual([watchedOf(playlist(first, 'owner-a'), artist)]);
    await watched.recordOpens([playlist(third, 'owner-b')], 10);
    expect(reported.at(-1)).toEqual({ changed: 'new-playlists', ownerIds: ['owner-b'] });
  });

  it('reports the items a full watch list drops as no longer watched', async () => {
    const watched = new KyselyWatchedItems(store.db, listener);
    const open = (name: string, hour: number) => ({
      item: { kind: 'artist' as const, spotifyId: spotifyId(name), name, extra: {} },
      at: new Date(at(1).getTime() + hour * 3_600_000),
    });
    await watched.recordOpens([open('older', 0), open('newer', 1)], 2);
    reported = [];
    await watched.recordOpens([open('newest', 2)], 2);
    expect(reported).toEqual([
      {
        changed: 'watched',
        items: [
          { kind: 'artist', spotifyId: spotifyId('newest') },
          { kind: 'artist', spotifyId: spotifyId('older') },
        ],
      },
    ]);
  });

  it("reports an artist's first tracker as their list's gain alone, a shared or playlist snapshot as the item's change", async () => {
    const starts = new KyselyTrackingStarts(store.db, listener);
    const [first, second, third] = [
      await insertUser(store.db, 'first@example.com'),
      await insertUser(store.db, 'second@example.com'),
      await insertUser(store.db, 'third@example.com'),
    ];
    const artist = reading('artist', spotifyId('artist'), { followers: 120 });
    const hour = 3_600_000;
    const startAt = (userId: number, item: typeof artist, hours: number) =>
      starts.start(
        userId,
        item,
        new Date(at(1).getTime() + hours * hour),
        new Date(at(1).getTime() + (hours - 1) * hour),
      );

    expect(await startAt(first, artist, 0)).toMatchObject({ started: true, snapshotTaken: true });
    expect(reported).toEqual([
      {
        changed: 'first-tracker',
        userId: first,
        kind: 'artist',
        summary: expect.objectContaining({ spotifyId: artist.spotifyId, followers: 120, trackedAt: at(1) }),
      },
    ]);
    // Within the hour the snapshot is fresh: only the tracker is added.
    expect(await startAt(second, artist, 0.5)).toMatchObject({ started: true, snapshotTaken: false });
    expect(reported.at(-1)).toMatchObject({ changed: 'tracked', userId: second });
    // Later, others track it: their lists show the new reading too.
    expect(await startAt(third, artist, 3)).toMatchObject({ started: true, snapshotTaken: true });
    expect(reported.at(-1)).toEqual({ changed: 'item', kind: 'artist', spotifyId: artist.spotifyId });
    const playlist = reading('playlist', spotifyId('playlist'), { followers: 10 });
    expect(await startAt(first, playlist, 0)).toMatchObject({ started: true, snapshotTaken: true });
    expect(reported.at(-1)).toEqual({ changed: 'item', kind: 'playlist', spotifyId: playlist.spotifyId });
  });

  it("reports a stop as that user's list losing the item, and only when there was one", async () => {
    const items = new KyselyTrackedItems(store.db, listener);
    const userId = await insertUser(store.db, 'owner@example.com');
    const track = reading('track', spotifyId('track'));
    const itemId = await items.upsert(track, at(1));
    await items.addTracker(userId, itemId, at(1));
    reported = [];

    expect(await items.removeTracker(userId, 'track', track.spotifyId)).toBe(true);
    expect(await items.removeTracker(userId, 'track', track.spotifyId)).toBe(false);
    expect(reported).toEqual([{ changed: 'untracked', userId, kind: 'track', spotifyId: track.spotifyId }]);
  });

  it('reports a re-grading that changed grades as everything, and none that changed nothing', async () => {
    const summaries = new KyselyItemSummaries(store.db, listener);
    expect(await summaries.regradeStale()).toBe(0);
    expect(await summaries.regradeCarryingTracksOf(1)).toBe(0);
    expect(reported).toEqual([]);

    const items = new KyselyTrackedItems(store.db);
    const playlist = reading('playlist', spotifyId('playlist'), { followers: 100 });
    const itemId = await items.upsert(playlist, at(1));
    await new KyselySnapshots(store.db).write(null, [{ itemId, checkedAt: at(1), reading: playlist }]);
    await store.db.updateTable('item_summaries').set({ grading_version: null }).execute();
    expect(await summaries.regradeStale()).toBe(1);
    expect(reported).toEqual([{ changed: 'everything' }]);
  });
});

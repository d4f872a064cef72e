import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { KyselyItemSummaries } from '@server/tracking/adapters/kysely-item-summaries';
import { KyselyTrackingStarts } from '@server/tracking/adapters/kysely-tracking-starts';
import type { TrackingChange } from '@server/tracking/ports';
import { spotifyId } from '../../../support/fakes/tracking/scripted-music';
import { at, reading } from './contracts/store-harness';
import {
  BACKENDS,
  insertUser,
  openTrackingDatabase,
  type TrackingDatabase,
} from '../support/tracking-database';
import { recordingPlugin } from '../support/recording-plugin';

describe.each(BACKENDS)('starting to track on %s', (backend) => {
  let store: TrackingDatabase;
  let userId: number;
  const playlist = spotifyId('playlist');
  const members = [
    { trackId: spotifyId('song'), addedAt: null, track: { name: 'Song', artistIds: [spotifyId('singer')] } },
  ];
  const read = (followers: number) => reading('playlist', playlist, { followers, trackCount: 1, members });

  beforeAll(async () => {
    store = await openTrackingDatabase(backend);
  });
  afterAll(async () => store.close());
  beforeEach(async () => {
    await store.reset();
    userId = await insertUser(store.db, 'owner@example.com');
  });

  it('writes the item, tracking, snapshot, stays, track artists and summary, reading nothing back first', async () => {
    const recording = recordingPlugin();
    const starts = new KyselyTrackingStarts(store.db.withPlugin(recording.plugin));
    expect(await starts.start(userId, read(12), at(1), at(0))).toEqual({
      started: true,
      snapshotTaken: true,
      renamed: false,
    });

    // One statement shares the item and finds no recent snapshot; the transaction adds the tracker with it.
    expect(recording.statements.slice(0, 2)).toEqual(['RawNode', 'RawNode']);
    expect(await store.db.selectFrom('user_tracking').select('user_id').execute()).toEqual([
      { user_id: userId },
    ]);
    expect(await store.db.selectFrom('playlist_memberships').select('track_spotify_id').execute()).toEqual([
      { track_spotify_id: members[0]!.trackId },
    ]);
    // The artists of its tracks too: an artist's placements list the playlist from its first reading.
    expect(await store.db.selectFrom('playlist_track_artists').selectAll().execute()).toEqual([
      { track_spotify_id: spotifyId('song'), artist_spotify_id: spotifyId('singer'), track_name: 'Song' },
    ]);
    const [summary] = await new KyselyItemSummaries(store.db).ofUser(userId, 'playlist');
    expect(summary).toMatchObject({ followers: 12, trackCount: 1, checkedAt: at(1), sparkline: [12] });
  });

  it('changes nothing for a user already tracking, reuses a snapshot taken after freshSince, says when it renamed', async () => {
    const reported: TrackingChange[] = [];
    const starts = new KyselyTrackingStarts(store.db, { report: (change) => reported.push(change) });
    await starts.start(userId, read(12), at(1), at(0));
    expect(await starts.start(userId, read(99), at(1, 7), at(1, 6))).toEqual({
      started: false,
      snapshotTaken: false,
      renamed: false,
    });
    const other = await insertUser(store.db, 'other@example.com');
    const recording = recordingPlugin();
    const recorded = new KyselyTrackingStarts(store.db.withPlugin(recording.plugin), {
      report: (change) => reported.push(change),
    });
    expect(await recorded.start(other, read(13), at(1, 8), at(1, 5))).toEqual({
      started: true,
      snapshotTaken: false,
      renamed: false,
    });
    // A start beside a recent snapshot is one statement, outside any transaction.
    expect(recording.statements).toEqual(['RawNode']);
    const third = await insertUser(store.db, 'third@example.com');
    const renamedReading = { ...read(13), name: 'Renamed playlist' };
    expect(await starts.start(third, renamedReading, at(1, 9), at(1, 5))).toEqual({
      started: true,
      snapshotTaken: false,
      renamed: true,
    });
    expect(await store.db.selectFrom('item_snapshots').select('followers').execute()).toEqual([
      { followers: 12 },
    ]);
    // A snapshot or a new name changes the item; a start without them only that user's tracking.
    // It reports the row the user's list gains, as a read of the list answers it.
    const item = { changed: 'item', kind: 'playlist', spotifyId: playlist };
    const [othersRow] = await new KyselyItemSummaries(store.db).ofUser(other, 'playlist');
    expect(reported).toEqual([
      item,
      { changed: 'tracked', userId: other, kind: 'playlist', summary: { ...othersRow, name: read(13).name } },
      item,
    ]);
    expect(await store.db.selectFrom('user_tracking').select('user_id').orderBy('user_id').execute()).toEqual(
      [{ user_id: userId }, { user_id: other }, { user_id: third }],
    );
    expect(await store.db.selectFrom('tracked_items').select('name').execute()).toEqual([
      { name: 'Renamed playlist' },
    ]);
  });
});

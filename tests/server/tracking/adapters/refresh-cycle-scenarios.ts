import { beforeEach, expect, it } from 'vitest';
import { listTrackedArtists } from '@server/tracking/use-cases/list-tracked-artists';
import { type RunRefreshCycleOptions, runRefreshCycle } from '@server/tracking/use-cases/run-refresh-cycle';
import { startTracking } from '@server/tracking/use-cases/start-tracking';
import { ManualClock } from '../../../support/test-app';
import { kyselyTrackingPorts } from '../support/kysely-ports';
import { ScriptedMusicService, spotifyId } from '../../../support/fakes/tracking/scripted-music';
import { insertUser, type TrackingDatabase } from '../support/tracking-database';
import { successOf } from '../../../support/results';

const DAY = 86_400_000;
const FAST: RunRefreshCycleOptions = { concurrency: 4, writeBatchSize: 7, attempts: 3, retryDelayMs: 0 };

/** Refresh cycles through the use cases on the Kysely stores of `database`, emptied before each. */
export function refreshCycleScenarios(database: () => TrackingDatabase): void {
  let store: TrackingDatabase;
  let music: ScriptedMusicService;
  let clock: ManualClock;
  let userId: number;
  const deps = () => kyselyTrackingPorts(store.db, music, clock);

  beforeEach(async () => {
    store = database();
    await store.reset();
    music = new ScriptedMusicService();
    clock = new ManualClock(new Date('2026-03-01T06:00:00Z'));
    userId = await insertUser(store.db, 'owner@example.com');
  });

  it('records one snapshot when tracking starts and one per cycle after that', async () => {
    const artist = spotifyId('artist1');
    music.set(artist, { name: 'Band', followers: 1000, popularity: 40 });
    await startTracking(deps(), { userId, kind: 'artist', spotifyId: artist });
    clock.advance(DAY);
    music.set(artist, { followers: 1100, popularity: 41 });
    await successOf(runRefreshCycle(deps(), FAST));
    clock.advance(DAY);
    music.set(artist, { followers: 1250, popularity: 43 });
    const second = await successOf(runRefreshCycle(deps(), FAST));

    expect(second).toMatchObject({ completed: true, items: 1, snapshots: 1, failures: 0 });
    expect(await deps().history.artist(artist)).toEqual([
      { checked_at: '2026-03-01T06:00:00.000Z', popularity: 40, followers: 1000 },
      { checked_at: '2026-03-02T06:00:00.000Z', popularity: 41, followers: 1100 },
      { checked_at: '2026-03-03T06:00:00.000Z', popularity: 43, followers: 1250 },
    ]);
    const [row] = await successOf(listTrackedArtists(deps(), { userId }));
    expect(row).toMatchObject({
      artist_name: 'Band',
      popularity: 43,
      last_checked: '2026-03-03T06:00:00.000Z',
    });
  });

  it('reads a shared item once per cycle however many users track it', async () => {
    const track = spotifyId('track1');
    music.set(track, { popularity: 55 });
    const others = [await insertUser(store.db, 'b@example.com'), await insertUser(store.db, 'c@example.com')];
    for (const user of [userId, ...others])
      await startTracking(deps(), { userId: user, kind: 'track', spotifyId: track });
    const readsBefore = music.totalReads();
    clock.advance(DAY);
    await successOf(runRefreshCycle(deps(), FAST));

    expect(music.totalReads() - readsBefore).toBe(1);
    expect(await deps().history.trackPopularity(track)).toHaveLength(2);
  });

  it('finishes a cycle killed halfway on rerun, with exactly one snapshot per item', async () => {
    const ids = Array.from({ length: 40 }, (_, index) => spotifyId(`artist${index}`));
    for (const id of ids) {
      music.set(id, { followers: 10, popularity: 1 });
      await startTracking(deps(), { userId, kind: 'artist', spotifyId: id });
    }
    clock.advance(DAY);
    const crash = new AbortController();
    let reads = 0;
    music.beforeRead = async () => {
      if (++reads === 20) crash.abort();
    };
    const killed = await successOf(runRefreshCycle(deps(), { ...FAST, signal: crash.signal }));
    expect(killed.completed).toBe(false);
    const afterCrash = await countCycleSnapshots(store, killed.cycleId);
    expect(afterCrash).toBeGreaterThan(0);
    expect(afterCrash).toBeLessThan(ids.length);

    clock.advance(60_000);
    const rerun = await successOf(runRefreshCycle(deps(), FAST));
    expect(rerun).toMatchObject({
      cycleId: killed.cycleId,
      completed: true,
      snapshots: ids.length - afterCrash,
    });
    expect(await countCycleSnapshots(store, killed.cycleId)).toBe(ids.length);
    const perItem = await store.db
      .selectFrom('item_snapshots')
      .select(['item_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('cycle_id', '=', killed.cycleId)
      .groupBy('item_id')
      .execute();
    expect(perItem.every((row) => Number(row.n) === 1)).toBe(true);
  });

  it('retries failed reads, counts what still fails and never stops the cycle', async () => {
    const flaky = spotifyId('flaky');
    const broken = spotifyId('broken');
    const fine = spotifyId('fine');
    for (const id of [flaky, broken, fine]) {
      music.set(id, { followers: 5, popularity: 5 });
      await startTracking(deps(), { userId, kind: 'artist', spotifyId: id });
    }
    music.failures.set(flaky, 1);
    music.failures.set(broken, 99);
    clock.advance(DAY);
    const run = await successOf(runRefreshCycle(deps(), FAST));

    expect(run).toMatchObject({ completed: true, items: 3, snapshots: 2, failures: 1 });
    expect(music.reads.get(broken)).toBe(1 + FAST.attempts);
    const cycle = await store.db
      .selectFrom('refresh_cycles')
      .selectAll()
      .where('id', '=', run.cycleId)
      .executeTakeFirstOrThrow();
    expect(cycle).toMatchObject({ items: 3, snapshots: 2, failures: 1 });
    expect(cycle.finished_at).not.toBeNull();

    music.failures.delete(broken);
    clock.advance(DAY);
    expect(await successOf(runRefreshCycle(deps(), FAST))).toMatchObject({ snapshots: 3, failures: 0 });
    expect(await deps().history.artist(broken)).toHaveLength(2);
  });

  it('stores values the service withholds (Development Mode) as null, never 0', async () => {
    const artist = spotifyId('devmode');
    const playlist = spotifyId('devlist');
    music.set(artist, { followers: null, popularity: null });
    music.set(playlist, { followers: null, members: null });
    await startTracking(deps(), { userId, kind: 'artist', spotifyId: artist });
    await startTracking(deps(), { userId, kind: 'playlist', spotifyId: playlist });
    clock.advance(DAY);
    await successOf(runRefreshCycle(deps(), FAST));

    expect(await deps().history.artist(artist)).toEqual([
      { checked_at: '2026-03-01T06:00:00.000Z', popularity: null, followers: null },
      { checked_at: '2026-03-02T06:00:00.000Z', popularity: null, followers: null },
    ]);
    const rows = await store.db.selectFrom('item_snapshots').select(['followers', 'track_count']).execute();
    expect(rows.every((row) => row.followers === null)).toBe(true);
    expect(await deps().history.playlistFollowers(playlist)).toEqual([]);
  });

  it('keeps playlist membership as add and remove events', async () => {
    const playlist = spotifyId('list1');
    const [t1, t2, t3] = ['t1', 't2', 't3'].map(spotifyId) as [string, string, string];
    const added = '2026-02-01T00:00:00Z';
    music.set(playlist, {
      followers: 100,
      members: [
        { trackId: t1, addedAt: added },
        { trackId: t2, addedAt: added },
      ],
    });
    await startTracking(deps(), { userId, kind: 'playlist', spotifyId: playlist });
    clock.advance(DAY);
    await successOf(runRefreshCycle(deps(), FAST));
    clock.advance(DAY);
    music.set(playlist, {
      members: [
        { trackId: t2, addedAt: added },
        { trackId: t3, addedAt: '2026-03-03T01:00:00Z' },
      ],
    });
    await successOf(runRefreshCycle(deps(), FAST));

    const stays = await store.db
      .selectFrom('playlist_memberships')
      .selectAll()
      .orderBy('track_spotify_id')
      .execute();
    expect(stays.map((stay) => [stay.track_spotify_id, stay.removed_at?.toISOString() ?? null])).toEqual([
      [t1, '2026-03-03T06:00:00.000Z'],
      [t2, null],
      [t3, null],
    ]);
    expect(stays[0]!.last_seen.toISOString()).toBe('2026-03-02T06:00:00.000Z');
    expect(stays[0]!.added_at?.toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(stays[2]!.first_seen.toISOString()).toBe('2026-03-03T06:00:00.000Z');
  });
}

async function countCycleSnapshots(store: TrackingDatabase, cycleId: number): Promise<number> {
  const row = await store.db
    .selectFrom('item_snapshots')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('cycle_id', '=', cycleId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoMusicService } from '@server/catalog';
import { postgresAvailable } from '../../support/postgres';
import { ManualClock } from '../../support/test-app';
import { insertUser, openTrackingDatabase, type TrackingDatabase } from './support/tracking-database';

const catalog = new DemoMusicService(new ManualClock()).catalog();
const dataDir = mkdtempSync(path.join(tmpdir(), 'cp-refresh-'));

function run(
  script: string,
  databaseUrl: string,
): { child: ChildProcess; output: () => string; exit: Promise<number | null> } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      MUSIC_SOURCE: 'demo',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

async function trackDemoItems(store: TrackingDatabase, count: number): Promise<void> {
  const userId = await insertUser(store.db, 'owner@example.com');
  const items = [
    ...catalog.playlists.map((playlist) => ({ kind: 'playlist' as const, id: playlist.id })),
    ...catalog.artists.map((artist) => ({ kind: 'artist' as const, id: artist.id })),
    ...catalog.tracks.map((track) => ({ kind: 'track' as const, id: track.id })),
  ].slice(0, count);
  const created = new Date(Date.now() - 60_000);
  for (let start = 0; start < items.length; start += 1000) {
    const rows = await store.db
      .insertInto('tracked_items')
      .values(
        items
          .slice(start, start + 1000)
          .map((item) => ({ kind: item.kind, spotify_id: item.id, name: item.id, created_at: created })),
      )
      .returning('id')
      .execute();
    await store.db
      .insertInto('user_tracking')
      .values(rows.map((row) => ({ user_id: userId, item_id: row.id, created_at: created })))
      .execute();
  }
}

async function cycleSnapshots(store: TrackingDatabase): Promise<{ total: number; items: number }> {
  const row = await store.db
    .selectFrom('item_snapshots')
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      eb.fn.count<string>('item_id').distinct().as('items'),
    ])
    .where('cycle_id', 'is not', null)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), items: Number(row.items) };
}

describe.runIf(postgresAvailable)('refresh processes on PostgreSQL', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  describe('npm run refresh-once', () => {
    // Six write batches: the kill after the first leaves most of the cycle to the second run.
    const ITEMS = 1500;
    let store: TrackingDatabase;
    beforeAll(async () => {
      store = await openTrackingDatabase('postgres');
      await trackDemoItems(store, ITEMS);
    });
    afterAll(async () => store.close());

    it('killed with SIGKILL mid-cycle, then run again, leaves exactly one snapshot per item', async () => {
      const first = run('server/refresh-once.ts', store.url!);
      let seen = 0;
      while (seen < 250) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen = (await cycleSnapshots(store)).total;
        if (first.child.exitCode !== null)
          throw new Error(`finished before it could be killed: ${first.output()}`);
      }
      first.child.kill('SIGKILL');
      await first.exit;
      const afterKill = await cycleSnapshots(store);
      expect(afterKill.total).toBeLessThan(ITEMS);

      const second = run('server/refresh-once.ts', store.url!);
      expect(await second.exit, second.output()).toBe(0);
      expect(second.output()).toMatch(
        new RegExp(
          `Refresh cycle 1 done in [\\d.]+ s: ${ITEMS - afterKill.total} items read, ${ITEMS - afterKill.total} snapshots written, 0 failures`,
        ),
      );
      expect(await cycleSnapshots(store)).toEqual({ total: ITEMS, items: ITEMS });
      const cycle = await store.db.selectFrom('refresh_cycles').selectAll().executeTakeFirstOrThrow();
      expect(cycle).toMatchObject({ id: 1, items: ITEMS, snapshots: ITEMS, failures: 0 });
    });
  });

  describe('npm run worker', () => {
    let store: TrackingDatabase;
    beforeAll(async () => {
      store = await openTrackingDatabase('postgres');
      await trackDemoItems(store, 60);
    });
    afterAll(async () => store.close());

    it('schedules a due cycle, reads every item through pg-boss and stops on SIGTERM', async () => {
      const worker = run('server/worker.ts', store.url!);
      try {
        for (let waited = 0; ; waited += 250) {
          const cycle = await store.db.selectFrom('refresh_cycles').select('finished_at').executeTakeFirst();
          if (cycle?.finished_at) break;
          if (waited > 50_000 || worker.child.exitCode !== null)
            throw new Error(`no finished cycle: ${worker.output()}`);
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        expect(await cycleSnapshots(store)).toEqual({ total: 60, items: 60 });
        expect(worker.output()).toContain('refresh worker running');
      } finally {
        worker.child.kill('SIGTERM');
      }
      expect(await worker.exit).toBe(0);
    });
  });
});

// A refresh cycle spread over N pg-boss workers (each a tracking module with its own pool and
// pg-boss connection, as `npm run worker` composes one) against one music service limited to a
// fixed rate: does the cycle keep the upstream busy (calls per second against the rate)?
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { KyselyUsers } from '@server/accounts/adapters/kysely-users';
import { DemoMusicService } from '@server/catalog';
import { openDatabase } from '@server/db/database';
import { systemClock } from '@server/platform/system-clock';
import { KyselyTrackedItems } from '@server/tracking/adapters/kysely-tracked-items';
import { createTrackingModule, type TrackingModule } from '@server/tracking/tracking-module';
import { createScratchDatabase } from '../../tests/support/postgres';
import { pacedMusic } from './paced-music';

export interface WorkerRun {
  readonly workers: number;
  readonly items: number;
  readonly snapshots: number;
  readonly failures: number;
  readonly upstreamCalls: number;
  /** Upstream calls per second, from the first answer to the last. */
  readonly callsPerSecond: number;
  /** From the cycle's start to its close (the close waits for pg-boss's finish check). */
  readonly cycleSeconds: number;
}

// `SCALE_REFRESH_VERBOSE=1` shows the workers' warnings too (a cycle that does not finish).
const quiet = {
  info: () => undefined,
  warn: process.env.SCALE_REFRESH_VERBOSE === '1' ? (line: string) => console.warn(line) : () => undefined,
  error: (line: string) => console.error(line),
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function refreshAcrossWorkers(
  workers: number,
  items: number,
  callsPerSecond: number,
  latencyMs: number,
): Promise<WorkerRun> {
  const scratch = await createScratchDatabase();
  if (!scratch) throw new Error('set TEST_DATABASE_URL');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cp-scale-refresh-'));
  const open = () => openDatabase({ databaseUrl: scratch.url, dataDir, poolSize: 4 });
  const setup = await open();
  const modules: TrackingModule[] = [];
  const databases = [setup];
  try {
    const demo = new DemoMusicService(systemClock);
    const catalog = demo.catalog();
    const all = [
      ...catalog.artists.map((artist) => ({ kind: 'artist' as const, id: artist.id })),
      ...catalog.tracks.map((track) => ({ kind: 'track' as const, id: track.id })),
      ...catalog.playlists.map((playlist) => ({ kind: 'playlist' as const, id: playlist.id })),
    ];
    // Kinds in turn, as the scale data: artists, tracks and playlists all take part.
    const byKind = ['artist', 'track', 'playlist'].map((kind) => all.filter((item) => item.kind === kind));
    const longest = Math.max(...byKind.map((kind) => kind.length));
    const interleaved = Array.from({ length: longest * 3 }, (_, n) => byKind[n % 3]![Math.floor(n / 3)]);
    const chosen = interleaved.filter((item) => item !== undefined).slice(0, items);
    const created = new Date(Date.now() - 60_000);
    const user = await new KyselyUsers(setup.db).create({
      email: 'refresh-bench@example.com',
      passwordHash: null,
      verified: true,
      createdAt: created,
    });
    if (!user) throw new Error('the bench user was not created');
    const tracked = new KyselyTrackedItems(setup.db);
    for (const item of chosen) {
      const reading = { kind: item.kind, spotifyId: item.id, name: item.id, extra: {}, followers: null };
      const itemId = await tracked.upsert(
        { ...reading, popularity: null, trackCount: null, snapshotId: null, members: null },
        created,
      );
      await tracked.addTracker(user.id, itemId, created);
    }
    const paced = pacedMusic(demo, callsPerSecond, latencyMs);
    for (let index = 0; index < workers; index++) {
      const database = await open();
      databases.push(database);
      const module = createTrackingModule({
        db: database.db,
        music: paced.music,
        clock: systemClock,
        refreshIntervalMinutes: 1440,
        jobRunner: 'pg-boss',
        databaseUrl: scratch.url,
        // The first worker asks for the cycle (no cycle ran yet, so one is due at once).
        tuning: { schedule: index === 0 },
        alertsAfterCycle: async () => undefined,
        logger: quiet,
      });
      modules.push(module);
      await module.startWorker();
    }
    await modules[0]!.start();
    const deadline = Date.now() + ((chosen.length * 3) / callsPerSecond) * 1000 + 120_000;
    for (;;) {
      const { rows } = await sql<{
        started_at: Date;
        finished_at: Date | null;
        snapshots: number;
        failures: number;
      }>`
        select started_at, finished_at, snapshots, failures from refresh_cycles order by id desc limit 1`.execute(
        setup.db,
      );
      const cycle = rows[0];
      if (cycle?.finished_at) {
        const times = paced.answeredAt;
        const span = (times[times.length - 1]! - times[0]!) / 1000;
        return {
          workers,
          items: chosen.length,
          snapshots: cycle.snapshots,
          failures: cycle.failures,
          upstreamCalls: times.length,
          callsPerSecond: (times.length - 1) / span,
          cycleSeconds: (new Date(cycle.finished_at).getTime() - new Date(cycle.started_at).getTime()) / 1000,
        };
      }
      if (Date.now() > deadline)
        throw new Error(`the cycle over ${workers} worker(s) did not finish in time`);
      await sleep(250);
    }
  } finally {
    for (const module of modules) await module.stop();
    for (const database of databases) await database.close();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

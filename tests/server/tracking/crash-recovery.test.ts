// kill -9 of the real server in the middle of a refresh cycle on the embedded database (PGlite),
// then a restart on the same DATA_DIR: the cycle resumes where its last committed batch ended and
// every tracked item ends with exactly one snapshot of it, with nothing written earlier lost.
// (`npm run refresh-once` killed the same way on PostgreSQL: refresh-processes.test.ts.)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REFRESH_TUNING } from '@server/tracking/refresh-tuning';
import { type FakeSpotify, fixtureId, startFakeSpotify } from '../../support/fake-spotify';
import { freePort, type ServerProcess, startServerProcess } from './support/server-process';
import { allSnapshots, seedTrackedArtists, type SnapshotRow, withDatabase } from './support/crash-database';

/** Two write batches and a part: a committed batch, one cut by the kill, and the rest. */
const ITEMS = 600;
/** Items from here on are held by the fake Spotify in the first run: the crash comes mid-cycle. */
const HELD_FROM = 300;
const WRITE_BATCH = DEFAULT_REFRESH_TUNING.writeBatchSize;

const artistIds = Array.from({ length: ITEMS }, (_, index) => fixtureId(`crash-recovery:${index}`));
const dataDir = mkdtempSync(path.join(tmpdir(), 'cp-crash-'));

const artistReads = (fake: FakeSpotify, from = 0) =>
  fake.requests
    .slice(from)
    .filter((request) => request.startsWith('/artists/'))
    .map((request) => request.slice(9));

async function waitFor(what: string, server: ServerProcess, done: () => boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline || server.child.exitCode !== null)
      throw new Error(`${what} did not happen:\n${server.output().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a server killed with SIGKILL during a refresh cycle (PGlite)', () => {
  let fake: FakeSpotify;
  let env: Record<string, string>;
  let port: number;
  let artistOf: Map<number, string>;

  beforeAll(async () => {
    fake = await startFakeSpotify();
    artistIds.forEach((id, index) => {
      fake.data.artists.push({
        id,
        name: `Crash Artist ${index}`,
        genres: [],
        followers: 1_000 + index,
        popularity: 50,
      });
    });
    port = await freePort();
    env = {
      DATA_DIR: dataDir,
      // Vitest's NODE_ENV=test would switch the refresh scheduler off.
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      MUSIC_SOURCE: 'spotify',
      SPOTIFY_CLIENT_ID: fake.clientId,
      SPOTIFY_CLIENT_SECRET: fake.clientSecret,
      SPOTIFY_API_URL: fake.apiUrl,
      SPOTIFY_ACCOUNTS_URL: fake.accountsUrl,
    };
    artistOf = await seedTrackedArtists(dataDir, artistIds);
  }, 60_000);

  afterAll(async () => {
    fake.clearFaults();
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('resumes the cycle on restart: one snapshot per item, earlier snapshots intact', async () => {
    const { rows: before } = await allSnapshots(dataDir);
    // The scheduler starts the due cycle at boot; reads of the later items never get an answer.
    const held = new Set(artistIds.slice(HELD_FROM));
    fake.inject({
      path: new RegExp(`^/artists/(${[...held].join('|')})$`),
      delayMs: 120_000,
      times: Infinity,
    });
    const first = await startServerProcess(port, env);
    await waitFor('the reads before the held items', first, () => {
      const reads = artistReads(fake);
      return reads.filter((id) => !held.has(id)).length >= HELD_FROM && reads.some((id) => held.has(id));
    });
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // the last full batch commits
    first.child.kill('SIGKILL');
    expect(await first.exit).toBeNull();
    fake.clearFaults();

    const { rows: afterKill, openCycle: cycleId } = await allSnapshots(dataDir);
    expect(cycleId).toBeDefined();
    const key = (row: SnapshotRow) => `${row.item_id}/${row.cycle_id}/${row.checked_at}/${row.followers}`;
    const missing = (rows: SnapshotRow[], from: SnapshotRow[]) => {
      const keys = new Set(from.map(key));
      return rows.filter((row) => !keys.has(key(row)));
    };
    expect(missing(before, afterKill)).toEqual([]);
    const committed = afterKill.filter((row) => row.cycle_id === cycleId);
    // Mid-cycle, and only whole batches: the transaction cut by the kill left nothing behind.
    expect([WRITE_BATCH, 2 * WRITE_BATCH]).toContain(committed.length);

    const readsBefore = fake.requests.length;
    const second = await startServerProcess(port, env);
    await waitFor(
      'the rest of the cycle',
      second,
      () => artistReads(fake, readsBefore).length >= ITEMS - committed.length,
    );
    second.child.kill('SIGTERM'); // a clean stop waits for the running cycle to close
    expect(await second.exit, second.output()).toBe(0);

    // Only the items without a committed snapshot were read again.
    const done = new Set(committed.map((row) => artistOf.get(row.item_id)));
    expect(artistReads(fake, readsBefore).filter((id) => done.has(id))).toEqual([]);
    const { rows: final, openCycle } = await allSnapshots(dataDir);
    expect(openCycle).toBeUndefined();
    expect(missing(afterKill, final)).toEqual([]);
    const ofCycle = final.filter((row) => row.cycle_id === cycleId);
    expect(ofCycle).toHaveLength(ITEMS);
    expect(new Set(ofCycle.map((row) => row.item_id)).size).toBe(ITEMS);
    const followersOf = (itemId: number) => 1_000 + artistIds.indexOf(artistOf.get(itemId)!);
    expect(ofCycle.filter((row) => row.followers !== followersOf(row.item_id))).toEqual([]);
    expect(final).toHaveLength(2 * ITEMS);
    const cycle = await withDatabase(dataDir, (db) =>
      sql<{ finished: boolean; items: number; snapshots: number; failures: number }>`
        select finished_at is not null as finished, items, snapshots, failures
        from refresh_cycles where id = ${cycleId}`.execute(db),
    );
    expect(cycle.rows[0]).toEqual({ finished: true, items: ITEMS, snapshots: ITEMS, failures: 0 });
  }, 150_000);
});

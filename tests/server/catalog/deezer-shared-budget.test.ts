// Deezer's 50 calls per 5 s hold for the whole deployment: two processes' adapters on one
// PostgreSQL database spend one budget (runs when TEST_DATABASE_URL is set).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMusicServiceError } from '@domain/catalog';
import { deezerCallBudget } from '@server/catalog/adapters/deezer/deezer-call-budget';
import { DeezerMusicService } from '@server/catalog/adapters/deezer/deezer-music-service';
import { type Database, openDatabase } from '@server/db/database';
import { upstreamRateCounter } from '@server/http/deployment-rate-counter';
import { DEEZER, type FakeDeezer, startFakeDeezer } from '../../support/fake-deezer';
import { createScratchDatabase, postgresAvailable } from '../../support/postgres';

describe.runIf(postgresAvailable)('the Deezer call budget on PostgreSQL', () => {
  let fake: FakeDeezer;
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const scratch = (await createScratchDatabase({ migrated: true }))!;
    drop = scratch.drop;
    [fake, database] = await Promise.all([
      startFakeDeezer(),
      openDatabase({ databaseUrl: scratch.url, poolSize: 4, dataDir: '' }),
    ]);
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
    await drop();
  });

  it('is shared by every process: a burst from two is split at the limit', async () => {
    const limit = { max: 6, windowMs: 60_000 };
    // Two processes: each its own counter and adapter, one database.
    const processes = [0, 1].map(
      () =>
        new DeezerMusicService({
          apiUrl: fake.url,
          budget: deezerCallBudget(upstreamRateCounter(database, 'secret'), limit),
          // Waiting for the next window would pass the deadline: a refused call fails at once.
          deadlineMs: 1000,
        }),
    );
    const reads = await Promise.all(
      Array.from({ length: 10 }, (_unused, index) => processes[index % 2]!.getArtist(String(DEEZER.aurora))),
    );
    expect(reads.filter((read) => read.ok)).toHaveLength(6);
    expect(reads.filter((read) => !read.ok && isMusicServiceError(read.error, 'unavailable'))).toHaveLength(
      4,
    );
    expect(fake.requests).toHaveLength(6);
  });
});

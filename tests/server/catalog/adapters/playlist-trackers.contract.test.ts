import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaylistTrackers } from '@server/catalog/ports';
import { type Database, openDatabase } from '@server/db/database';
import type { DB } from '@server/db/schema';
import type { TrackedKind } from '@domain/tracking';
import { createScratchDatabase, postgresAvailable } from '../../../support/postgres';
import { InMemoryPlaylistTrackers } from '../../../support/fakes/catalog/in-memory-playlist-trackers';
import { kyselyTrackingQueries } from '../../tracking/support/kysely-ports';

const PLAYLIST = '37i9dQZF1DXcBWIGoYBM5M';
const OTHER_PLAYLIST = '0vvXsWCC9xrXsKd4FyS8kM';
const ADAPTERS = ['in-memory', 'pglite', ...(postgresAvailable ? (['postgres'] as const) : [])] as const;

interface World {
  readonly trackers: PlaylistTrackers;
  readonly tracker: number;
  readonly stranger: number;
  close(): Promise<void>;
}

/** What tracking writes: the playlist tracked by one user, an artist with the same id by another. */
async function kyselyWorld(kind: 'pglite' | 'postgres'): Promise<World> {
  const scratch = kind === 'postgres' ? await createScratchDatabase({ migrated: true }) : undefined;
  const database: Database = await openDatabase({
    databaseUrl: scratch?.url,
    dataDir: '',
    inMemory: !scratch,
  });
  const { db } = database;
  const tracker = await insertUser(db, 'tracker@example.com');
  const stranger = await insertUser(db, 'stranger@example.com');
  await track(db, tracker, 'playlist', PLAYLIST);
  await track(db, stranger, 'artist', PLAYLIST);
  await track(db, stranger, 'playlist', OTHER_PLAYLIST);
  return {
    // Tracking's query port is what compose() hands the catalog.
    trackers: kyselyTrackingQueries(db),
    tracker,
    stranger,
    async close() {
      await database.close();
      await scratch?.drop();
    },
  };
}

async function insertUser(db: Kysely<DB>, email: string): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ email, password_hash: null, created_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function track(db: Kysely<DB>, userId: number, kind: TrackedKind, spotifyId: string): Promise<void> {
  const item = await db
    .insertInto('tracked_items')
    .values({ kind, spotify_id: spotifyId, name: `${kind} ${spotifyId}`, created_at: new Date() })
    .onConflict((conflict) =>
      conflict.columns(['kind', 'spotify_id']).doUpdateSet({ name: `${kind} ${spotifyId}` }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_tracking')
    .values({ user_id: userId, item_id: item.id, created_at: new Date() })
    .execute();
}

function inMemoryWorld(): World {
  const trackers = new InMemoryPlaylistTrackers().track(1, PLAYLIST).track(2, OTHER_PLAYLIST);
  return { trackers, tracker: 1, stranger: 2, close: async () => undefined };
}

describe.each(ADAPTERS)('the PlaylistTrackers contract on %s', (kind) => {
  let world: World;
  beforeAll(async () => {
    world = kind === 'in-memory' ? inMemoryWorld() : await kyselyWorld(kind);
  });
  afterAll(() => world.close());

  it('says a user tracks a playlist only when they track that playlist', async () => {
    const { trackers, tracker, stranger } = world;
    expect(await trackers.isTracking(tracker, 'playlist', PLAYLIST)).toBe(true);
    expect(await trackers.isTracking(tracker, 'playlist', OTHER_PLAYLIST)).toBe(false);
    // The stranger tracks an artist that happens to share the id: not the playlist.
    expect(await trackers.isTracking(stranger, 'playlist', PLAYLIST)).toBe(false);
    expect(await trackers.isTracking(stranger, 'playlist', OTHER_PLAYLIST)).toBe(true);
    expect(await trackers.isTracking(9999, 'playlist', PLAYLIST)).toBe(false);
  });
});

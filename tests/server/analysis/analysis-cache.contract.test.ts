import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { InMemoryAnalysisCache } from '../../support/fakes/analysis/in-memory-analysis-cache';
import { KyselyAnalysisCache } from '@server/analysis/adapters/kysely-analysis-cache';
import type { AnalysisCache } from '@server/analysis/ports';
import { BACKENDS, openTrackingDatabase, type TrackingDatabase } from '../tracking/support/tracking-database';
import { aPlaylistHistory, NOW } from './support/playlist-history';

const figures = aPlaylistHistory().withSpike(40, 6000).figures();
const key = { playlistId: 'p1', day: '2026-06-30', version: `${NOW}|builtin` };
const at = new Date(NOW);

const ADAPTERS = ['in-memory', ...BACKENDS] as const;

describe.each(ADAPTERS)('the analysis cache contract on %s', (kind) => {
  let database: TrackingDatabase | undefined;
  let cache: AnalysisCache;

  beforeAll(async () => {
    if (kind !== 'in-memory') database = await openTrackingDatabase(kind);
  });
  afterAll(async () => database?.close());
  beforeEach(async () => {
    if (database) {
      await database.db.deleteFrom('analysis_cache').execute();
      cache = new KyselyAnalysisCache(database.db);
    } else {
      cache = new InMemoryAnalysisCache();
    }
  });

  it('misses before a write and returns what was written, figures intact', async () => {
    expect(await cache.get(key)).toBeNull();
    await cache.put(key, { markdown: '## Summary', figures }, at);
    expect(await cache.get(key)).toEqual({ markdown: '## Summary', figures });
  });

  it('misses on another day, another snapshot or analyst, and another playlist', async () => {
    await cache.put(key, { markdown: 'x', figures }, at);
    expect(await cache.get({ ...key, day: '2026-07-01' })).toBeNull();
    expect(await cache.get({ ...key, version: `2026-07-01T08:00:00.000Z|builtin` })).toBeNull();
    expect(await cache.get({ ...key, version: `${NOW}|gemini:gemini-2.5-flash` })).toBeNull();
    expect(await cache.get({ ...key, playlistId: 'p2' })).toBeNull();
  });

  it('keeps one entry per playlist: a newer write replaces the older one', async () => {
    await cache.put(key, { markdown: 'old', figures }, at);
    const next = { ...key, day: '2026-07-01', version: `2026-07-01T08:00:00.000Z|builtin` };
    await cache.put(next, { markdown: 'new', figures }, at);
    expect(await cache.get(key)).toBeNull();
    expect(await cache.get(next)).toMatchObject({ markdown: 'new' });
    await cache.put(next, { markdown: 'newer', figures }, at);
    expect(await cache.get(next)).toMatchObject({ markdown: 'newer' });
    if (database) {
      expect(
        await database.db.selectFrom('analysis_cache').select('playlist_spotify_id').execute(),
      ).toHaveLength(1);
    }
  });
});

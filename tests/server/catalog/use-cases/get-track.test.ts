import { describe, expect, it } from 'vitest';
import { getCatalogItem } from '@server/catalog/use-cases/get-catalog-item';
import { images, track } from '../support/catalog-fixtures';
import { InMemoryCatalogCache } from '../../../support/fakes/catalog/in-memory-catalog-cache';
import { catalogId, InMemoryMusicService } from '../../../support/fakes/catalog/in-memory-music-service';

const TRACK = catalogId('song');
const ARTIST = { id: catalogId('ada'), name: 'Ada' };
const times = { answerMs: 60_000, notFoundMs: 5_000 };

/** The day the pages are read: an artist's career runs to it. */
const TODAY = new Date('2026-01-01T09:00:00Z');

function setup() {
  const music = new InMemoryMusicService();
  music.tracks.set(TRACK, track(TRACK, [ARTIST]));
  const cache = new InMemoryCatalogCache();
  const getTrack = {
    execute: (id: string) =>
      getCatalogItem({ music, cache, times, clock: { now: () => TODAY } }, { type: 'track', id }),
  };
  return { music, cache, getTrack };
}

describe('getCatalogItem: a track', () => {
  it('answers the track in the API shape, and the second time from the cache', async () => {
    const { music, cache, getTrack } = setup();
    const result = await getTrack.execute(TRACK);
    if (!result.ok) throw new Error(result.error);
    expect(JSON.parse(result.value)).toEqual({
      id: TRACK,
      name: 'Track son',
      album: {
        id: 'album',
        name: 'An album',
        images: images(TRACK),
        release_date: '2020-02-02',
      },
      artists: [ARTIST],
      external_urls: { spotify: `https://open.spotify.com/track/${TRACK}` },
      duration_ms: 201_000,
      popularity: 70,
      explicit: true,
      external_ids: { isrc: 'USABC2000001' },
      withheld: [],
    });
    expect(await getTrack.execute(TRACK)).toEqual(result);
    expect(music.calls.getTrack).toBe(1);
    expect(cache.ttls.get(`track:${TRACK}`)).toBe(times.answerMs);
  });

  it('refuses a malformed id without asking the service', async () => {
    const { music, getTrack } = setup();
    expect(await getTrack.execute('4uLU6hMCjMI75M1A2tKU')).toEqual({ ok: false, error: 'invalid_id' });
    expect(music.calls.getTrack).toBeUndefined();
  });

  it("returns not_found and the service's other failures as values", async () => {
    const { getTrack } = setup();
    expect(await getTrack.execute(catalogId('nothing'))).toEqual({ ok: false, error: 'not_found' });
    for (const kind of ['forbidden', 'quota', 'unavailable'] as const) {
      const { music, getTrack: failing } = setup();
      music.failWith('getTrack', kind);
      expect(await failing.execute(TRACK)).toEqual({ ok: false, error: kind });
    }
  });

  it('lets an unexpected error through (a bug is not a failure value)', async () => {
    const { music, getTrack } = setup();
    music.getTrack = async () => Promise.reject(new TypeError('boom'));
    await expect(getTrack.execute(TRACK)).rejects.toThrow('boom');
  });
});

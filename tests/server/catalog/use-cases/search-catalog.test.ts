import { describe, expect, it } from 'vitest';
import type { RawSearchQuery } from '@domain/search';
import { isSearchCached } from '@server/catalog/catalog-cache-keys';
import { searchCatalog } from '@server/catalog/use-cases/search-catalog';
import { artist, images, playlist, track } from '../support/catalog-fixtures';
import { InMemoryCatalogCache } from '../../../support/fakes/catalog/in-memory-catalog-cache';
import { catalogId, InMemoryMusicService } from '../../../support/fakes/catalog/in-memory-music-service';

const times = { answerMs: 300_000, notFoundMs: 5_000 };
const ADA = { id: catalogId('ada'), name: 'Ada Lovelace' };

function setup() {
  const music = new InMemoryMusicService();
  music.artists.set(ADA.id, artist(ADA));
  for (const label of ['a1', 'a2', 'a3']) {
    const id = catalogId(label);
    music.artists.set(id, artist({ id, name: `Love ${label}` }, { genres: null }));
  }
  music.tracks.set(catalogId('t1'), track(catalogId('t1'), [ADA], { name: 'Lovely' }));
  music.playlists.set(catalogId('p1'), playlist(catalogId('p1'), { name: 'Love songs' }));
  const cache = new InMemoryCatalogCache();
  const search = {
    execute: (raw: RawSearchQuery) => searchCatalog({ music, cache, times }, raw),
    isCached: (raw: RawSearchQuery) => isSearchCached(cache, raw),
  };
  return { music, cache, search };
}

describe('searchCatalog', () => {
  it('answers artists in the API shape, paging by a 1-based page', async () => {
    const { music, search } = setup();
    const result = await search.execute({ query: ' love ', type: 'artist', page: '2', limit: '2' });
    if (!result.ok) throw new Error(result.error);
    expect(JSON.parse(result.value)).toEqual({
      artists: {
        items: ['a2', 'a3'].map((label) => ({
          id: catalogId(label),
          name: `Love ${label}`,
          images: images(catalogId(label)),
          followers: { total: 1234 },
          genres: [],
        })),
        total: 4,
      },
    });
    expect(music.searches).toEqual([{ query: 'love', type: 'artist', page: { limit: 2, offset: 2 } }]);
  });

  it('answers tracks and playlists, the default type being artist', async () => {
    const { search } = setup();
    const tracks = await search.execute({ query: 'lovely', type: 'track' });
    if (!tracks.ok) throw new Error(tracks.error);
    expect(JSON.parse(tracks.value).tracks.items[0]).toEqual({
      id: catalogId('t1'),
      name: 'Lovely',
      album: { name: 'An album', images: images(catalogId('t1')) },
      artists: [ADA],
    });
    const playlists = await search.execute({ query: 'songs', type: 'playlist' });
    if (!playlists.ok) throw new Error(playlists.error);
    expect(JSON.parse(playlists.value).playlists.items[0].owner).toEqual({ display_name: 'Owner' });
    const artists = await search.execute({ query: 'ada' });
    if (!artists.ok) throw new Error(artists.error);
    expect(JSON.parse(artists.value).artists.total).toBe(1);
  });

  it('shares answers whatever the query case, and says which searches are cached', async () => {
    const { music, search } = setup();
    expect(search.isCached({ query: 'Love', type: 'artist' })).toBe(false);
    const first = await search.execute({ query: 'Love', type: 'artist' });
    expect(search.isCached({ query: 'LOVE', type: 'artist' })).toBe(true);
    expect(search.isCached({ query: 'LOVE', type: 'track' })).toBe(false);
    expect(search.isCached({ query: '', type: 'artist' })).toBe(false);
    expect(await search.execute({ query: 'LOVE', type: 'artist' })).toEqual(first);
    expect(music.calls.search).toBe(1);
  });

  it('returns the first problem of invalid parameters without asking the service', async () => {
    const { music, search } = setup();
    const cases = [
      [{ type: 'artist' }, 'empty_query'],
      [{ query: '   ' }, 'empty_query'],
      [{ query: 'x'.repeat(201) }, 'query_too_long'],
      [{ query: 'a', type: 'album' }, 'unknown_type'],
      [{ query: 'a', page: '0' }, 'bad_page'],
      [{ query: 'a', page: '1.5' }, 'bad_page'],
      [{ query: 'a', limit: '51' }, 'bad_limit'],
      [{ query: 'a', page: '102', limit: '10' }, 'offset_too_far'],
    ] as const;
    for (const [raw, problem] of cases)
      expect(await search.execute(raw)).toEqual({ ok: false, error: problem });
    expect(music.calls.search).toBeUndefined();
    expect((await search.execute({ query: 'x'.repeat(200), page: '101' })).ok).toBe(true);
  });

  it('refuses repeated parameters (arrays) as a problem, and never calls them cached', async () => {
    const { music, search } = setup();
    const repeated = [
      { query: ['a', 'b'] },
      { query: 'a', type: ['artist', 'track'] },
      { query: 'a', page: ['1'] },
    ];
    for (const raw of repeated) {
      expect(search.isCached(raw)).toBe(false);
      expect(await search.execute(raw)).toEqual({ ok: false, error: 'repeated_parameter' });
    }
    expect(music.calls.search).toBeUndefined();
  });

  it("returns the service's failures as values; a search's not_found counts as unavailable", async () => {
    for (const [kind, expected] of [
      ['unavailable', 'unavailable'],
      ['quota', 'quota'],
      ['forbidden', 'forbidden'],
      ['not_found', 'unavailable'],
    ] as const) {
      const { music, search } = setup();
      music.failWith('search', kind);
      expect(await search.execute({ query: 'love' })).toEqual({ ok: false, error: expected });
    }
  });
});

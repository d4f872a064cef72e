import { describe, expect, it } from 'vitest';
import { ARTIST_IDS, PLAYLIST_IDS, TRACK_IDS } from '@adapters/fake/catalog-fixtures';
import { FakeCatalogRepository } from '@adapters/fake/fake-catalog-repository';
import { HttpCatalogRepository, PLAYLIST_TIMEOUT_MS } from '@adapters/http/http-catalog-repository';
import { type CatalogRepository, isCatalogNotFound } from '@domain/ports/browser/catalog-repository';
import { fixtureApi } from './support/fixture-api';

const adapters: Array<[string, () => CatalogRepository]> = [
  ['FakeCatalogRepository', () => new FakeCatalogRepository()],
  ['HttpCatalogRepository', () => new HttpCatalogRepository(fixtureApi().api)],
];

describe.each(adapters)('CatalogRepository contract: %s', (_name, make) => {
  it('answers artist, track and playlist details by id', async () => {
    const catalog = make();
    expect((await catalog.getArtist(ARTIST_IDS.aurora)).name).toBe('Aurora Vale');
    expect((await catalog.getTrack(TRACK_IDS.runaway)).duration_ms).toBe(248_960);
    expect((await catalog.getPlaylist(PLAYLIST_IDS.boosted)).chart_analysis.verdict).toBe('likely_botted');
  });

  it('keeps missing Development Mode figures as null', async () => {
    const artist = await make().getArtist(ARTIST_IDS.devMode);
    expect(artist.followers).toBeNull();
    expect(artist.popularity).toBeNull();
  });

  it('rejects unknown ids with a not-found error', async () => {
    const error = await make()
      .getTrack('0000000000000000000000')
      .catch((e: unknown) => e);
    expect(isCatalogNotFound(error)).toBe(true);
  });

  it('pages search results ten at a time under the requested type', async () => {
    const catalog = make();
    const first = await catalog.search('the', 'artist', 1);
    const last = await catalog.search('the', 'artist', 3);
    expect(first.artists?.total).toBe(24);
    expect(first.artists?.items).toHaveLength(10);
    expect(last.artists?.items).toHaveLength(4);
    expect(first.tracks).toBeUndefined();
  });

  it('resolves a known short link', async () => {
    expect(await make().resolveUrl('https://spotify.link/aurora')).toBe(
      `https://open.spotify.com/artist/${ARTIST_IDS.aurora}`,
    );
  });
});

describe('HttpCatalogRepository requests', () => {
  it('searches with limit=10 and reads playlists with a 30 s timeout', async () => {
    const { api, seen } = fixtureApi();
    const catalog = new HttpCatalogRepository(api);
    await catalog.search('aurora', 'track', 2);
    await catalog.getPlaylist(PLAYLIST_IDS.morningFocus, { forceRefresh: true });
    await catalog.getArtist(ARTIST_IDS.aurora);
    expect(seen[0]).toMatchObject({
      url: '/search',
      params: { query: 'aurora', type: 'track', page: 2, limit: 10 },
    });
    expect(seen[1]).toMatchObject({
      url: `/playlist/${PLAYLIST_IDS.morningFocus}`,
      params: { forceRefresh: true },
      timeout: PLAYLIST_TIMEOUT_MS,
    });
    expect(PLAYLIST_TIMEOUT_MS).toBe(30_000);
    expect(seen[2]?.timeout).toBe(300_000);
  });
});

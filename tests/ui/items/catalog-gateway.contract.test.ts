import { describe, expect, it } from 'vitest';
import { ARTIST_IDS, PLAYLIST_IDS, TRACK_IDS } from '@adapters/fake/catalog-fixtures';
import { FakeCatalogGateway } from '@adapters/fake/fake-catalog-gateway';
import { HttpCatalogGateway, PLAYLIST_TIMEOUT_MS } from '@adapters/http/http-catalog-gateway';
import { type CatalogGateway, isCatalogNotFound } from '@domain/ports/browser/catalog-gateway';
import type { RemoteResult } from '@domain/ports/browser/remote-result';
import { fixtureApi } from './support/fixture-api';

const adapters: Array<[string, () => CatalogGateway]> = [
  ['FakeCatalogGateway', () => new FakeCatalogGateway()],
  ['HttpCatalogGateway', () => new HttpCatalogGateway(fixtureApi().api)],
];

/** The answer of a call that must succeed. */
async function answerOf<T>(call: Promise<RemoteResult<T>>): Promise<T> {
  const result = await call;
  if (!result.ok) throw new Error(`expected an answer, got ${result.status}: ${result.error}`);
  return result.value;
}

describe.each(adapters)('CatalogGateway contract: %s', (_name, make) => {
  it('answers artist, track and playlist details by id', async () => {
    const catalog = make();
    expect((await answerOf(catalog.getArtist(ARTIST_IDS.aurora))).name).toBe('Aurora Vale');
    expect((await answerOf(catalog.getTrack(TRACK_IDS.runaway))).duration_ms).toBe(248_960);
    expect((await answerOf(catalog.getPlaylist(PLAYLIST_IDS.boosted))).chart_analysis.verdict).toBe(
      'likely_botted',
    );
  });

  it('keeps missing Development Mode figures as null', async () => {
    const artist = await answerOf(make().getArtist(ARTIST_IDS.devMode));
    expect(artist.followers).toBeNull();
    expect(artist.popularity).toBeNull();
  });

  it('fails unknown ids with a not-found result', async () => {
    const result = await make().getTrack('0000000000000000000000');
    expect(isCatalogNotFound(result)).toBe(true);
  });

  it('pages search results ten at a time under the requested type', async () => {
    const catalog = make();
    const first = await answerOf(catalog.search('the', 'artist', 1));
    const last = await answerOf(catalog.search('the', 'artist', 3));
    expect(first.artists?.total).toBe(24);
    expect(first.artists?.items).toHaveLength(10);
    expect(last.artists?.items).toHaveLength(4);
    expect(first.tracks).toBeUndefined();
  });

  it('resolves a known short link', async () => {
    expect(await answerOf(make().resolveUrl('https://spotify.link/aurora'))).toBe(
      `https://open.spotify.com/artist/${ARTIST_IDS.aurora}`,
    );
  });
});

describe('HttpCatalogGateway requests', () => {
  it('searches with limit=10 and reads playlists with a 30 s timeout', async () => {
    const { api, seen } = fixtureApi();
    const catalog = new HttpCatalogGateway(api);
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

// The composed server (embedded defaults, no credentials) serves the catalog and its local images.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
}, 180_000);
afterAll(() => testApp.close());

describe('catalog in the composed app', () => {
  it('searches the demo catalog and serves its generated images locally', async () => {
    const { app } = testApp;
    expect(testApp.config.musicSource).toBe('demo');
    const search = await app.inject('/api/search?query=a&type=playlist');
    expect(search.statusCode).toBe(200);
    const first = search.json().playlists.items[0];
    const image = await app.inject(first.images[0].url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    const page = await app.inject(`/api/playlist/${first.id}`);
    expect(page.json()).toMatchObject({
      success: true,
      id: first.id,
      chart_analysis: { verdict: expect.any(String) },
    });
  });

  it('keeps Spotify keys, routes and paths as they were, with Deezer off on the default install', async () => {
    const { app } = testApp;
    expect((await app.inject('/api/music-services')).json()).toEqual({
      success: true,
      services: [{ name: 'spotify', label: 'Spotify' }],
    });
    const search = await app.inject('/api/search?query=a&type=artist&service=spotify');
    const artist = search.json().artists.items[0];
    expect(artist.id).toMatch(/^[0-9A-Za-z]{22}$/);
    expect((await app.inject(`/api/artist/${artist.id}`)).json()).toMatchObject({ id: artist.id });
    expect((await app.inject('/api/artist/abc')).json()).toEqual({
      success: false,
      error: 'Invalid artist id: expected 22 letters and digits.',
    });
    for (const url of ['/api/deezer/artist/27', '/api/artist/deezer:27', '/api/deezer/playlist/9']) {
      const off = await app.inject(url);
      expect(off.statusCode, url).toBe(404);
      expect(off.json().error, url).toBe('This service is not enabled on this installation.');
    }
    const deezerSearch = await app.inject('/api/search?query=a&service=deezer');
    expect(deezerSearch.statusCode).toBe(400);
  });

  it('gives everything on the demo catalog, and has no cross-service links without Deezer', async () => {
    const { app, composition } = testApp;
    const [demo] = await composition.dataSources.probeNow();
    expect(demo).toMatchObject({
      service: 'spotify',
      capabilities: { artist_followers: true, top_tracks: true },
    });
    const search = await app.inject('/api/search?query=a&type=artist');
    const artist = search.json().artists.items[0];
    expect((await app.inject(`/api/artist/${artist.id}`)).json().withheld).toEqual([]);
    expect((await app.inject(`/api/item-links/artist/${artist.id}`)).json()).toEqual({
      success: true,
      linking: false,
      link: null,
    });
    const put = await app.inject({ method: 'PUT', url: '/api/item-links', payload: {} });
    expect(put.statusCode).toBeGreaterThanOrEqual(400);
    expect(put.statusCode).not.toBe(500);
  });
});

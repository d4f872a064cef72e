// The composed server (embedded defaults, no credentials) serves the catalog and its local images.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
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
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoMusicService } from '@server/catalog';
import { signIn } from '../../support/test-app';
import { get, post, type TrackingTestApp, trackingTestApp } from './support/tracking-app';
import { API_BACKENDS } from './support/tracking-database';

const DAY = 86_400_000;

describe.each(API_BACKENDS)('placements API on %s', (backend) => {
  let testApp: TrackingTestApp;
  let playlist: { id: string; name: string };
  let track: { id: string; name: string; artistId: string };

  beforeAll(async () => {
    testApp = await trackingTestApp(backend);
    const { app, clock } = testApp;
    const read = await new DemoMusicService(clock).getPlaylist(testApp.catalog.playlists[0]!.id);
    if (!read.ok || !read.value.items) throw new Error('the demo playlist has no items');
    const item = read.value.items.find((entry) => entry.track)!;
    playlist = { id: read.value.id, name: read.value.name };
    track = { id: item.trackId, name: item.track!.name, artistId: item.track!.artists[0]!.id };
    const user = await signIn(app);
    const admin = await signIn(app, { admin: true });
    await post(app, '/api/playlist/track', user.headers, { extracted_id: playlist.id });
    clock.advance(DAY);
    await post(app, '/api/admin/refresh', admin.headers);
  });
  afterAll(async () => testApp.close());

  it("lists a track's tracked playlists to anyone, from their public tracklists only", async () => {
    const response = await get(testApp.app, `/api/track/${track.id}/placements`);
    expect(response.statusCode).toBe(200);
    const { success, placements } = response.json();
    expect(success).toBe(true);
    expect(placements).toEqual([
      {
        playlist_id: playlist.id,
        playlist_name: playlist.name,
        verdict: 'insufficient_data',
        followers: expect.any(Number),
        track_id: track.id,
        track_name: track.name,
        added_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        days_on_playlist: expect.any(Number),
        removed_at: null,
      },
    ]);
  });

  it("lists the playlists carrying any of an artist's tracks, with the track", async () => {
    const { placements } = (await get(testApp.app, `/api/artist/${track.artistId}/placements`)).json();
    expect(placements).toContainEqual(
      expect.objectContaining({ playlist_id: playlist.id, track_id: track.id, track_name: track.name }),
    );
    for (const placement of placements) expect(placement.playlist_id).toBe(playlist.id);
  });

  it('documents both calls in the OpenAPI document, open to anyone', async () => {
    const { paths } = (await get(testApp.app, '/api/docs/openapi.json')).json();
    for (const kind of ['artist', 'track']) {
      const operation = paths[`/api/${kind}/{id}/placements`].get;
      expect(operation.description).toMatch(/^Open to anyone/);
    }
  });

  it('answers an empty list for an id no tracked playlist carries, and 400 for a malformed id', async () => {
    for (const kind of ['artist', 'track']) {
      const unknown = await get(testApp.app, `/api/${kind}/${'0'.repeat(22)}/placements`);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual({ success: true, placements: [] });
      const malformed = await get(testApp.app, `/api/${kind}/not-an-id/placements`);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ success: false, error: expect.stringContaining('id') });
    }
  });
});

// The dashboard lists are kept as finished JSON: starting, stopping and refresh cycles show at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../support/test-app';
import { get, post, type TrackingTestApp, trackingTestApp } from './support/tracking-app';

describe('the cached dashboard lists', () => {
  let testApp: TrackingTestApp;
  beforeAll(async () => {
    testApp = await trackingTestApp('pglite');
  });
  afterAll(() => testApp.close());

  const artistIds = async (headers: Record<string, string>) =>
    (
      (await get(testApp.app, '/api/user/artists', headers)).json().artists as Array<{
        spotify_artist_id: string;
      }>
    ).map((row) => row.spotify_artist_id);

  it('answers each user their own list, and drops it when their tracking changes', async () => {
    const [first, second] = testApp.catalog.artists.map((artist) => artist.id) as [string, string];
    const owner = await signIn(testApp.app);
    const other = await signIn(testApp.app);
    expect(await artistIds(owner.headers)).toEqual([]);

    await post(testApp.app, '/api/artist/track', owner.headers, { extracted_id: first });
    expect(await artistIds(owner.headers)).toEqual([first]);
    expect(await artistIds(other.headers)).toEqual([]);
    await post(testApp.app, '/api/artist/track', other.headers, { extracted_id: second });
    expect(await artistIds(other.headers)).toEqual([second]);
    expect(await artistIds(owner.headers)).toEqual([first]);

    await post(testApp.app, '/api/artist/stop-tracking', owner.headers, { remove_id: first });
    expect(await artistIds(owner.headers)).toEqual([]);
    const answer = await get(testApp.app, '/api/user/artists', other.headers);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.json()).toMatchObject({ success: true, artists: [{ spotify_artist_id: second }] });
  });
});

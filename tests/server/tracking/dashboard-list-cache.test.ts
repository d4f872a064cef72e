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

  it("patches the first tracker's cached list with the row a fresh read answers", async () => {
    const artist = testApp.catalog.artists[2]!.id;
    const owner = await signIn(testApp.app);
    expect(await artistIds(owner.headers)).toEqual([]);
    await post(testApp.app, '/api/artist/track', owner.headers, { extracted_id: artist });
    const patched = (await get(testApp.app, '/api/user/artists', owner.headers)).json();
    // A second account's start (no snapshot within the hour: only its tracker) leaves the first list be.
    const other = await signIn(testApp.app);
    await post(testApp.app, '/api/artist/track', other.headers, { extracted_id: artist });
    const fresh = (await get(testApp.app, '/api/user/artists', other.headers)).json();
    expect(patched.artists).toHaveLength(1);
    expect(patched.artists[0].followers).toEqual(expect.any(Number));
    const { tracked_at: _mine, ...patchedRow } = patched.artists[0];
    const { tracked_at: _theirs, ...freshRow } = fresh.artists[0];
    expect(patchedRow).toEqual(freshRow);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KyselyListeningReads } from '@server/listening/adapters/kysely-listening-reads';
import { createScratchDatabase } from '../../support/postgres';
import { createTestApp, signIn, type TestApp } from '../../support/test-app';
import { BACKENDS } from '../tracking/support/tracking-database';
import { ARTIST, getAs, importFile, PLAYLIST_KEY, PLAYLISTS_CSV } from './support/listening-requests';

const DAY_MS = 86_400_000;
const dayBefore = (now: Date, days: number) =>
  new Date(now.getTime() - days * DAY_MS).toISOString().slice(0, 10);

interface PlaylistAnswer {
  title: string;
  playlist_key: string | null;
  followers: Array<{
    period_start: string;
    period_end: string;
    followers: number | null;
    checked_at: string | null;
  }> | null;
}

describe.each(BACKENDS)("a playlist's followers beside its imported listening, on %s", (backend) => {
  let testApp: TestApp;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const scratch = backend === 'postgres' ? await createScratchDatabase({ migrated: true }) : undefined;
    drop = scratch?.drop;
    testApp = await createTestApp({ postgresUrl: scratch?.url });
  }, 300_000);
  afterAll(async () => {
    await testApp?.close();
    await drop?.();
  }, 120_000);

  it('draws followers once the playlist is read, at each period end, for the importing account alone', async () => {
    const { app, clock } = testApp;
    const now = clock.now();
    const owner = await signIn(app);
    const other = await signIn(app);
    const earlier = { period_start: dayBefore(now, 60), period_end: dayBefore(now, 31) };
    const latest = { period_start: dayBefore(now, 27), period_end: dayBefore(now, 0) };
    for (const period of [earlier, latest]) {
      const imported = await importFile(app, owner, { kind: 'playlists', ...period }, PLAYLISTS_CSV);
      expect(imported.statusCode, imported.body).toBe(200);
    }
    const url = `/api/artist/${ARTIST}/listening`;
    const before = (await getAs(app, url, owner)).json().playlists as PlaylistAnswer[];
    expect(before.map(({ title, followers }) => ({ title, followers }))).toEqual([
      { title: 'Best of 2020', followers: null },
      { title: 'Release Radar', followers: null },
    ]);

    const tracked = await app.inject({
      method: 'POST',
      url: '/api/playlist/track',
      headers: owner.headers,
      payload: { extracted_id: PLAYLIST_KEY },
    });
    expect(tracked.statusCode, tracked.body).toBe(200);
    const count = (await getAs(app, `/api/playlist/${PLAYLIST_KEY}`, owner)).json().followers as number;
    expect(count).toBeGreaterThan(0);

    const answer = await getAs(app, url, owner);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const [matched, unmatched] = answer.json().playlists as PlaylistAnswer[];
    expect(matched!.playlist_key).toBe(PLAYLIST_KEY);
    expect(matched!.followers).toEqual([
      { ...earlier, followers: null, checked_at: null },
      {
        ...latest,
        followers: count,
        checked_at: expect.stringMatching(new RegExp(`^${latest.period_end}T`)),
      },
    ]);
    expect(unmatched!.followers).toBeNull();

    const theirs = await getAs(app, url, other);
    expect(theirs.json()).toEqual({ success: true, audience: [], songs: [], song_days: [], playlists: [] });
    expect(theirs.headers['cache-control']).toBe('private, no-store');
    expect((await getAs(app, url)).statusCode).toBe(401);

    // The dashboard's batch read of kept readings, on this database: the owner's, by item key.
    const kept = 'date,count\n2025-06-02,30150\n2025-06-01,30100\n';
    await importFile(app, owner, {}, kept, { url: `/api/playlist/${PLAYLIST_KEY}/kept-readings` });
    const reads = new KyselyListeningReads(testApp.database.db);
    const many = await reads.keptReadingsOfMany(owner.userId, 'playlist', [
      PLAYLIST_KEY,
      'NotImported00000000000',
    ]);
    expect([...many]).toEqual([
      [
        PLAYLIST_KEY,
        [
          { date: '2025-06-01', count: 30100 },
          { date: '2025-06-02', count: 30150 },
        ],
      ],
    ]);
    expect((await reads.keptReadingsOfMany(other.userId, 'playlist', [PLAYLIST_KEY])).size).toBe(0);
    expect((await reads.keptReadingsOfMany(owner.userId, 'track', [PLAYLIST_KEY])).size).toBe(0);
  });
});

describe.each(BACKENDS)("a songs table's songs matched to the account's tracks, on %s", (backend) => {
  let testApp: TestApp;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const scratch = backend === 'postgres' ? await createScratchDatabase({ migrated: true }) : undefined;
    drop = scratch?.drop;
    testApp = await createTestApp({ postgresUrl: scratch?.url });
  }, 300_000);
  afterAll(async () => {
    await testApp?.close();
    await drop?.();
  }, 120_000);

  it('by link, then ISRC, then exact title with artist; anything else stays unmatched', async () => {
    const { app } = testApp;
    const owner = await signIn(app);
    const found = (await getAs(app, '/api/search?query=a&type=track&page=1&limit=1')).json();
    const trackId = found.tracks.items[0].id as string;
    const track = (await getAs(app, `/api/track/${trackId}`)).json();
    const isrc = track.external_ids.isrc as string;
    const artist = track.artists[0].name as string;
    expect(isrc).toBeTruthy();
    const tracked = await app.inject({
      method: 'POST',
      url: '/api/track/track',
      headers: owner.headers,
      payload: { extracted_id: trackId },
    });
    expect(tracked.statusCode, tracked.body).toBe(200);
    const linked = 'BBBBBBBBBBBBBBBBBBBBB7';
    const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;
    const csv = [
      'Song,Artist,Listeners,Streams,Spotify URI,ISRC',
      `Linked Song,Nobody,10,20,spotify:track:${linked},`,
      `By Its Code,Nobody,11,21,,${isrc.toLowerCase()}`,
      `${quoted(` ${track.name.toUpperCase()} `)},${quoted(artist)},12,22,,`,
      `${quoted(`${track.name} (Live)`)},${quoted(artist)},13,23,,`,
    ].join('\n');
    const imported = await importFile(app, owner, { kind: 'songs' }, csv);
    expect(imported.statusCode, imported.body).toBe(200);
    // A file without an artist column: the export's artist (not tracked here) is all there is.
    const earlier = { period_start: '2025-01-01', period_end: '2025-01-28' };
    const nameOnly = `Song,Listeners,Streams\n${quoted(track.name)},14,24\n`;
    const second = await importFile(app, owner, { kind: 'songs', ...earlier }, nameOnly);
    expect(second.statusCode, second.body).toBe(200);
    const songs = (await getAs(app, `/api/artist/${ARTIST}/listening`, owner)).json().songs as Array<{
      song: string;
      track_key: string | null;
    }>;
    const keyOf = (streams: number) =>
      songs.find((song) => (song as unknown as { streams: number }).streams === streams)?.track_key;
    expect(keyOf(20)).toBe(linked);
    expect(keyOf(21)).toBe(trackId);
    expect(keyOf(22)).toBe(trackId);
    expect(keyOf(23), 'not the same title').toBeNull();
    expect(keyOf(24), 'no artist to compare (the export’s artist is not tracked)').toBeNull();
  });
});

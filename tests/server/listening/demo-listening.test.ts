import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '@server/accounts/demo-accounts';
import { KyselyListeningReads } from '@server/listening/adapters/kysely-listening-reads';
import { createTestApp, csrfFor, signIn, signInAs, type TestApp } from '../../support/test-app';

/** The demo catalog's artist whose exports the demo account has, and its silent playlist (issue 34). */
const DEMO_ARTIST = 'XujtiSeuTlRVBIerPJKtYq';
const SILENT_PLAYLIST = 'Yxz4vVXKuq6oBCCwOpZBkZ';

interface PlaylistAnswer {
  title: string;
  playlist_key: string | null;
  periods: Array<{ period_start: string; period_end: string; listeners: number; streams: number }>;
  followers: Array<{ period_end: string; followers: number | null; checked_at: string | null }> | null;
}

describe('the demo account on the default configuration (demo catalog, PGlite, seeding)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ configOverrides: { seedDemo: true } });
  }, 600_000);
  afterAll(async () => testApp.close(), 120_000);

  it('sees its imported Spotify for Artists exports on its artist, one big playlist silent', async () => {
    const { app, database } = testApp;
    const anonymous = await csrfFor(app);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: anonymous.headers,
      payload: DEMO_LOGINS.user,
    });
    expect(login.statusCode, login.body).toBe(200);
    const headers = { authorization: `Bearer ${login.json().token}` };

    const listening = (
      await app.inject({ method: 'GET', url: `/api/artist/${DEMO_ARTIST}/listening`, headers })
    ).json();
    expect(listening.audience).toHaveLength(365);
    expect(listening.song_days).toHaveLength(1);
    expect(new Set(listening.songs.map((song: { period_end: string }) => song.period_end)).size).toBe(6);
    const playlists = listening.playlists as PlaylistAnswer[];
    for (const playlist of playlists) expect(playlist.periods).toHaveLength(6);

    const tracked = (await app.inject({ method: 'GET', url: '/api/user/playlists', headers })).json()
      .playlists as Array<{
      spotify_playlist_id: string;
      followers: number;
    }>;
    const followersOf = new Map(tracked.map((row) => [row.spotify_playlist_id, row.followers]));
    const perThousand = (playlist: PlaylistAnswer) =>
      playlist.periods.map((period) => (period.streams * 1000) / followersOf.get(playlist.playlist_key!)!);
    const silent = playlists.filter((playlist) => playlist.playlist_key === SILENT_PLAYLIST);
    expect(silent).toHaveLength(1);
    expect(followersOf.get(SILENT_PLAYLIST)).toBeGreaterThanOrEqual(50_000);
    for (const rate of perThousand(silent[0]!)) expect(rate).toBeLessThan(1);
    const others = playlists.filter(
      (playlist) => playlist.playlist_key && playlist.playlist_key !== SILENT_PLAYLIST,
    );
    expect(others.length).toBeGreaterThanOrEqual(4);
    for (const playlist of others) for (const rate of perThousand(playlist)) expect(rate).toBeGreaterThan(10);
    expect(playlists.some((playlist) => playlist.playlist_key === null)).toBe(true);
    // Followers beside the listening: on the same period ends for the playlists the demo tracks.
    for (const playlist of playlists) {
      if (playlist.playlist_key === null) {
        expect(playlist.followers).toBeNull();
        continue;
      }
      expect(playlist.followers?.map((period) => period.period_end)).toEqual(
        playlist.periods.map((period) => period.period_end),
      );
      for (const period of playlist.followers!)
        if (period.checked_at !== null)
          expect(period.checked_at.slice(0, 10) <= period.period_end).toBe(true);
    }
    const silentFollowers = silent[0]!.followers!.map((period) => period.followers);
    expect(silentFollowers.at(-1)).toBe(followersOf.get(SILENT_PLAYLIST));

    const imports = (await app.inject({ method: 'GET', url: '/api/user/listening-imports', headers })).json()
      .imports;
    expect(imports).toHaveLength(14);
    const demoUserId = login.json().user_id as number;
    expect(
      (await new KyselyListeningReads(database.db).playlistListening(demoUserId, SILENT_PLAYLIST))?.periods,
    ).toHaveLength(6);

    const stranger = await signIn(app);
    const theirs = (
      await app.inject({
        method: 'GET',
        url: `/api/artist/${DEMO_ARTIST}/listening`,
        headers: stranger.headers,
      })
    ).json();
    expect(theirs).toEqual({ success: true, audience: [], songs: [], song_days: [], playlists: [] });
    expect(await new KyselyListeningReads(database.db).teamPlaylists(stranger.userId)).toEqual([]);

    // The verdict weighs it: clean on followers, silent in the demo's own listening, so not called clean.
    const page = (
      await app.inject({ method: 'GET', url: `/api/playlist/${SILENT_PLAYLIST}`, headers })
    ).json();
    expect(page.chart_analysis.verdict).toBe('clean');
    expect(page.listening.status).toBe('silent');
    expect(page.verdict_with_listening.verdict).not.toBe('clean');
    expect(page.verdict_with_listening.reasons[0]).toMatch(/almost no listening/i);
    const dashboard = (await app.inject({ method: 'GET', url: '/api/user/playlists', headers })).json()
      .playlists as Array<{ spotify_playlist_id: string; verdict_with_listening: { verdict: string } }>;
    const row = dashboard.find((entry) => entry.spotify_playlist_id === SILENT_PLAYLIST)!;
    expect(row.verdict_with_listening.verdict, "the dashboard shows the page's grade").toBe(
      page.verdict_with_listening.verdict,
    );
    const strangerPage = (
      await app.inject({ method: 'GET', url: `/api/playlist/${SILENT_PLAYLIST}`, headers: stranger.headers })
    ).json();
    expect(strangerPage.listening.status).toBe('no_data');
    expect(strangerPage.verdict_with_listening.verdict).toBe('clean');
  });

  it("shows the same placements after a stop and a start as a fresh read does (the column patched, the item's news read alone)", async () => {
    const { app } = testApp;
    const demo = (await signInAs(app, DEMO_LOGINS.user)).headers;
    type ArtistRow = { spotify_artist_id: string; placements: { added: []; removed: []; botted: [] } };
    const artists = async (headers: Record<string, string>) =>
      (await app.inject({ method: 'GET', url: '/api/user/artists', headers })).json().artists as ArtistRow[];
    const change = async (url: string, headers: Record<string, string>, payload: object) =>
      expect((await app.inject({ method: 'POST', url, headers, payload })).statusCode).toBe(200);
    const news = ({ placements }: ArtistRow) =>
      placements.added.length + placements.removed.length + placements.botted.length;

    const before = (await artists(demo)).find((row) => news(row) > 0)!;
    expect(before, 'the demo user tracks an artist with placement news').toBeDefined();
    const id = before.spotify_artist_id;
    await change('/api/artist/stop-tracking', demo, { remove_id: id });
    expect((await artists(demo)).map((row) => row.spotify_artist_id)).not.toContain(id);
    await change('/api/artist/track', demo, { extracted_id: id });
    const patched = (await artists(demo)).find((row) => row.spotify_artist_id === id)!;

    const other = await signIn(app);
    await change('/api/artist/track', other.headers, { extracted_id: id });
    const fresh = (await artists(other.headers)).find((row) => row.spotify_artist_id === id)!;
    expect(patched.placements).toEqual(fresh.placements);
    expect(patched.placements).toEqual(before.placements);
  });
});

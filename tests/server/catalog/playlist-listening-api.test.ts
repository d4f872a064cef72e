import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '@server/accounts/demo-accounts';
import { InMemoryListeningReads } from '../../support/in-memory-listening-reads';
import { createTestApp, csrfFor, signIn, type TestApp } from '../../support/test-app';

interface DashboardPlaylist {
  readonly spotify_playlist_id: string;
  readonly followers: number | null;
  readonly verdict: string;
}

/** One 28-day period of the playlists table, ending the day before the demo's clock. */
function period(streams: number) {
  return { period_start: '2026-10-01', period_end: '2026-10-28', streams, listeners: Math.ceil(streams / 3) };
}

describe('listening in the verdict, on the demo catalog and an embedded database', () => {
  let testApp: TestApp;
  const listening = new InMemoryListeningReads();
  let demo: Record<string, string>;
  let clean: DashboardPlaylist;

  beforeAll(async () => {
    testApp = await createTestApp({ configOverrides: { seedDemo: true }, listeningReads: listening });
    const { app } = testApp;
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: (await csrfFor(app)).headers,
      payload: DEMO_LOGINS.user,
    });
    expect(login.statusCode, login.body).toBe(200);
    demo = { authorization: `Bearer ${login.json().token}` };
    const playlists: DashboardPlaylist[] = (
      await app.inject({ method: 'GET', url: '/api/user/playlists', headers: demo })
    ).json().playlists;
    clean = playlists.find((playlist) => playlist.verdict === 'clean')!;
    expect(clean, 'the demo tracks a playlist graded clean').toBeDefined();
    const others = playlists.filter((playlist) => playlist !== clean);
    expect(others.length).toBeGreaterThanOrEqual(3);
    // The clean playlist barely plays the team's songs; the others play them about 80 times per 1,000 followers.
    listening.imported(login.json().user_id, [
      {
        title: 'Clean but silent',
        author: null,
        playlist_key: clean.spotify_playlist_id,
        periods: [period(1)],
      },
      ...others.map((playlist, index) => ({
        title: `Other ${index}`,
        author: null,
        playlist_key: playlist.spotify_playlist_id,
        periods: [period(Math.round(((playlist.followers ?? 0) * (70 + index * 10)) / 1000))],
      })),
    ]);
    // Seeding a year of demo history on a shared, busy machine.
  }, 300_000);
  afterAll(async () => testApp.close());

  it('does not call a playlist clean on followers but silent in listening clean, for its owner', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/playlist/${clean.spotify_playlist_id}`,
      headers: demo,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json();
    expect(body.chart_analysis.verdict).toBe('clean');
    expect(body.listening.status).toBe('silent');
    expect(body.listening.reasons[0]).toMatch(
      /^Many followers, almost no listening: [\d.]+ streams and [\d.]+ listeners per 1,000 followers per 28 days \(01–28\/10\/2026\), against a median of \d+ on your other \d+ playlists/,
    );
    expect(body.verdict_with_listening).toMatchObject({
      verdict: 'suspicious',
      follower_integrity: { source: 'chart_analysis', verdict: 'clean' },
      listening: 'silent',
      summary: 'Suspicious: clean on followers, but its followers almost never play your songs.',
    });
    expect(body.verdict_with_listening.reasons[0]).toBe(body.listening.reasons[0]);
  });

  it('shows another account none of it, and an anonymous visitor no listening field at all', async () => {
    const other = await signIn(testApp.app);
    const theirs = (
      await testApp.app.inject({
        method: 'GET',
        url: `/api/playlist/${clean.spotify_playlist_id}`,
        headers: { cookie: other.cookie },
      })
    ).json();
    expect(theirs.listening).toEqual({
      status: 'no_data',
      reasons: ['No listening data for this playlist.'],
      period: null,
      figures: null,
    });
    expect(theirs.verdict_with_listening.verdict).toBe('clean');
    expect(JSON.stringify(theirs)).not.toContain('Many followers');

    const anonymous = await testApp.app.inject({
      method: 'GET',
      url: `/api/playlist/${clean.spotify_playlist_id}`,
    });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).not.toHaveProperty('listening');
    expect(anonymous.json()).not.toHaveProperty('verdict_with_listening');
    expect(anonymous.json().chart_analysis.verdict).toBe('clean');

    // The server-rendered page embeds the anonymous answer, whoever asks for it.
    const page = await testApp.composition.appOptions.itemPages!.read('playlist', clean.spotify_playlist_id, {
      spend: async () => true,
    });
    expect(page.status).toBe('found');
    expect(page.status === 'found' && page.body).not.toContain('listening');
  });

  it('weighs listening in the owner’s dashboard list as the page does', async () => {
    const rows: Array<DashboardPlaylist & { verdict_with_listening?: object }> = (
      await testApp.app.inject({ method: 'GET', url: '/api/user/playlists', headers: demo })
    ).json().playlists;
    const row = rows.find((playlist) => playlist.spotify_playlist_id === clean.spotify_playlist_id)!;
    expect(row.verdict).toBe('clean');
    expect(row.verdict_with_listening).toEqual({
      verdict: 'suspicious',
      confidence: 'medium',
      listening: 'silent',
    });
    // The others are listened to (or too small to tell): their grades stay as they are.
    for (const other of rows.filter((playlist) => playlist !== row)) {
      expect(other.verdict_with_listening).toMatchObject({ verdict: other.verdict });
      expect(['listened', 'not_compared']).toContain(
        (other.verdict_with_listening as { listening: string }).listening,
      );
    }

    const someoneElse = await signIn(testApp.app);
    await testApp.app.inject({
      method: 'POST',
      url: '/api/playlist/track',
      headers: someoneElse.headers,
      payload: { extracted_id: clean.spotify_playlist_id },
    });
    const theirs = (
      await testApp.app.inject({ method: 'GET', url: '/api/user/playlists', headers: someoneElse.headers })
    ).json().playlists;
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).not.toHaveProperty('verdict_with_listening');
  });
});

import { describe, expect, it } from 'vitest';
import { signIn } from '../../support/test-app';
import { getAs, importFile, PLAYLIST_KEY, useListeningApp } from './support/listening-requests';

const DAY_MS = 86_400_000;

/** Thirty days of kept follower counts ending the day before `now`: a steady, organic-looking climb. */
function keptHistoryCsv(now: Date): string {
  const rows = Array.from({ length: 30 }, (_, index) => {
    const day = new Date(now.getTime() - (30 - index) * DAY_MS).toISOString().slice(0, 10);
    return `${day},${40_000 + index * 12 + (index % 3) * 2}`;
  });
  return ['date,count', ...rows].join('\n');
}

describe('kept readings in the grade, on the default catalog and an embedded database', () => {
  const context = useListeningApp();

  it('gives the importing account a verdict at once; another account and anonymous callers keep the public grade', async () => {
    const { app, clock } = context.current;
    const owner = await signIn(app);
    const other = await signIn(app);
    for (const user of [owner, other]) {
      const tracked = await app.inject({
        method: 'POST',
        url: '/api/playlist/track',
        headers: user.headers,
        payload: { extracted_id: PLAYLIST_KEY },
      });
      expect(tracked.statusCode, tracked.body).toBe(200);
    }
    const url = `/api/playlist/${PLAYLIST_KEY}/kept-readings`;
    const imported = await importFile(app, owner, {}, keptHistoryCsv(clock.now()), { url });
    expect(imported.json(), imported.body).toMatchObject({ added: 30 });

    const own = await getAs(app, `/api/playlist/${PLAYLIST_KEY}`, owner);
    expect(own.headers['cache-control']).toBe('private, no-store');
    const ownVerdict = own.json().verdict_with_listening;
    expect(own.json().chart_analysis.verdict, 'the shared grade is unchanged').toBe('insufficient_data');
    expect(ownVerdict.verdict).not.toBe('insufficient_data');
    expect(ownVerdict.follower_integrity).toMatchObject({
      source: 'chart_analysis',
      coverage: { imported: 30 },
    });
    expect(ownVerdict.follower_integrity.coverage.checks).toBeGreaterThan(30);
    const reasons = ownVerdict.reasons.join(' ');
    expect(reasons, 'kept readings are not called checks').not.toMatch(/\bchecks?\b/);
    const csv = (await getAs(app, `/api/playlist/${PLAYLIST_KEY}/followers-history.csv`, owner)).body;
    const grades = new Set(
      csv
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',').at(-2)),
    );
    expect([...grades], "the CSV's grade is the page's").toEqual([
      `${ownVerdict.verdict} (${ownVerdict.confidence} confidence)`,
    ]);

    const stranger = (await getAs(app, `/api/playlist/${PLAYLIST_KEY}`, other)).json();
    expect(stranger.chart_analysis.verdict).toBe('insufficient_data');
    expect(stranger.verdict_with_listening.follower_integrity.coverage).toBeUndefined();
    expect(stranger.verdict_with_listening.follower_integrity.source).not.toBe('chart_analysis');
    const anonymous = (await getAs(app, `/api/playlist/${PLAYLIST_KEY}`)).json();
    expect(anonymous.chart_analysis.verdict).toBe('insufficient_data');
    expect(anonymous.verdict_with_listening).toBeUndefined();
  });

  it("gives the importer's dashboard row the grade its playlist page shows, and no one else's", async () => {
    const { app, clock } = context.current;
    const owner = await signIn(app);
    const other = await signIn(app);
    for (const user of [owner, other])
      await app.inject({
        method: 'POST',
        url: '/api/playlist/track',
        headers: user.headers,
        payload: { extracted_id: PLAYLIST_KEY },
      });
    const url = `/api/playlist/${PLAYLIST_KEY}/kept-readings`;
    await importFile(app, owner, {}, keptHistoryCsv(clock.now()), { url });

    const page = (await getAs(app, `/api/playlist/${PLAYLIST_KEY}`, owner)).json().verdict_with_listening;
    expect(page.verdict).not.toBe('insufficient_data');
    const listed = await getAs(app, '/api/user/playlists', owner);
    const row = listed.json().playlists.find((entry: { spotify_playlist_id: string }) => {
      return entry.spotify_playlist_id === PLAYLIST_KEY;
    });
    expect(row.verdict, 'the shared grade of the row is unchanged').toBe('insufficient_data');
    expect(row.verdict_with_listening).toEqual({
      verdict: page.verdict,
      confidence: page.confidence,
      listening: page.listening,
    });
    const theirs = (await getAs(app, '/api/user/playlists', other)).json().playlists;
    expect(theirs[0].verdict).toBe('insufficient_data');
    expect(theirs[0]).not.toHaveProperty('verdict_with_listening');
  });

  it("marks the importer's kept readings as imported in its history answer and CSV download, and no one else's", async () => {
    const { app } = context.current;
    const csvUrl = `/api/playlist/${PLAYLIST_KEY}/followers-history.csv`;
    const owner = await signIn(app);
    const other = await signIn(app);
    for (const user of [owner, other])
      await app.inject({
        method: 'POST',
        url: '/api/playlist/track',
        headers: user.headers,
        payload: { extracted_id: PLAYLIST_KEY },
      });
    const csv = 'date,count\n2025-06-01,30100\n2025-06-02,30150\n';
    await importFile(app, owner, {}, csv, { url: `/api/playlist/${PLAYLIST_KEY}/kept-readings` });

    const own = await getAs(app, csvUrl, owner);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    const lines = own.body.trim().split('\r\n');
    expect(lines[0]).toBe('checked_at,followers,anomaly_type,event_kind,event,playlist_grade,source');
    expect(lines.slice(1, 3)).toEqual([
      '2025-06-01T00:00:00.000Z,30100,,,,insufficient_data,imported',
      '2025-06-02T00:00:00.000Z,30150,,,,insufficient_data,imported',
    ]);
    expect(lines.slice(3).length).toBeGreaterThan(0);
    expect(lines.slice(3).every((line) => line.endsWith(',checked'))).toBe(true);
    const history = await getAs(app, `/api/playlist/${PLAYLIST_KEY}/followers-history`, owner);
    expect(history.headers['cache-control']).toBe('private, no-store');
    expect(history.json().imported).toEqual([
      { checked_at: '2025-06-01T00:00:00.000Z', followers: 30100 },
      { checked_at: '2025-06-02T00:00:00.000Z', followers: 30150 },
    ]);
    expect(history.json().data.length).toBeGreaterThan(0);
    const othersHistory = (await getAs(app, `/api/playlist/${PLAYLIST_KEY}/followers-history`, other)).json();
    expect(othersHistory.imported).toBeUndefined();
    const strangers = (await getAs(app, csvUrl, other)).body;
    expect(strangers).not.toContain('imported');
    expect(strangers).not.toContain('2025-06-01');
  });
});

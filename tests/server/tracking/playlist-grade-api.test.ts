import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeFollowerChart } from '@domain/analytics';
import { DemoMusicService } from '@server/catalog';
import { refreshItemSummaries } from '@server/tracking/adapters/item-summaries-sql';
import { KyselyItemSummaries } from '@server/tracking/adapters/kysely-item-summaries';
import { signIn } from '../../support/test-app';
import { get, post, type TrackingTestApp, trackingTestApp } from './support/tracking-app';
import { API_BACKENDS } from './support/tracking-database';

const DAY = 86_400_000;
const HISTORY_DAYS = 80;

/** Organic growth with two 2,000-follower bursts (days 40 and 60 of 80): repeated gains. */
function followersOn(day: number): number {
  let value = 20_000;
  for (let d = 0; d <= day; d += 1) value += 120 * (1 + 0.25 * Math.sin(d * 0.9) + (d % 7 >= 5 ? 0.3 : 0));
  return Math.round(value) + (day >= 40 ? 2000 : 0) + (day >= 60 ? 2000 : 0);
}

/** The tracked track's popularity: 40, but for a rise on the days of both bursts. */
const RISES: Record<number, number> = { 40: 9, 41: 7, 60: 6, 61: 6 };

describe.each(API_BACKENDS)(
  'one grade for a playlist everywhere, its tracked tracks weighed, on %s',
  (backend) => {
    let testApp: TrackingTestApp;
    let headers: Record<string, string>;
    let playlist: string;
    let track: { id: string; name: string };
    const points: Array<{ checked_at: string; followers: number }> = [];
    let storedAlone: string | null = null;
    const dayIso = (day: number) => new Date(Date.parse('2026-01-01T06:00:00Z') + day * DAY).toISOString();

    beforeAll(async () => {
      testApp = await trackingTestApp(backend);
      const { app, clock, database } = testApp;
      const read = await new DemoMusicService(clock).getPlaylist(testApp.catalog.playlists[0]!.id);
      if (!read.ok || !read.value.items) throw new Error('the demo playlist has no items');
      const item = read.value.items.find((entry) => entry.track)!;
      playlist = read.value.id;
      track = { id: item.trackId, name: item.track!.name };
      const user = await signIn(app);
      headers = user.headers;
      expect((await post(app, '/api/playlist/track', headers, { extracted_id: playlist })).statusCode).toBe(
        200,
      );
      expect((await post(app, '/api/track/track', headers, { extracted_id: track.id })).statusCode).toBe(200);

      // Replace what tracking just read with 80 days of recorded history (before the app's clock).
      const { db } = database;
      const ids = async (kind: 'playlist' | 'track', spotifyId: string) =>
        (
          await db
            .selectFrom('tracked_items')
            .select('id')
            .where('kind', '=', kind)
            .where('spotify_id', '=', spotifyId)
            .executeTakeFirstOrThrow()
        ).id;
      const playlistItem = await ids('playlist', playlist);
      const trackItem = await ids('track', track.id);
      await db.deleteFrom('item_snapshots').where('item_id', 'in', [playlistItem, trackItem]).execute();
      await db
        .updateTable('playlist_memberships')
        .set({ added_at: dayIso(-30), first_seen: dayIso(0) })
        .where('item_id', '=', playlistItem)
        .execute();
      const followerRows = [];
      const popularityRows = [];
      for (let day = 0; day < HISTORY_DAYS; day += 1) {
        points.push({ checked_at: dayIso(day), followers: followersOn(day) });
        followerRows.push({
          item_id: playlistItem,
          checked_at: dayIso(day),
          followers: followersOn(day),
          track_count: 20,
        });
        popularityRows.push({
          cycle_id: null as number | null,
          item_id: trackItem,
          checked_at: dayIso(day),
          popularity: 40 + (RISES[day] ?? 0),
        });
      }
      // The playlist's history is written first: its stored grade knows nothing of the track yet…
      await db.insertInto('item_snapshots').values(followerRows).execute();
      await refreshItemSummaries(db, [playlistItem]);
      storedAlone = await storedVerdict(playlistItem);
      // …then the track's, its last reading in a cycle: after it, the playlists carrying a track the
      // cycle read are re-graded.
      const cycle = await db
        .insertInto('refresh_cycles')
        .values({ started_at: dayIso(HISTORY_DAYS - 1), finished_at: dayIso(HISTORY_DAYS - 1) })
        .returning('id')
        .executeTakeFirstOrThrow();
      popularityRows[popularityRows.length - 1] = { ...popularityRows.at(-1)!, cycle_id: cycle.id };
      await db.insertInto('item_snapshots').values(popularityRows).execute();
      await refreshItemSummaries(db, [trackItem]);
      expect(await storedVerdict(playlistItem)).toBe('likely_botted');
      expect(await new KyselyItemSummaries(db).regradeCarryingTracksOf(cycle.id)).toBe(1);
    });
    const storedVerdict = async (itemId: number) =>
      (
        await testApp.database.db
          .selectFrom('item_summaries')
          .select('verdict')
          .where('item_id', '=', itemId)
          .executeTakeFirstOrThrow()
      ).verdict;
    afterAll(async () => testApp?.close());

    it('grades repeated bursts on which a tracked track rose suspicious, saying so, on the playlist page', async () => {
      expect(analyzeFollowerChart(points).verdict).toBe('likely_botted');
      const response = await get(testApp.app, `/api/playlist/${playlist}`);
      expect(response.statusCode, response.body).toBe(200);
      const chart = response.json().chart_analysis;
      expect(chart.verdict).toBe('suspicious');
      expect(chart.against).toContain(
        `On 10/02/2026 1 tracked track on the playlist rose in popularity (${track.name} +9 points), as real listeners would: the burst looks organic.`,
      );
      expect(chart.against).toContain(
        `On 02/03/2026 1 tracked track on the playlist rose in popularity (${track.name} +6 points), as real listeners would: the burst looks organic.`,
      );
      expect(chart.reasons.at(-1)).toMatch(/^Suspicious rather than likely botted, and not clean: /);
    });

    it('shows the same grade on the dashboard (re-graded after the cycle that read the track), the placements and the CSV export', async () => {
      expect(storedAlone).toBe('likely_botted');
      const page = (await get(testApp.app, `/api/playlist/${playlist}`)).json().chart_analysis;
      const { verdict, confidence } = page;

      const dashboard = (await get(testApp.app, '/api/user/playlists', headers)).json();
      const row = JSON.stringify(dashboard);
      expect(row).toContain(`"verdict":"${verdict}"`);
      expect(row).toContain(`"confidence":"${confidence}"`);

      const placements = (await get(testApp.app, `/api/track/${track.id}/placements`)).json().placements;
      expect(placements.map((placement: { verdict: string }) => placement.verdict)).toEqual([verdict]);

      const csv = await get(testApp.app, `/api/playlist/${playlist}/followers-history.csv`, headers);
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.body.trim().split('\n').at(-1)).toContain(`${verdict} (${confidence} confidence)`);
    });

    it('says so in the written analysis and the shared report, which grade it the same way', async () => {
      const page = (await get(testApp.app, `/api/playlist/${playlist}`)).json().chart_analysis;
      const sentence = `${track.name} +9 points), as real listeners would: the burst looks organic.`;

      const analyzed = await post(testApp.app, '/api/gemini/analyze_playlist', headers, {
        playlistData: { spotify_playlist_id: playlist },
      });
      expect(analyzed.statusCode, analyzed.body).toBe(200);
      expect(analyzed.json().chart_analysis).toEqual(page);
      expect(analyzed.json().analysis).toContain(sentence);

      const created = await post(testApp.app, `/api/playlist/${playlist}/report`, headers);
      expect(created.statusCode, created.body).toBe(200);
      const report = await get(testApp.app, `/report/${created.json().report.token}`);
      expect(report.statusCode).toBe(200);
      expect(report.body).toContain('rose in popularity (');
      expect(report.body).toContain('as real listeners would: the burst looks organic.');
      expect(report.body).toMatch(
        /<h3>Against<\/h3><ul class="report-reasons"><li>On 10\/02\/2026 1 tracked track/,
      );
    });
  },
);

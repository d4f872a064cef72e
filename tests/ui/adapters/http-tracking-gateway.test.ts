// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { HISTORY_NOT_A_LIST, HttpTrackingGateway } from '@adapters/http/http-tracking-gateway';
import { TrackingGateway } from '@domain/ports/browser/tracking-gateway';
import { createContainer } from '../../../src/app/container';
import { type Call, type Reply, scriptedCalls } from '../support/scripted-api';
import { featureGateway } from '../support/feature-gateway';

const ID = '1WgXqy2Dd70QQOU7Ay074N';

/** An HttpTrackingGateway over a client answered by `route`, recording every call. */
function gateway(route: (...call: Call) => Reply) {
  const { api, calls } = scriptedCalls(route);
  return { tracking: new HttpTrackingGateway(api), deferred: featureGateway(TrackingGateway, api), calls };
}

describe('HttpTrackingGateway', () => {
  it('sends a bulk list and reads each line, naming the lines of a whole-list refusal', async () => {
    const line = { line: 1, input: 'x', status: 'not_a_link', kind: null, id: null, error: 'No.' };
    const { tracking, calls } = gateway((_, _url, body) =>
      (body as { list: string }).list === 'bad'
        ? { status: 400, data: { success: false, error: 'Malformed CSV.', lines: [3, 4] } }
        : { status: 200, data: { success: true, results: [line], counts: { not_a_link: 1 } } },
    );
    await expect(tracking.trackList('x')).resolves.toEqual({ ok: true, value: [line] });
    await expect(tracking.trackList('bad')).resolves.toEqual({
      ok: false,
      error: 'Lines 3, 4: Malformed CSV.',
      status: 400,
    });
    expect(calls.map(([method, url]) => [method, url])).toEqual([
      ['post', '/track/bulk'],
      ['post', '/track/bulk'],
    ]);
  });

  it('asks each kind’s is-tracking path', async () => {
    const { tracking, calls } = gateway((_, url) => ({
      status: 200,
      data: {
        is_tracking: url.includes('tracking/'),
        tracking_since: url.includes('tracking/') ? '2026-11-29T11:20:00.000Z' : null,
      },
    }));
    const untracked = { ok: true, value: { tracking: false, since: null } };
    await expect(tracking.isTracking('artist', ID)).resolves.toEqual(untracked);
    await expect(tracking.isTracking('track', ID)).resolves.toEqual(untracked);
    await expect(tracking.isTracking('playlist', ID)).resolves.toEqual({
      ok: true,
      value: { tracking: true, since: '2026-11-29T11:20:00.000Z' },
    });
    expect(calls.map(([, url]) => url)).toEqual([
      `/user/is-tracking-artist/${ID}`,
      `/user/is-tracking-track/${ID}`,
      `/user/tracking/${ID}`,
    ]);
  });

  it('starts and stops tracking with the bodies of the API, reading the reading the start took', async () => {
    const reading = {
      checked_at: '2026-04-01T08:00:00.000Z',
      followers: 12,
      popularity: null,
      track_count: 3,
    };
    const { tracking, calls } = gateway((_, url) =>
      url.endsWith('/track')
        ? { status: 200, data: { success: true, already_tracking: false, reading } }
        : { status: 200, data: { success: true, message: 'ok' } },
    );
    await expect(tracking.track('playlist', ID)).resolves.toEqual({
      ok: true,
      value: { alreadyTracking: false, reading },
    });
    await expect(tracking.stopTracking('track', ID)).resolves.toEqual({ ok: true, value: undefined });
    expect(calls).toEqual([
      ['post', '/playlist/track', { extracted_id: ID }],
      ['post', '/track/stop-tracking', { remove_id: ID }],
    ]);
  });

  it("reads the server's already_tracking: starting to track what the user tracks changed nothing", async () => {
    const { tracking } = gateway(() => ({
      status: 200,
      data: { success: true, already_tracking: true, reading: null },
    }));
    await expect(tracking.track('artist', ID)).resolves.toEqual({
      ok: true,
      value: { alreadyTracking: true, reading: null },
    });
  });

  it('tells a refusal (with status) from a request that got no answer (status null)', async () => {
    let reply: Reply = { status: 200, data: { success: false, error: 'Quota reached' } };
    const { tracking } = gateway(() => reply);
    await expect(tracking.track('artist', ID)).resolves.toEqual({
      ok: false,
      error: 'Quota reached',
      status: 200,
    });
    reply = { status: 404, data: { success: false, error: 'Artist not found.' } };
    await expect(tracking.track('artist', ID)).resolves.toEqual({
      ok: false,
      error: 'Artist not found.',
      status: 404,
    });
    reply = 'network-down';
    await expect(tracking.stopTracking('artist', ID)).resolves.toEqual({
      ok: false,
      error: null,
      status: null,
    });
  });

  it('reads the tracked lists and the histories', async () => {
    const point = { checked_at: '2024-01-01T00:00:00.000Z', followers: 5 };
    const { tracking, calls } = gateway((_, url) => {
      if (url === '/user/playlists') return { status: 200, data: { success: true, playlists: [{ id: 1 }] } };
      if (url === '/user/tracks') return { status: 200, data: { success: true, tracks: [] } };
      if (url === '/user/artists') return { status: 200, data: { success: true, artists: [{ id: 2 }] } };
      if (url.endsWith('/followers-history')) {
        return { status: 200, data: { data: [point], anomaly_type: [null], average_daily_change: null } };
      }
      return { status: 200, data: [{ ...point, popularity: 40 }] };
    });
    await expect(tracking.trackedPlaylists()).resolves.toEqual({ ok: true, value: [{ id: 1 }] });
    await expect(tracking.trackedTracks()).resolves.toEqual({ ok: true, value: [] });
    await expect(tracking.trackedArtists()).resolves.toEqual({ ok: true, value: [{ id: 2 }] });
    await expect(tracking.artistHistory(ID)).resolves.toEqual({
      ok: true,
      value: [{ ...point, popularity: 40 }],
    });
    await expect(tracking.trackPopularityHistory(ID)).resolves.toMatchObject({ ok: true });
    await expect(tracking.playlistFollowerHistory(ID)).resolves.toEqual({
      ok: true,
      value: {
        data: [point],
        anomaly_type: [null],
        average_daily_change: null,
        average_daily_change_days_left_out: 0,
      },
    });
    expect(calls.slice(3).map(([, url]) => url)).toEqual([
      `/artist/${ID}/history`,
      `/track/${ID}/popularity-history`,
      `/playlist/${ID}/followers-history`,
    ]);
  });

  it('keeps why a playlist is read, and drops a reason it does not know', async () => {
    const point = { checked_at: '2024-02-01T06:00:00.000Z', followers: 100 };
    for (const [sent, kept] of [
      ['tracked_by_member', 'tracked_by_member'],
      ['opened_lately', 'opened_lately'],
      [null, null],
      ['by_alice', undefined],
    ] as const) {
      const { tracking } = gateway(() => ({
        status: 200,
        data: { data: [point], anomaly_type: [null], average_daily_change: null, read_because: sent },
      }));
      const answer = await tracking.playlistFollowerHistory(ID);
      expect(answer.ok && answer.value.read_because).toBe(kept);
    }
  });

  it("keeps the viewer's imported readings of a playlist history", async () => {
    const kept = { checked_at: '2024-01-01T00:00:00.000Z', followers: 90 };
    const point = { checked_at: '2024-02-01T06:00:00.000Z', followers: 100 };
    const { tracking } = gateway(() => ({
      status: 200,
      data: { data: [point], anomaly_type: [null], average_daily_change: null, imported: [kept] },
    }));
    await expect(tracking.playlistFollowerHistory(ID)).resolves.toEqual({
      ok: true,
      value: {
        data: [point],
        anomaly_type: [null],
        average_daily_change: null,
        average_daily_change_days_left_out: 0,
        imported: [kept],
      },
    });
  });

  it("keeps the viewer's imported readings among an artist's and a track's history", async () => {
    const kept = { checked_at: '2024-01-01T00:00:00.000Z', popularity: null, followers: 90, imported: true };
    const point = { checked_at: '2024-02-01T06:00:00.000Z', popularity: 40, followers: 100 };
    const { tracking } = gateway(() => ({ status: 200, data: [kept, point] }));
    await expect(tracking.artistHistory(ID)).resolves.toEqual({ ok: true, value: [kept, point] });
    const keptPopularity = { checked_at: '2024-01-01T00:00:00.000Z', popularity: 31, imported: true };
    const { tracking: tracks } = gateway(() => ({ status: 200, data: [keptPopularity] }));
    await expect(tracks.trackPopularityHistory(ID)).resolves.toEqual({ ok: true, value: [keptPopularity] });
  });

  it('ignores a history answer that is not a list and says so in the console (docs/product.md §5)', async () => {
    const odd = { unexpected: 'shape' };
    const { tracking } = gateway((_, url) =>
      url.endsWith('/followers-history')
        ? { status: 200, data: { data: 'nope', anomaly_type: [], average_daily_change: 1 } }
        : { status: 200, data: odd },
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await expect(tracking.artistHistory(ID)).resolves.toEqual({ ok: true, value: [] });
      await expect(tracking.trackPopularityHistory(ID)).resolves.toEqual({ ok: true, value: [] });
      await expect(tracking.playlistFollowerHistory(ID)).resolves.toMatchObject({
        ok: true,
        value: { data: [] },
      });
      expect(logged.mock.calls).toEqual([
        [HISTORY_NOT_A_LIST, odd],
        [HISTORY_NOT_A_LIST, odd],
        [HISTORY_NOT_A_LIST, 'nope'],
      ]);
      expect(HISTORY_NOT_A_LIST).toBe('Unexpected history data format (not a list); ignored:');
    } finally {
      logged.mockRestore();
    }
  });

  it('passes on a refused history read', async () => {
    const { tracking } = gateway(() => ({ status: 401, data: { success: false, error: 'Please log in.' } }));
    await expect(tracking.artistHistory(ID)).resolves.toEqual({
      ok: false,
      error: 'Please log in.',
      status: 401,
    });
  });

  it('links the CSV exports under the API base', () => {
    const { tracking } = gateway(() => 'network-down');
    expect(tracking.historyCsvUrl('artist', ID)).toBe(`/api/artist/${ID}/history.csv`);
    expect(tracking.historyCsvUrl('track', ID)).toBe(`/api/track/${ID}/popularity-history.csv`);
    expect(tracking.historyCsvUrl('playlist', ID)).toBe(`/api/playlist/${ID}/followers-history.csv`);
  });

  it('loads on first use when deferred, answering the same', async () => {
    const { deferred, calls } = gateway(() => ({ status: 200, data: { is_tracking: true } }));
    expect(deferred.historyCsvUrl('track', ID)).toBe(`/api/track/${ID}/popularity-history.csv`);
    expect(calls).toEqual([]);
    await expect(deferred.isTracking('track', ID)).resolves.toEqual({
      ok: true,
      value: { tracking: true, since: null },
    });
    await expect(deferred.track('artist', ID)).resolves.toEqual({
      ok: true,
      value: { alreadyTracking: false, reading: null },
    });
    expect(calls.map(([method, url]) => `${method} ${url}`)).toEqual([
      `get /user/is-tracking-track/${ID}`,
      'post /artist/track',
    ]);
  });

  it('is what the http container gives for the port (a plain object, not a thenable)', () => {
    const tracking = createContainer('http').get<TrackingGateway>(TrackingGateway);
    expect((tracking as unknown as { then?: unknown }).then).toBeUndefined();
    expect(tracking.historyCsvUrl('artist', ID)).toBe(`/api/artist/${ID}/history.csv`);
  });
});

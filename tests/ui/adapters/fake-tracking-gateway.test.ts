// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ARTIST_IDS, PLAYLIST_IDS, TRACK_IDS } from '@adapters/fake/catalog-fixtures';
import { FAKE_HISTORY_END } from '@adapters/fake/fake-history';
import { FakeTrackingGateway } from '@adapters/fake/fake-tracking-gateway';

describe('FakeTrackingGateway', () => {
  it('starts with demo items tracked and follows start and stop', async () => {
    const fake = new FakeTrackingGateway();
    expect(await fake.isTracking('artist', ARTIST_IDS.aurora)).toEqual({
      ok: true,
      value: { tracking: true, since: null },
    });
    expect(await fake.isTracking('artist', ARTIST_IDS.northLights)).toEqual({
      ok: true,
      value: { tracking: false, since: null },
    });
    const before = await fake.artistHistory(ARTIST_IDS.northLights);
    const started = await fake.track('artist', ARTIST_IDS.northLights);
    // Starting takes a reading a day after the history's last, and the history keeps it.
    expect(started).toEqual({ ok: true, value: { alreadyTracking: false, reading: expect.any(Object) } });
    const reading = started.ok ? started.value.reading : null;
    const after = await fake.artistHistory(ARTIST_IDS.northLights);
    const last = before.ok ? before.value.at(-1) : undefined;
    expect(Date.parse(reading!.checked_at) - Date.parse(last!.checked_at)).toBe(86_400_000);
    expect(after.ok && after.value.at(-1)).toEqual({
      checked_at: reading!.checked_at,
      popularity: reading!.popularity,
      followers: reading!.followers,
    });
    expect(await fake.isTracking('artist', ARTIST_IDS.northLights)).toEqual({
      ok: true,
      value: { tracking: true, since: null },
    });
    expect(await fake.track('artist', ARTIST_IDS.northLights)).toEqual({
      ok: true,
      value: { alreadyTracking: true, reading: null },
    });
    expect(await fake.stopTracking('artist', ARTIST_IDS.aurora)).toEqual({ ok: true, value: undefined });
    const artists = await fake.trackedArtists();
    expect(artists.ok && artists.value.map((row) => row.spotify_artist_id)).toEqual([ARTIST_IDS.northLights]);
  });

  it('refuses unknown items and stopping what is not tracked, as the server does', async () => {
    const fake = new FakeTrackingGateway({ tracked: [] });
    expect(await fake.track('track', '0000000000000000000000')).toEqual({
      ok: false,
      error: 'Track not found.',
      status: 404,
    });
    expect(await fake.stopTracking('playlist', PLAYLIST_IDS.boosted)).toEqual({
      ok: false,
      error: 'You are not tracking this playlist.',
      status: 404,
    });
  });

  it('needs a session when told whether someone is signed in', async () => {
    let signedIn = false;
    const fake = new FakeTrackingGateway({ signedIn: async () => signedIn });
    expect(await fake.trackedTracks()).toMatchObject({ ok: false, status: 401 });
    signedIn = true;
    const tracks = await fake.trackedTracks();
    expect(tracks.ok && tracks.value[0]).toMatchObject({
      spotify_track_id: TRACK_IDS.runaway,
      track_name: 'Runaway',
    });
  });

  it('fails the next call on request, once', async () => {
    const fake = new FakeTrackingGateway();
    fake.failNext('track', null, null);
    expect(await fake.track('track', TRACK_IDS.glacier)).toEqual({ ok: false, error: null, status: null });
    expect(await fake.track('track', TRACK_IDS.glacier)).toMatchObject({
      ok: true,
      value: { alreadyTracking: false },
    });
  });

  it('serves a year of daily history, the same on every load', async () => {
    const first = await new FakeTrackingGateway().artistHistory(ARTIST_IDS.aurora);
    const again = await new FakeTrackingGateway().artistHistory(ARTIST_IDS.aurora);
    expect(first).toEqual(again);
    if (!first.ok) throw new Error('no history');
    expect(first.value).toHaveLength(365);
    expect(first.value.at(-1)).toMatchObject({ checked_at: FAKE_HISTORY_END, followers: 2_431_877 });
    const track = await new FakeTrackingGateway().trackPopularityHistory(TRACK_IDS.glacier);
    expect(track.ok && track.value.every((entry) => entry.popularity! >= 0 && entry.popularity! <= 100)).toBe(
      true,
    );
  });

  it('labels the botted playlist’s spikes, purge and steady dose as anomalies', async () => {
    const history = await new FakeTrackingGateway().playlistFollowerHistory(PLAYLIST_IDS.boosted);
    if (!history.ok) throw new Error('no history');
    const labelled = history.value.data
      .map((point, index) => [point.checked_at.slice(0, 10), history.value.anomaly_type[index]] as const)
      .filter(([, label]) => label !== null);
    expect(labelled).toContainEqual(['2024-03-02', 'extreme']);
    expect(labelled).toContainEqual(['2024-03-09', 'extreme']);
    expect(labelled).toContainEqual(['2024-05-20', 'trend']);
    const organic = await new FakeTrackingGateway().playlistFollowerHistory(PLAYLIST_IDS.morningFocus);
    expect(organic.ok && organic.value.anomaly_type.every((label) => label === null)).toBe(true);
  });

  it('has edge cases: one check for a new playlist, none for a Development-Mode artist', async () => {
    const fake = new FakeTrackingGateway({ historyDays: { [TRACK_IDS.runaway]: 0 } });
    const fresh = await fake.playlistFollowerHistory(PLAYLIST_IDS.newList);
    expect(fresh.ok && fresh.value).toMatchObject({ average_daily_change: null });
    expect(fresh.ok && fresh.value.data).toHaveLength(1);
    expect(await fake.artistHistory(ARTIST_IDS.devMode)).toEqual({ ok: true, value: [] });
    expect(await fake.trackPopularityHistory(TRACK_IDS.runaway)).toEqual({ ok: true, value: [] });
  });

  it('offers the loaded history as a CSV download', async () => {
    const fake = new FakeTrackingGateway();
    await fake.playlistFollowerHistory(PLAYLIST_IDS.boosted);
    const url = fake.historyCsvUrl('playlist', PLAYLIST_IDS.boosted);
    const csv = decodeURIComponent(url.slice(url.indexOf(',') + 1));
    const lines = csv.trim().split('\n');
    expect(lines[0]).toBe('checked_at,followers,anomaly_type');
    expect(lines).toHaveLength(366);
    expect(lines.some((line) => line.startsWith('2024-03-02') && line.endsWith(',extreme'))).toBe(true);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { ARTIST_IDS } from '@adapters/fake/catalog-fixtures';
import { FakeTrackingGateway, type FakeTrackingOptions } from '@adapters/fake/fake-tracking-gateway';
import type { ArtistHistoryEntry } from '@domain/tracking';
import { ArtistExtrasViewModel } from '../../../src/features/items/signed-in/artist-extras-view-model';
import { TrackingViewModel } from '../../../src/features/items/signed-in/tracking-view-model';
import { noAnalyticsTag } from '@adapters/browser/no-analytics-tag';

function extras(gateway = new FakeTrackingGateway()) {
  return { vm: new ArtistExtrasViewModel(new TrackingViewModel(gateway, noAnalyticsTag), gateway), gateway };
}

function withOptions(options: FakeTrackingOptions) {
  return extras(new FakeTrackingGateway(options));
}

/** A fake backend whose artist history is exactly `entries`. */
function withHistory(entries: ArtistHistoryEntry[]) {
  const gateway = new FakeTrackingGateway();
  gateway.artistHistory = async () => ({ ok: true, value: entries });
  return extras(gateway);
}

const at = (day: number) => `2024-06-${String(day).padStart(2, '0')}T06:00:00.000Z`;

describe('ArtistExtrasViewModel on the fake backend', () => {
  it('loads the tracking state and the history together', async () => {
    const { vm } = extras();
    const loading = vm.load(ARTIST_IDS.aurora);
    expect(vm.history.isLoading).toBe(true);
    expect(vm.tracking.status).toBe('loading');
    await loading;
    expect(vm.tracking.isTracking).toBe(true);
    expect(vm.hasHistory).toBe(true);
    expect(vm.popularityPoints).toHaveLength(365);
    expect(vm.followerPoints).toHaveLength(365);
    expect(vm.followerPoints.at(-1)?.value).toBe(2_431_877);
    expect(vm.csvUrl).toMatch(/^data:text\/csv/);
  });

  it('names each growth window; followers change absolute and in %, popularity in points', async () => {
    const { vm } = extras();
    await vm.load(ARTIST_IDS.aurora);
    expect(vm.followerGrowth.map((figure) => figure.label)).toEqual([
      'Cumulative growth',
      'Recent growth',
      'Weekly growth',
      'Monthly growth',
    ]);
    const windows = / (since first check \(\d\d\/\d\d\/\d{4}\)|since last check|in 7 days|in 30 days)$/;
    for (const figure of vm.followerGrowth) {
      expect(figure.value).toMatch(/^(\+|-)?[\d,]+( \(([+-]?[\d,]+\.\d+%|[<>] -?0\.0001%)\))? /);
      expect(figure.value).toMatch(windows);
      expect(figure.value).not.toMatch(/\(0\.00%\)/);
    }
    for (const figure of vm.popularityGrowth) {
      expect(figure.value).toMatch(/^(\+|-)?\d+(\.\d)? pts? /);
      expect(figure.value).toMatch(windows);
      expect(figure.value).not.toContain('%');
    }
  });

  it('computes growth from the §9 baselines', async () => {
    const { vm } = withHistory([
      { checked_at: at(1), popularity: 50, followers: 1_000 },
      { checked_at: at(22), popularity: 50, followers: 1_100 },
      { checked_at: at(24), popularity: 55, followers: 1_200 },
      { checked_at: at(30), popularity: 55, followers: 1_250 },
      { checked_at: at(30).replace('06:', '18:'), popularity: 60, followers: 1_500 },
    ]);
    await vm.load(ARTIST_IDS.aurora);
    expect(vm.followerGrowth.map((figure) => figure.value)).toEqual([
      '+500 (+50.00%) since first check (01/06/2024)',
      '+250 (+20.00%) since last check',
      '+300 (+25.00%) in 7 days',
      '+500 (+50.00%) in 30 days',
    ]);
    expect(vm.popularityGrowth.map((figure) => figure.value)).toEqual([
      '+10 pts since first check (01/06/2024)',
      '+5 pts since last check',
      '+5 pts in 7 days',
      '+10 pts in 30 days',
    ]);
    expect(vm.followerChange).toEqual({ kind: 'up', text: '+250', change: 250 });
  });

  it('shows a fall and no change in followers', async () => {
    const down = withHistory([
      { checked_at: at(1), popularity: 50, followers: 2_500 },
      { checked_at: at(2), popularity: 50, followers: 1_200 },
    ]);
    await down.vm.load(ARTIST_IDS.aurora);
    expect(down.vm.followerChange).toMatchObject({ kind: 'down', text: '-1,300' });
    const flat = withHistory([
      { checked_at: at(1), popularity: 50, followers: 900 },
      { checked_at: at(2), popularity: 51, followers: 900 },
    ]);
    await flat.vm.load(ARTIST_IDS.aurora);
    expect(flat.vm.followerChange).toMatchObject({ kind: 'none', text: 'No change in followers' });
  });

  it('says there is not enough data with one point', async () => {
    const { vm } = withOptions({ historyDays: { [ARTIST_IDS.northLights]: 1 } });
    await vm.load(ARTIST_IDS.northLights);
    expect(vm.hasHistory).toBe(true);
    expect(vm.followerPoints).toHaveLength(1);
    expect(vm.followerChange).toMatchObject({
      kind: 'insufficient',
      text: 'Not enough data for comparison. Please wait until the next Spotify updates.',
    });
  });

  it('says there is no history yet when there is none', async () => {
    const { vm } = extras();
    await vm.load(ARTIST_IDS.devMode);
    expect(vm.tracking.isTracking).toBe(false);
    expect(vm.hasHistory).toBe(false);
    expect(vm.followerChange.text).toBe(
      'No history available yet for this artist. You may need to start tracking this artist, or wait for updates.',
    );
  });

  it('fails the history read visibly and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const gateway = new FakeTrackingGateway();
    gateway.failNext('artistHistory', 'Please log in.', 401);
    const { vm } = extras(gateway);
    await vm.load(ARTIST_IDS.aurora);
    expect(vm.history.status).toBe('failed');
    expect(vm.hasHistory).toBe(false);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('draws the reading the start answered, with no second history request', async () => {
    const gateway = new FakeTrackingGateway();
    const read = vi.spyOn(gateway, 'artistHistory');
    const { vm } = extras(gateway);
    await vm.load(ARTIST_IDS.northLights);
    const before = vm.entries.length;
    await vm.toggleTracking();
    expect(vm.tracking.notice?.text).toBe('Started tracking the artist!');
    expect(read).toHaveBeenCalledTimes(1);
    expect(vm.entries).toHaveLength(before + 1);
    expect(vm.entries.at(-1)?.checked_at).toBe(vm.tracking.startedReading?.checked_at);
    await vm.toggleTracking();
    expect(vm.tracking.notice?.text).toBe('Stopped tracking the artist!');
    expect(read).toHaveBeenCalledTimes(1);
  });
});

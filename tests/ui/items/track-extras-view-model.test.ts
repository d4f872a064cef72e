import { describe, expect, it, vi } from 'vitest';
import { TRACK_IDS } from '@adapters/fake/catalog-fixtures';
import { FakeTrackingGateway, type FakeTrackingOptions } from '@adapters/fake/fake-tracking-gateway';
import {
  NO_TRACK_HISTORY_TEXT,
  TrackExtrasViewModel,
} from '../../../src/features/items/signed-in/track-extras-view-model';
import { TrackingViewModel } from '../../../src/features/items/signed-in/tracking-view-model';
import { noAnalyticsTag } from '@adapters/browser/no-analytics-tag';

function extras(options: FakeTrackingOptions = {}) {
  const gateway = new FakeTrackingGateway(options);
  return { vm: new TrackExtrasViewModel(new TrackingViewModel(gateway, noAnalyticsTag), gateway), gateway };
}

describe('TrackExtrasViewModel on the fake backend', () => {
  it('loads the popularity history of a tracked track', async () => {
    const { vm } = extras();
    const loading = vm.load(TRACK_IDS.runaway);
    expect(vm.history.isLoading).toBe(true);
    await loading;
    expect(vm.tracking.isTracking).toBe(true);
    expect(vm.hasHistory).toBe(true);
    expect(vm.popularityPoints).toHaveLength(365);
    expect(vm.popularityPoints.at(-1)?.value).toBe(81);
  });

  it('has one point for a one-check history and none for an empty one', async () => {
    const one = extras({ historyDays: { [TRACK_IDS.glacier]: 1 } });
    await one.vm.load(TRACK_IDS.glacier);
    expect(one.vm.popularityPoints).toHaveLength(1);
    const none = extras({ historyDays: { [TRACK_IDS.glacier]: 0 } });
    await none.vm.load(TRACK_IDS.glacier);
    expect(none.vm.hasHistory).toBe(false);
    expect(NO_TRACK_HISTORY_TEXT).toBe(
      'No popularity history available yet for this track. You may need to start tracking this track, or wait for the next Spotify updates.',
    );
  });

  it('reports a failed history read', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { vm, gateway } = extras();
    gateway.failNext('trackPopularityHistory', null, null);
    await vm.load(TRACK_IDS.runaway);
    expect(vm.history.status).toBe('failed');
    log.mockRestore();
  });

  it('draws the reading the start answered without reading the history again', async () => {
    const { vm, gateway } = extras();
    const read = vi.spyOn(gateway, 'trackPopularityHistory');
    await vm.load(TRACK_IDS.glacier);
    expect(vm.tracking.isTracking).toBe(false);
    const before = vm.popularityPoints.length;
    await vm.toggleTracking();
    expect(vm.tracking.notice).toEqual({ tone: 'success', text: 'Started tracking the track!' });
    expect(read).toHaveBeenCalledTimes(1);
    expect(vm.popularityPoints).toHaveLength(before + 1);
    expect(vm.popularityPoints.at(-1)?.value).toBe(vm.tracking.startedReading?.popularity);
    await vm.toggleTracking();
    expect(vm.tracking.notice).toEqual({ tone: 'success', text: 'Stopped tracking the track!' });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("draws a track's first point from the start's answer when it had no history", async () => {
    const { vm, gateway } = extras({ historyDays: { [TRACK_IDS.longForm]: 0 } });
    const read = vi.spyOn(gateway, 'trackPopularityHistory');
    await vm.load(TRACK_IDS.longForm);
    expect(vm.hasHistory).toBe(false);
    await vm.toggleTracking();
    expect(vm.popularityPoints).toHaveLength(1);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads the history again after the start only when it had not loaded', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { vm, gateway } = extras();
    gateway.failNext('trackPopularityHistory', null, null);
    await vm.load(TRACK_IDS.glacier);
    const read = vi.spyOn(gateway, 'trackPopularityHistory');
    await vm.toggleTracking();
    expect(read).toHaveBeenCalledTimes(1);
    expect(vm.history.status).toBe('loaded');
    log.mockRestore();
  });

  it('links the CSV export of the track', async () => {
    const { vm } = extras();
    expect(vm.csvUrl).toBeNull();
    await vm.load(TRACK_IDS.runaway);
    const csv = decodeURIComponent(vm.csvUrl!.split(',').slice(1).join(','));
    expect(csv.split('\n')[0]).toBe('checked_at,popularity');
  });
});

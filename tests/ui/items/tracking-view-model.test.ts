import { describe, expect, it } from 'vitest';
import { ARTIST_IDS, PLAYLIST_IDS, TRACK_IDS } from '@adapters/fake/catalog-fixtures';
import { FakeTrackingGateway } from '@adapters/fake/fake-tracking-gateway';
import type { TrackedKind } from '@domain/ports/browser/tracking-gateway';
import { TrackingViewModel } from '../../../src/features/items/signed-in/tracking-view-model';
import { noAnalyticsTag } from '@adapters/browser/no-analytics-tag';
import { recordingAnalytics } from '../support/recording-analytics';

const UNTRACKED: Record<TrackedKind, string> = {
  artist: ARTIST_IDS.northLights,
  track: TRACK_IDS.glacier,
  playlist: PLAYLIST_IDS.newList,
};

/** docs/product.md §8 tracking alerts: [kind, start ok, stop ok, start refused, stop refused, start/stop unanswered]. */
const WORDING: Record<TrackedKind, readonly string[]> = {
  artist: [
    'Started tracking the artist!',
    'Stopped tracking the artist!',
    'Failed to start tracking the artist. Please try again later.',
    'Failed to stop tracking the artist. Please try again later.',
    'An error occurred while tracking the artist. Please try again later.',
    'An error occurred while stopping tracking for the artist. Please try again later.',
  ],
  track: [
    'Started tracking the track!',
    'Stopped tracking the track!',
    'Failed to start tracking. Please try again later.',
    'Failed to stop tracking. Please try again later.',
    'An error occurred. Please try again later.',
    'An error occurred. Please try again later.',
  ],
  playlist: [
    'Started tracking the track!',
    'Stopped tracking the track!',
    'Failed to start tracking. Please try again later.',
    'Failed to stop tracking. Please try again later.',
    'An error occurred. Please try again later.',
    'An error occurred. Please try again later.',
  ],
};

async function loaded(kind: TrackedKind, gateway = new FakeTrackingGateway()) {
  const vm = new TrackingViewModel(gateway, noAnalyticsTag);
  await vm.load(kind, UNTRACKED[kind]);
  return { vm, gateway };
}

describe('TrackingViewModel on the fake backend', () => {
  it('is loading until the is-tracking answer arrives, then ready with its state', async () => {
    const vm = new TrackingViewModel(new FakeTrackingGateway(), noAnalyticsTag);
    const loading = vm.load('artist', ARTIST_IDS.aurora);
    expect(vm.status).toBe('loading');
    expect(vm.buttonLabel).toBe('Track');
    await loading;
    expect(vm.status).toBe('ready');
    expect(vm.isTracking).toBe(true);
    expect(vm.buttonLabel).toBe('Stop Tracking');
  });

  it('reports a failed status check as an error, and can ask again', async () => {
    const gateway = new FakeTrackingGateway();
    gateway.failNext('isTracking', null, null);
    const vm = new TrackingViewModel(gateway, noAnalyticsTag);
    await vm.load('track', TRACK_IDS.runaway);
    expect(vm.status).toBe('error');
    await vm.reload();
    expect(vm.status).toBe('ready');
    expect(vm.isTracking).toBe(true);
  });

  for (const kind of ['artist', 'track', 'playlist'] as const) {
    const [started, stopped, startRefused, stopRefused, startLost, stopLost] = WORDING[kind];
    it(`uses the ${kind} wording for every outcome`, async () => {
      const { vm, gateway } = await loaded(kind);
      gateway.failNext('track', 'Quota reached', 200);
      expect(await vm.toggle()).toBeNull();
      expect(vm.notice).toEqual({ tone: 'error', text: startRefused });
      expect(vm.isTracking).toBe(false);
      gateway.failNext('track', null, null);
      await vm.toggle();
      expect(vm.notice).toEqual({ tone: 'error', text: startLost });
      expect(await vm.toggle()).toBe('start');
      expect(vm.notice).toEqual({ tone: 'success', text: started });
      expect(vm.isTracking).toBe(true);
      gateway.failNext('stopTracking', 'Not tracking', 404);
      await vm.toggle();
      expect(vm.notice).toEqual({ tone: 'error', text: stopRefused });
      gateway.failNext('stopTracking', null, null);
      await vm.toggle();
      expect(vm.notice).toEqual({ tone: 'error', text: stopLost });
      expect(vm.isTracking).toBe(true);
      expect(await vm.toggle()).toBe('stop');
      expect(vm.notice).toEqual({ tone: 'success', text: stopped });
      expect(vm.isTracking).toBe(false);
      expect(await gateway.isTracking(kind, UNTRACKED[kind])).toEqual({
        ok: true,
        value: { tracking: false, since: null },
      });
    });
  }

  it('shows the server’s words when the account is at its cap of tracked items (409)', async () => {
    const cap = 'Over the limit of 1,000 tracked items for one account: stop tracking some to add more.';
    const { vm, gateway } = await loaded('playlist');
    gateway.failNext('track', cap, 409);
    expect(await vm.toggle()).toBeNull();
    expect(vm.notice).toEqual({ tone: 'error', text: cap });
    expect(vm.isTracking).toBe(false);
  });

  it('shows progress and ignores a second submission while one is in flight', async () => {
    const { vm, gateway } = await loaded('artist');
    const first = vm.toggle();
    expect(vm.isSubmitting).toBe(true);
    expect(vm.buttonLabel).toBe('Tracking…');
    expect(await vm.toggle()).toBeNull();
    expect(await first).toBe('start');
    expect(vm.buttonLabel).toBe('Stop Tracking');
    const artists = await gateway.trackedArtists();
    const ids = artists.ok ? artists.value.map((row) => row.spotify_artist_id) : [];
    expect(ids.filter((id) => id === ARTIST_IDS.northLights)).toHaveLength(1);
    const stopping = vm.toggle();
    expect(vm.buttonLabel).toBe('Stopping…');
    await stopping;
  });

  it('does not submit before the state is known', async () => {
    const vm = new TrackingViewModel(new FakeTrackingGateway(), noAnalyticsTag);
    expect(await vm.toggle()).toBeNull();
    const loading = vm.load('artist', ARTIST_IDS.aurora);
    expect(await vm.toggle()).toBeNull();
    await loading;
  });

  it('keeps only the answer about the item loaded last', async () => {
    const vm = new TrackingViewModel(new FakeTrackingGateway(), noAnalyticsTag);
    const stale = vm.load('artist', ARTIST_IDS.aurora);
    await vm.load('artist', ARTIST_IDS.northLights);
    await stale;
    expect(vm.isTracking).toBe(false);
  });

  it('drops a submission answer once another item has been loaded, and its notice', async () => {
    const { vm } = await loaded('artist');
    const submitting = vm.toggle();
    const next = vm.load('track', TRACK_IDS.runaway);
    expect(await submitting).toBeNull();
    await next;
    expect(vm.notice).toBeNull();
    expect(vm.isSubmitting).toBe(false);
    expect(vm.isTracking).toBe(true);
  });

  it('dismisses its notice', async () => {
    const { vm } = await loaded('playlist');
    await vm.toggle();
    expect(vm.notice).not.toBeNull();
    vm.dismissNotice();
    expect(vm.notice).toBeNull();
  });
});

describe('TrackingViewModel analytics (docs/product.md §7, Analytics events)', () => {
  it('records track_item and stop_tracking when the server agrees, nothing when it refuses', async () => {
    const { tag, events } = recordingAnalytics();
    const gateway = new FakeTrackingGateway();
    const vm = new TrackingViewModel(gateway, tag);
    await vm.load('artist', UNTRACKED.artist);
    gateway.failNext('track', 'No.', 400);
    await vm.toggle();
    expect(events).toEqual([]);
    await vm.toggle();
    await vm.toggle();
    expect(events).toEqual([
      ['track_item', { item_type: 'artist', item_id: UNTRACKED.artist }],
      ['stop_tracking', { item_type: 'artist', item_id: UNTRACKED.artist }],
    ]);
  });
});

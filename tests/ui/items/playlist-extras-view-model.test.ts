import { followerHistoryAnswer } from '@domain/analytics';
import { describe, expect, it, vi } from 'vitest';
import { PLAYLIST_IDS } from '@adapters/fake/catalog-fixtures';
import { FakeTrackingGateway, type FakeTrackingOptions } from '@adapters/fake/fake-tracking-gateway';
import {
  MEMBER_TRACKS_TEXT,
  NO_LONGER_READ_TEXT,
  NO_PLAYLIST_HISTORY_TEXT,
  PlaylistExtrasViewModel,
  WATCHED_HISTORY_TEXT,
} from '../../../src/features/items/signed-in/playlist-extras-view-model';
import { TrackingViewModel } from '../../../src/features/items/signed-in/tracking-view-model';
import { noAnalyticsTag } from '@adapters/browser/no-analytics-tag';

function extras(options: FakeTrackingOptions = {}) {
  const gateway = new FakeTrackingGateway(options);
  return {
    vm: new PlaylistExtrasViewModel(new TrackingViewModel(gateway, noAnalyticsTag), gateway),
    gateway,
  };
}

/** A playlist nobody tracks and the install never read. */
const NEVER_READ = '0'.repeat(22);

describe('PlaylistExtrasViewModel on the fake backend', () => {
  it('asks an untracked user to track first and shows no history when nothing is recorded', async () => {
    const { vm, gateway } = extras();
    vi.spyOn(gateway, 'playlistFollowerHistory').mockResolvedValue({
      ok: true,
      value: followerHistoryAnswer([]),
    });
    const loading = vm.load(NEVER_READ);
    expect(vm.showsTrackFirst).toBe(false);
    expect(vm.showsHistory).toBe(false);
    await loading;
    expect(vm.showsTrackFirst).toBe(true);
    expect(vm.showsHistory).toBe(false);
  });

  it('shows the followers chart of a tracked botted playlist with its anomalies', async () => {
    const { vm } = extras();
    await vm.load(PLAYLIST_IDS.boosted);
    expect(vm.showsHistory).toBe(true);
    expect(vm.points).toHaveLength(365);
    const spike = vm.points.find((point) => String(point.at).startsWith('2024-03-02'));
    expect(spike?.anomaly).toEqual({ type: 'extreme', change: expect.any(Number) });
    expect(spike!.anomaly!.change).toBeGreaterThan(18_000);
    expect(vm.points.some((point) => point.anomaly?.type === 'trend')).toBe(true);
    expect(vm.points[0]?.anomaly).toBeNull();
  });

  it('adds the change since the user started tracking to the cards, dated today, when the history began earlier', async () => {
    const { vm } = extras();
    await vm.load(PLAYLIST_IDS.newList);
    expect(vm.tracking.isTracking).toBe(false);
    expect(await vm.toggleTracking()).toBe('start');
    const [followers] = vm.metricCards({ followers: null, tracks: null });
    const windows = followers!.changes.map((change) => change.window);
    expect(windows).toContain('since you started tracking (today)');
    expect(windows.some((window) => /^since first check \(\d\d\/\d\d\/\d{4}\)$/.test(window))).toBe(true);
    // Stopping forgets it.
    expect(await vm.toggleTracking()).toBe('stop');
    expect(vm.tracking.userTracking).toBeNull();
  });

  it('gives since last check, the average daily change and the four growth rates', async () => {
    const { vm } = extras();
    await vm.load(PLAYLIST_IDS.morningFocus);
    expect(vm.sinceLastCheck.kind).toMatch(/^(up|down|none)$/);
    expect(vm.averageDailyChangeText).toMatch(
      /^([+-][\d,]+\.\d\d|0\.00) followers\/day(, leaving out [\d,]+ days? of follower events)?$/,
    );
    expect(vm.growthRates.map((rate) => rate.label)).toEqual([
      'Cumulative growth',
      'Recent growth',
      'Weekly growth',
      'Monthly growth',
    ]);
    expect(vm.growthRates.map((rate) => rate.value.replace(/^[^)]*\) /, ''))).toEqual([
      expect.stringMatching(/^since first check \(\d\d\/\d\d\/\d{4}\)$/),
      'since last check',
      'in 7 days',
      'in 30 days',
    ]);
    for (const rate of vm.growthRates) {
      // One precision in the column: a sign and two decimals (or the signed "<0.01" floor).
      expect(rate.value).toMatch(/^(\+|-)?[\d,]+ \([+-]([\d,]+\.\d{2}|<0\.01)%\) /);
      expect(rate.value).not.toContain('(0.00%)');
    }
  });

  it('reads N/A and not enough data with a single check', async () => {
    const { vm } = extras({ tracked: [{ kind: 'playlist', id: PLAYLIST_IDS.newList }] });
    await vm.load(PLAYLIST_IDS.newList);
    expect(vm.points).toHaveLength(1);
    expect(vm.sinceLastCheck.text).toBe(
      'Not enough data for comparison. Please wait until the next Spotify updates.',
    );
    expect(vm.averageDailyChangeText).toBe('N/A');
    expect(vm.growthRates.map((rate) => rate.value)).toEqual(['N/A', 'N/A', 'N/A', 'N/A']);
  });

  it('has no history for a tracked playlist never checked', async () => {
    const { vm } = extras({ historyDays: { [PLAYLIST_IDS.boosted]: 0 } });
    await vm.load(PLAYLIST_IDS.boosted);
    expect(vm.showsHistory).toBe(true);
    expect(vm.hasHistory).toBe(false);
    expect(NO_PLAYLIST_HISTORY_TEXT).toMatch(/^No follower history available yet/);
  });

  it('reports a failed history read and a failed status check', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { vm, gateway } = extras();
    gateway.failNext('playlistFollowerHistory', 'Server error', 500);
    gateway.failNext('isTracking', null, null);
    await vm.load(PLAYLIST_IDS.boosted);
    expect(vm.history.status).toBe('failed');
    expect(vm.tracking.status).toBe('error');
    expect(vm.showsHistory).toBe(false);
    expect(vm.showsTrackFirst).toBe(false);
    log.mockRestore();
  });

  it('after tracking shows the history and answers "start" so the page reloads', async () => {
    const { vm, gateway } = extras();
    const read = vi.spyOn(gateway, 'playlistFollowerHistory');
    await vm.load(PLAYLIST_IDS.newList);
    expect(await vm.toggleTracking()).toBe('start');
    expect(vm.tracking.notice?.text).toBe('Started tracking the track!');
    expect(vm.showsHistory).toBe(true);
    // The new list's one check and the start's reading, labelled again, with no second read.
    expect(read).toHaveBeenCalledTimes(1);
    expect(vm.points).toHaveLength(2);
    expect(vm.history.data?.anomaly_type).toHaveLength(2);
    expect(await vm.toggleTracking()).toBe('stop');
    expect(vm.tracking.notice?.text).toBe('Stopped tracking the track!');
    // Its readings stay: the history is still shown, with why and the invitation to track again.
    expect(vm.showsTrackFirst).toBe(false);
    expect(vm.showsHistory).toBe(true);
    expect(vm.showsWatchedNote).toBe(true);
    expect(vm.showsTrackedExtras).toBe(false);
  });

  it('shows a playlist the user does not track with its recorded history, without the trackers’ extras', async () => {
    const { vm } = extras();
    await vm.load(PLAYLIST_IDS.newList);
    expect(vm.tracking.isTracking).toBe(false);
    expect(vm.showsHistory).toBe(true);
    expect(vm.showsWatchedNote).toBe(true);
    expect(vm.showsTrackFirst).toBe(false);
    expect(vm.showsTrackedExtras).toBe(false);
    expect(vm.points).toHaveLength(1);
  });

  it('says why an untracked playlist is read: another member tracks it, people opened it, or no longer', async () => {
    const cases = [
      ['tracked_by_member', MEMBER_TRACKS_TEXT],
      ['opened_lately', WATCHED_HISTORY_TEXT],
      [null, NO_LONGER_READ_TEXT],
    ] as const;
    for (const [reason, text] of cases) {
      const { vm, gateway } = extras();
      const points = [{ checked_at: '2024-03-01T09:00:00.000Z', followers: 120 }];
      vi.spyOn(gateway, 'playlistFollowerHistory').mockResolvedValue({
        ok: true,
        value: { ...followerHistoryAnswer(points), read_because: reason },
      });
      await vm.load(NEVER_READ);
      expect(vm.showsWatchedNote).toBe(true);
      expect(vm.watchedNoteText).toBe(text);
    }
    expect(MEMBER_TRACKS_TEXT).not.toContain('opened');
  });

  it('focuses the anomaly chosen in the bot-check panel, forgetting it on a new playlist', async () => {
    const { vm } = extras();
    await vm.load(PLAYLIST_IDS.boosted);
    vm.selectAnomaly('2024-03-09');
    expect(vm.selectedAnomalyDay).toBe('2024-03-09');
    expect(vm.focusDate).toBe('2024-03-09T06:00:00.000Z');
    vm.selectAnomaly('1999-01-01');
    expect(vm.focusDate).toBe('1999-01-01');
    await vm.load(PLAYLIST_IDS.morningFocus);
    expect(vm.focusDate).toBeNull();
  });
});

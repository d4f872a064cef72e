import { describe, expect, it } from 'vitest';
import { ARTIST_IDS, PLAYLIST_IDS } from '@adapters/fake/catalog-fixtures';
import { FakeCatalogGateway } from '@adapters/fake/fake-catalog-gateway';
import { FakeTrackingGateway } from '@adapters/fake/fake-tracking-gateway';
import { noAnalyticsTag } from '@adapters/browser/no-analytics-tag';
import { HISTORY_STARTS_TEXT } from '@domain/tracking/metric-cards';
import { ArtistViewModel } from '../../../src/features/items/artist/artist-view-model';
import {
  HISTORY_FAILED_CARD_NOTE,
  LOADING_CARD_NOTE,
  SIGNED_OUT_CARD_NOTE,
} from '../../../src/features/items/shared/metric-card-history';
import { ArtistExtrasViewModel } from '../../../src/features/items/signed-in/artist-extras-view-model';
import { PlaylistExtrasViewModel } from '../../../src/features/items/signed-in/playlist-extras-view-model';
import { TrackExtrasViewModel } from '../../../src/features/items/signed-in/track-extras-view-model';
import { TrackingViewModel } from '../../../src/features/items/signed-in/tracking-view-model';

const DAY = 86_400_000;
const at = (day: number) => new Date(Date.UTC(2024, 0, 1, 6) + day * DAY).toISOString();

function artistExtras(gateway = new FakeTrackingGateway()) {
  return new ArtistExtrasViewModel(new TrackingViewModel(gateway, noAnalyticsTag), gateway);
}

describe('metric cards of the item pages', () => {
  it('artist: followers and popularity now, with 7-day, 30-day and since-first-check changes', async () => {
    const gateway = new FakeTrackingGateway();
    gateway.artistHistory = async () => ({
      ok: true,
      value: Array.from({ length: 32 }, (_, day) => ({
        checked_at: at(day),
        followers: 1_000 + day * 10,
        popularity: 50 + (day >= 25 ? 2 : 0),
      })),
    });
    const vm = artistExtras(gateway);
    const loading = vm.load(ARTIST_IDS.aurora);
    expect(vm.metricCards({ followers: 1_310, popularity: 52 }).map((card) => card.note)).toEqual([
      LOADING_CARD_NOTE,
      LOADING_CARD_NOTE,
    ]);
    await loading;
    const [followers, popularity] = vm.metricCards({ followers: 1_310, popularity: 52 });
    expect(followers).toEqual({
      label: 'Followers',
      valueText: '1,310',
      asOfText: 'as of 01/02/2024, 06:00 UTC',
      note: null,
      changes: [
        expect.objectContaining({ text: '+70 (+5.65%) in 7 days', direction: 'up' }),
        expect.objectContaining({ text: '+300 (+29.70%) in 30 days', direction: 'up' }),
        expect.objectContaining({ text: '+310 (+31.00%) since first check (01/01/2024)', direction: 'up' }),
      ],
    });
    expect(popularity!.changes.map((change) => change.text)).toEqual([
      '+2 pts in 7 days',
      '+2 pts in 30 days',
      '+2 pts since first check (01/01/2024)',
    ]);
  });

  it('says history starts when someone tracks it, and why the changes are missing after a failure', async () => {
    const empty = new FakeTrackingGateway();
    empty.artistHistory = async () => ({ ok: true, value: [] });
    const vm = artistExtras(empty);
    await vm.load(ARTIST_IDS.aurora);
    expect(vm.metricCards({ followers: 5, popularity: 1 })[0]).toEqual({
      label: 'Followers',
      valueText: '5',
      changes: [],
      note: HISTORY_STARTS_TEXT,
    });
    const failing = new FakeTrackingGateway();
    failing.artistHistory = async () => ({ ok: false, error: 'offline', status: null });
    const failed = artistExtras(failing);
    await failed.load(ARTIST_IDS.aurora);
    expect(failed.metricCards({ followers: 5, popularity: 1 })[0]!.note).toBe(HISTORY_FAILED_CARD_NOTE);
  });

  it('track: popularity in points', async () => {
    const gateway = new FakeTrackingGateway();
    gateway.trackPopularityHistory = async () => ({
      ok: true,
      value: [
        { checked_at: at(0), popularity: 40 },
        { checked_at: at(7), popularity: 37 },
      ],
    });
    const vm = new TrackExtrasViewModel(new TrackingViewModel(gateway, noAnalyticsTag), gateway);
    await vm.load('track-1');
    const [card] = vm.metricCards(38);
    expect(card!.valueText).toBe('37');
    expect(card!.changes.map((change) => change.text)).toEqual([
      '-3 pts in 7 days',
      'N/A in 30 days (tracked 7 days)',
      '-3 pts since first check (01/01/2024)',
    ]);
  });

  it('playlist: followers and track count from the follower history', async () => {
    const gateway = new FakeTrackingGateway();
    gateway.playlistFollowerHistory = async () => ({
      ok: true,
      value: {
        data: [
          { checked_at: at(0), followers: 200, track_count: 30 },
          { checked_at: at(30), followers: 260, track_count: 35 },
        ],
        anomaly_type: [null, null],
        average_daily_change: null,
        average_daily_change_days_left_out: 0,
      },
    });
    const vm = new PlaylistExtrasViewModel(new TrackingViewModel(gateway, noAnalyticsTag), gateway);
    await vm.load(PLAYLIST_IDS.boosted);
    const [followers, tracks] = vm.metricCards({ followers: 261, tracks: 35 });
    // The stored reading its changes are measured to, not the live 261, with its time.
    expect(followers!.valueText).toBe('260');
    expect(followers!.asOfText).toBe('as of 31/01/2024, 06:00 UTC');
    expect(followers!.changes[1]!.text).toBe('+60 (+30.00%) in 30 days');
    expect(tracks!.label).toBe('Tracks');
    expect(tracks!.changes[2]!.text).toBe('+5 (+16.67%) since first check (01/01/2024)');
  });

  it('signed out: the current values, and a note that signing in shows the changes', async () => {
    const vm = new ArtistViewModel(new FakeCatalogGateway());
    await vm.load(ARTIST_IDS.aurora);
    const cards = vm.signedOutCards;
    expect(cards.map((card) => card.label)).toEqual(['Followers', 'Popularity']);
    expect(cards.every((card) => card.changes.length === 0 && card.note === SIGNED_OUT_CARD_NOTE)).toBe(true);
    expect(cards[0]!.valueText).toMatch(/^[\d,]+$/);
  });
});

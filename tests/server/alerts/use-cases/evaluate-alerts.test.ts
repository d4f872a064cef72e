import { describe, expect, it } from 'vitest';
import { analyzeFollowerChart, type GradeTransition } from '@domain/analytics';
import type { AlertReading, AlertRule, BottedPlacement } from '@domain/alerts';
import type { ChartAnalysis } from '@domain/catalog';
import { itemKey, type ItemKey } from '@server/alerts/ports';
import { evaluateAlerts } from '@server/alerts/use-cases/evaluate-alerts';
import { infallibleValue } from '@server/platform/result';
import {
  InMemoryAlertInbox,
  InMemoryAlertItemStates,
  InMemoryAlertRules,
  InMemorySubscribers,
  InMemoryWatchlist,
  InMemoryWebhooks,
  RecordingChat,
  RecordingMailer,
  RecordingScheduler,
} from '../../../support/fakes/alerts/in-memory-alerts';

const DAY = 86_400_000;
const NOW = new Date('2026-05-01T07:00:00Z');
const ARTIST = '0000000000000000000001';
const OTHER = '0000000000000000000002';

/** 41 daily readings ending an hour before NOW: a steady climb of about 1,000 a day, then `last`. */
function history(last: number): AlertReading[] {
  const readings: AlertReading[] = [];
  let followers = 500_000;
  for (let day = 40; day >= 1; day--) {
    followers += 900 + ((day * 37) % 200);
    readings.push({
      checked_at: new Date(NOW.getTime() - day * DAY - 3_600_000).toISOString(),
      followers,
      popularity: 60,
    });
  }
  readings.push({
    checked_at: new Date(NOW.getTime() - 3_600_000).toISOString(),
    followers: followers + last,
    popularity: 60,
  });
  return readings;
}

function setup(
  placements: Map<ItemKey, BottedPlacement[]> = new Map(),
  transitions: Map<string, GradeTransition> = new Map(),
) {
  const deps = {
    inbox: new InMemoryAlertInbox(),
    mailer: new RecordingMailer(),
    chat: new RecordingChat(),
    webhooks: new InMemoryWebhooks(),
    scheduler: new RecordingScheduler(),
    clock: { now: () => NOW },
    publicUrl: 'https://chartpulse.example',
    watchlist: new InMemoryWatchlist(),
    subscribers: new InMemorySubscribers(),
    rules: new InMemoryAlertRules(),
    states: new InMemoryAlertItemStates(),
    placements: { since: async () => placements },
    asked: [] as string[][],
    gradeTransitions: {
      of: async (ids: readonly string[]) => {
        deps.asked.push([...ids]);
        return transitions;
      },
    },
  };
  const track = (userId: number, spotifyId: string, name: string, readings: AlertReading[]) => {
    deps.watchlist.tracked.push({ userId, kind: 'artist', spotifyId, name });
    deps.watchlist.readings.set(itemKey('artist', spotifyId), readings);
  };
  return { deps, track, run: async () => infallibleValue(await evaluateAlerts(deps, { now: NOW })) };
}

const onlyAbsolute: AlertRule = {
  events: ['absolute_move'],
  sensitivity: 'medium',
  channels: { email: 'instant', telegram: 'instant', webhook: 'off' },
};

describe('evaluateAlerts', () => {
  it('sends each open channel one grouped message, and leaves closed channels out of the inbox', async () => {
    const { deps, track, run } = setup();
    deps.subscribers.users.push({
      userId: 1,
      email: 'a@example.com',
      settings: new Set(['telegram_notifications']),
    });
    track(1, ARTIST, 'Alpha', history(60_000));
    track(1, OTHER, 'Beta', history(55_000));
    expect(await run()).toEqual({ alerts: 2, deliveries: 1 });
    expect(deps.mailer.sent).toEqual([]);
    expect(deps.chat.sent).toHaveLength(1);
    expect(deps.chat.sent[0]!.groups.map((group) => group.item?.name)).toEqual(['Alpha', 'Beta']);
    expect(deps.inbox.alerts.map((alert) => alert.channelResults)).toEqual([
      [{ channel: 'telegram', status: 'sent', detail: null, frequency: 'instant' }],
      [{ channel: 'telegram', status: 'sent', detail: null, frequency: 'instant' }],
    ]);
  });

  it('judges a reading once, and skips an item never judged whose latest reading is old news', async () => {
    const { deps, track, run } = setup();
    deps.subscribers.users.push({
      userId: 1,
      email: 'a@example.com',
      settings: new Set(['email_notifications']),
    });
    track(1, ARTIST, 'Alpha', history(60_000));
    const stale = history(60_000).map((reading) => ({
      ...reading,
      checked_at: new Date(Date.parse(reading.checked_at) - 3 * DAY).toISOString(),
    }));
    track(1, OTHER, 'Beta', stale);
    expect((await run()).alerts).toBe(1);
    expect((await run()).alerts).toBe(0);
    expect(deps.mailer.sent).toHaveLength(1);
    expect(deps.mailer.sent[0]!.text).toContain(
      'Artist "Alpha" https://chartpulse.example/artist/0000000000000000000001',
    );
  });

  it('measures the absolute rule from the reading before the latest, then from the last alert', async () => {
    const { deps, track, run } = setup();
    deps.subscribers.users.push({
      userId: 1,
      email: 'a@example.com',
      settings: new Set(['email_notifications']),
    });
    await deps.rules.setDefault(1, onlyAbsolute);
    track(1, ARTIST, 'Alpha', history(1_200));
    expect((await run()).alerts).toBe(1);
    const state = (await deps.states.statesOf([1])).get(1)!.get(itemKey('artist', ARTIST))!;
    expect(state.baseline.followers).toBe(history(1_200).at(-1)!.followers);
  });

  it('feeds botted placements to the rule, and reaches webhook owners with no email or chat', async () => {
    const placements = new Map([
      [
        itemKey('artist', ARTIST),
        [{ playlistId: 'p', playlistName: 'Farm', trackName: null, seenAt: NOW.toISOString() }],
      ],
    ]);
    const { deps, track, run } = setup(placements);
    await deps.webhooks.create(7, 'https://hooks.example/x', 'whsec_x', NOW, 5);
    track(7, ARTIST, 'Alpha', history(1_000));
    expect(await run()).toEqual({ alerts: 1, deliveries: 1 });
    expect(deps.inbox.alerts[0]).toMatchObject({
      event: 'botted_placement',
      message: 'Landed on the playlist "Farm", graded likely botted.',
      channelResults: [{ channel: 'webhook', status: 'pending', detail: null, frequency: 'instant' }],
    });
    expect(deps.scheduler.scheduled).toEqual([{ deliveryId: 1, delayMs: 0 }]);
    expect(JSON.parse(deps.webhooks.log[0]!.payload)).toMatchObject({
      id: 'alert_1',
      type: 'botted_placement',
      item: {
        kind: 'artist',
        spotify_id: ARTIST,
        name: 'Alpha',
        url: `https://chartpulse.example/artist/${ARTIST}`,
      },
    });
  });

  it('names the grade change the playlist page shows: tracking grades the whole record, not the recent readings', async () => {
    const chart = (verdict: ChartAnalysis['verdict']): ChartAnalysis => ({
      ...gradeOf(history(1_000)),
      verdict,
    });
    const transitions = new Map([[ARTIST, { earlier: chart('clean'), now: chart('likely_botted') }]]);
    const { deps, run } = setup(new Map(), transitions);
    deps.subscribers.users.push({
      userId: 1,
      email: 'a@example.com',
      settings: new Set(['email_notifications']),
    });
    await deps.rules.setDefault(1, { ...onlyAbsolute, events: ['grade_change'] });
    deps.watchlist.tracked.push({ userId: 1, kind: 'playlist', spotifyId: ARTIST, name: 'Farm' });
    deps.watchlist.tracked.push({ userId: 1, kind: 'playlist', spotifyId: OTHER, name: 'Judged' });
    deps.watchlist.readings.set(itemKey('playlist', ARTIST), history(1_000));
    deps.watchlist.readings.set(itemKey('playlist', OTHER), history(1_000));
    await deps.states.save([
      {
        userId: 1,
        kind: 'playlist',
        spotifyId: OTHER,
        state: { baseline: { followers: 1, popularity: null }, lastMoveDay: null, evaluatedThrough: NOW },
      },
    ]);
    expect((await run()).alerts).toBe(1);
    expect(deps.asked).toEqual([[ARTIST]]);
    expect(deps.inbox.alerts[0]).toMatchObject({ event: 'grade_change' });
    expect(deps.inbox.alerts[0]!.message).toBe("The playlist's verdict changed from clean to likely botted.");
  });
});

function gradeOf(readings: AlertReading[]): ChartAnalysis {
  return analyzeFollowerChart(
    readings.map((reading) => ({ checked_at: reading.checked_at, followers: reading.followers ?? 0 })),
  );
}

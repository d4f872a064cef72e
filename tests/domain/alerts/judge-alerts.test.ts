import { describe, expect, it } from 'vitest';
import {
  type AlertFacts,
  type AlertRule,
  DEFAULT_ALERT_RULE,
  duePlaylists,
  type ItemState,
  itemKey,
  judgeAlerts,
  placementKey,
  placementsWindowStart,
} from '@domain/alerts';
import { analyzeFollowerChart } from '@domain/analytics';
import { aFacts, anItem, DAY, dailyReadings, HOUR, NOW, steadyThen } from './support/alert-facts';

const ALPHA = itemKey('artist', 'a1');
const LATEST = new Date(NOW.getTime() - HOUR);

const onlyAbsolute: AlertRule = {
  events: ['absolute_move'],
  sensitivity: 'medium',
  channels: { email: 'instant', telegram: 'daily', webhook: 'off' },
};

/** User 1 tracking Alpha, read daily with `last` on top of a steady climb, under `rule` (null: the house's). */
function alpha(last: number, rule: AlertRule | null = null, state?: ItemState): AlertFacts {
  return aFacts({
    tracked: [anItem()],
    readings: new Map([[ALPHA, dailyReadings(steadyThen(last))]]),
    rules: new Map([[1, { defaultRule: rule, overrides: new Map() }]]),
    states: new Map(state ? [[1, new Map([[ALPHA, state]])]] : []),
  });
}

const events = (facts: AlertFacts) => judgeAlerts(facts).alerts.map((alert) => alert.event);

describe('judgeAlerts', () => {
  it('judges a latest reading once, and one never judged only while it is at most 36 hours old', () => {
    const judged = judgeAlerts(alpha(60_000));
    expect(judged.alerts.map((alert) => alert.message)).toEqual([
      'Followers rose by +60,000 (+11.1%) in a day, unusual for this artist.',
    ]);
    expect(judged.states).toEqual([
      {
        userId: 1,
        kind: 'artist',
        spotifyId: 'a1',
        state: {
          baseline: { followers: 538_960, popularity: 50 },
          lastMoveDay: 20_574,
          evaluatedThrough: LATEST,
        },
      },
    ]);
    const state = judged.states[0]!.state;
    expect(judgeAlerts(alpha(60_000, null, state))).toEqual({ alerts: [], states: [] });
    const readAt = (hoursAgo: number) => ({
      ...alpha(60_000),
      readings: new Map([[ALPHA, dailyReadings(steadyThen(60_000), { hoursAgo })]]),
    });
    expect(judgeAlerts(readAt(36)).states).toHaveLength(1);
    expect(judgeAlerts(readAt(37))).toEqual({ alerts: [], states: [] });
  });

  it('alerts an unusual move once a day', () => {
    const sameDay = { baseline: { followers: 1, popularity: 50 }, evaluatedThrough: new Date(0) };
    expect(events(alpha(60_000, null, { ...sameDay, lastMoveDay: 20_574 }))).toEqual([]);
    expect(events(alpha(60_000, null, { ...sameDay, lastMoveDay: 20_573 }))).toEqual(['unusual_move']);
  });

  it('measures the absolute rule from the reading before the latest, then from the last alert', () => {
    const first = judgeAlerts(alpha(1_200, onlyAbsolute));
    expect(first.alerts.map((alert) => alert.message)).toEqual([
      'Followers up 1,200 (+0.2%) since the last alert.',
    ]);
    expect(first.states[0]!.state.baseline).toEqual({ followers: 538_960 + 1_200, popularity: 50 });
    const quiet = {
      baseline: { followers: 539_000, popularity: 50 },
      lastMoveDay: null,
      evaluatedThrough: new Date(0),
    };
    const kept = judgeAlerts(alpha(100, onlyAbsolute, quiet));
    expect(kept.alerts).toEqual([]);
    expect(kept.states[0]!.state.baseline).toEqual(quiet.baseline);
  });

  it('applies the item’s override, else the user’s default, else the house default', () => {
    const facts = alpha(1_200, onlyAbsolute);
    expect(events(facts)).toEqual(['absolute_move']);
    expect(events({ ...facts, rules: new Map() })).toEqual([]);
    const overridden = new Map([[ALPHA, { ...onlyAbsolute, events: [] }]]);
    expect(
      events({ ...facts, rules: new Map([[1, { defaultRule: onlyAbsolute, overrides: overridden }]]) }),
    ).toEqual([]);
  });

  it('sends an alert to the channels its rule turns on and the user has open: instant pending, others queued', () => {
    const facts = alpha(1_200, onlyAbsolute);
    expect(judgeAlerts(facts).alerts[0]!.channels).toEqual([
      { channel: 'email', status: 'pending', detail: null, frequency: 'instant' },
      { channel: 'telegram', status: 'queued_for_digest', detail: null, frequency: 'daily' },
    ]);
    const emailOff = new Map([[1, { email: false, telegram: true, webhook: true }]]);
    expect(judgeAlerts({ ...facts, openChannels: emailOff }).alerts[0]!.channels).toEqual([
      { channel: 'telegram', status: 'queued_for_digest', detail: null, frequency: 'daily' },
    ]);
  });

  it('tells each user of a placement seen since their last judged reading, once', () => {
    const seen = (hoursAgo: number, playlistId: string) => ({
      playlistId,
      playlistName: `List ${playlistId}`,
      trackName: 'Hit Song',
      seenAt: new Date(NOW.getTime() - hoursAgo * HOUR).toISOString(),
    });
    const judgedBefore = (hoursAgo: number): ItemState => ({
      baseline: { followers: 538_960, popularity: 50 },
      lastMoveDay: null,
      evaluatedThrough: new Date(LATEST.getTime() - hoursAgo * HOUR),
    });
    const facts = aFacts({
      tracked: [anItem(), anItem({ userId: 2 })],
      readings: new Map([[ALPHA, dailyReadings(steadyThen(1_000))]]),
      states: new Map([
        [1, new Map([[ALPHA, judgedBefore(24)]])],
        [2, new Map([[ALPHA, judgedBefore(24)]])],
      ]),
      placements: new Map([[ALPHA, [seen(2, 'x'), seen(30, 'old'), seen(0, 'y')]]]),
      toldPlacements: new Set([placementKey(1, ALPHA, 'y')]),
    });
    const told = judgeAlerts(facts).alerts.map((alert) => `${alert.userId} ${alert.data.playlist_id}`);
    expect(told).toEqual(['1 x', '2 x', '2 y']);
    expect(judgeAlerts(facts).alerts[0]!.message).toBe(
      '"Hit Song" landed on the playlist "List x", graded likely botted.',
    );
  });

  it('names the grade change from the transition it is given, not from the recent readings', () => {
    const readings = dailyReadings(steadyThen(1_000));
    const chart = analyzeFollowerChart(
      readings.map(({ checked_at, followers }) => ({ checked_at, followers: followers! })),
    );
    const facts = aFacts({
      tracked: [anItem({ kind: 'playlist', spotifyId: 'p1' })],
      readings: new Map([[itemKey('playlist', 'p1'), readings]]),
      rules: new Map([
        [1, { defaultRule: { ...DEFAULT_ALERT_RULE, events: ['grade_change'] }, overrides: new Map() }],
      ]),
    });
    expect(events(facts)).toEqual([]);
    const transitions = new Map([
      [
        'p1',
        {
          earlier: { ...chart, verdict: 'clean' as const },
          now: { ...chart, verdict: 'likely_botted' as const },
        },
      ],
    ]);
    expect(judgeAlerts({ ...facts, transitions }).alerts.map((alert) => alert.message)).toEqual([
      "The playlist's verdict changed from clean to likely botted.",
    ]);
  });
});

describe('the facts a judgement needs', () => {
  it('reads grade transitions only for the playlists with a reading due, each once', () => {
    const playlist = (userId: number, spotifyId: string) => anItem({ userId, kind: 'playlist', spotifyId });
    const facts = aFacts({
      tracked: [
        playlist(1, 'due'),
        playlist(2, 'due'),
        playlist(1, 'judged'),
        playlist(1, 'stale'),
        anItem(),
      ],
      readings: new Map([
        [itemKey('playlist', 'due'), dailyReadings([1, 2])],
        [itemKey('playlist', 'judged'), dailyReadings([1, 2])],
        [itemKey('playlist', 'stale'), dailyReadings([1, 2], { hoursAgo: 40 })],
        [ALPHA, dailyReadings([1, 2])],
      ]),
      states: new Map([
        [
          1,
          new Map([
            [
              itemKey('playlist', 'judged'),
              { baseline: { followers: 2, popularity: 50 }, lastMoveDay: null, evaluatedThrough: LATEST },
            ],
          ]),
        ],
      ]),
    });
    expect(duePlaylists(facts)).toEqual(['due']);
  });

  it('reads placements from the earliest last judged reading, and at most 36 hours back for items never judged', () => {
    const state = (daysAgo: number): ItemState => ({
      baseline: { followers: 1, popularity: 1 },
      lastMoveDay: null,
      evaluatedThrough: new Date(NOW.getTime() - daysAgo * DAY),
    });
    const tracked = [anItem(), anItem({ userId: 2 })];
    expect(placementsWindowStart(aFacts({ tracked }))).toEqual(new Date(NOW.getTime() - 36 * HOUR));
    const states = new Map([
      [1, new Map([[ALPHA, state(1)]])],
      [2, new Map([[ALPHA, state(3)]])],
    ]);
    expect(placementsWindowStart(aFacts({ tracked, states }))).toEqual(new Date(NOW.getTime() - 3 * DAY));
  });
});

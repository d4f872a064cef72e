import fc from 'fast-check';
import {
  ALERT_EVENT_KINDS,
  type AlertFacts,
  type AlertFrequency,
  type AlertJudgement,
  type AlertReading,
  type AlertRule,
  type BottedPlacement,
  type ItemKey,
  type ItemState,
  itemKey,
  type OpenChannels,
  placementKey,
  type TrackedAlertItem,
  type UserRules,
} from '@domain/alerts';
import { analyzeFollowerChart, type GradeTransition } from '@domain/analytics';
import type { ChartVerdict } from '@domain/catalog';

export const DAY = 86_400_000;
export const HOUR = 3_600_000;
export const NOW = new Date('2026-05-01T07:00:00Z');
export const ALL_OPEN: OpenChannels = { email: true, telegram: true, webhook: true };

/** One reading a day, the last `hoursAgo` hours before NOW; popularity follows `popularity` or stays at 50. */
export function dailyReadings(
  followers: readonly (number | null)[],
  { hoursAgo = 1, popularity }: { hoursAgo?: number; popularity?: readonly (number | null)[] } = {},
): AlertReading[] {
  const last = NOW.getTime() - hoursAgo * HOUR;
  return followers.map((value, index) => ({
    checked_at: new Date(last - (followers.length - 1 - index) * DAY).toISOString(),
    followers: value,
    popularity: popularity?.[index] ?? 50,
  }));
}

/** `days` values climbing about 1,000 a day from 500,000 with a little wobble, then `last` on top. */
export function steadyThen(last: number, days = 40): number[] {
  const values = [500_000];
  for (let day = 1; day < days; day++) values.push(values[day - 1]! + 900 + ((day * 37) % 200));
  values.push(values[values.length - 1]! + last);
  return values;
}

export const anItem = (overrides: Partial<TrackedAlertItem> = {}): TrackedAlertItem => ({
  userId: 1,
  kind: 'artist',
  spotifyId: 'a1',
  name: 'Alpha',
  ...overrides,
});

/** Facts with nothing in them but NOW and open channels for users 1 to 3; override what the case needs. */
export function aFacts(overrides: Partial<AlertFacts> = {}): AlertFacts {
  return {
    now: NOW,
    tracked: [],
    readings: new Map(),
    rules: new Map(),
    states: new Map(),
    placements: new Map(),
    toldPlacements: new Set(),
    transitions: new Map(),
    openChannels: new Map([1, 2, 3].map((userId) => [userId, ALL_OPEN])),
    ...overrides,
  };
}

/**
 * The facts of the next run after this judgement was recorded: the judged states saved and the
 * placements alerted remembered by the inbox.
 */
export function afterRecording(facts: AlertFacts, judgement: AlertJudgement): AlertFacts {
  const states = new Map([...facts.states].map(([userId, byItem]) => [userId, new Map(byItem)]));
  for (const { userId, kind, spotifyId, state } of judgement.states) {
    const byItem = states.get(userId) ?? new Map<ItemKey, ItemState>();
    byItem.set(itemKey(kind, spotifyId), state);
    states.set(userId, byItem);
  }
  const told = new Set(facts.toldPlacements);
  for (const alert of judgement.alerts) {
    if (alert.event !== 'botted_placement') continue;
    const key = itemKey(alert.item.kind, alert.item.spotify_id);
    told.add(placementKey(alert.userId, key, String(alert.data.playlist_id)));
  }
  return { ...facts, states, toldPlacements: told };
}

/** An alert as a comparable line: who, which item, which event, what it says, where it goes. */
export const alertLines = (judgement: AlertJudgement): string[] =>
  judgement.alerts.map((alert) => JSON.stringify(alert)).sort();

export const stateLines = (judgement: AlertJudgement): string[] =>
  judgement.states.map((state) => JSON.stringify(state)).sort();

// Arbitrary facts: three users tracking some of five items, with daily readings that may end in a
// jump, past judgements, rules, placements, grade changes and open channels drawn at random.

const POOL: ReadonlyArray<Omit<TrackedAlertItem, 'userId'>> = [
  { kind: 'artist', spotifyId: 'a1', name: 'Alpha' },
  { kind: 'artist', spotifyId: 'a2', name: 'Beta' },
  { kind: 'track', spotifyId: 't1', name: 'Song' },
  { kind: 'playlist', spotifyId: 'p1', name: 'Farm' },
  { kind: 'playlist', spotifyId: 'p2', name: 'Mix' },
];
const USERS = [1, 2, 3];
const VERDICTS: readonly ChartVerdict[] = ['clean', 'suspicious', 'likely_botted', 'insufficient_data'];
const FREQUENCIES: readonly AlertFrequency[] = ['off', 'instant', 'daily', 'weekly'];

export const arbitraryRule: fc.Arbitrary<AlertRule> = fc.record({
  events: fc.subarray([...ALERT_EVENT_KINDS]),
  sensitivity: fc.constantFrom('low', 'medium', 'high'),
  channels: fc.record({
    email: fc.constantFrom(...FREQUENCIES),
    telegram: fc.constantFrom(...FREQUENCIES),
    webhook: fc.constantFrom(...FREQUENCIES),
  }),
});

const arbitraryReadings: fc.Arbitrary<AlertReading[]> = fc
  .record({
    start: fc.integer({ min: 0, max: 2_000_000 }),
    steps: fc.array(fc.integer({ min: -100, max: 3_000 }), { minLength: 1, maxLength: 16 }),
    jump: fc.oneof(fc.constant(0), fc.integer({ min: -300_000, max: 300_000 })),
    popularityJump: fc.integer({ min: -30, max: 30 }),
    hoursAgo: fc.integer({ min: 1, max: 60 }),
  })
  .map(({ start, steps, jump, popularityJump, hoursAgo }) => {
    const followers = [start];
    for (const step of steps) followers.push(Math.max(0, followers[followers.length - 1]! + step));
    followers.push(Math.max(0, followers[followers.length - 1]! + jump));
    const points = followers.map(() => 50);
    points[points.length - 1] = 50 + popularityJump;
    return dailyReadings(followers, { hoursAgo, popularity: points });
  });

const arbitraryState = (readings: readonly AlertReading[]): fc.Arbitrary<ItemState> => {
  const latest = Date.parse(readings[readings.length - 1]!.checked_at);
  return fc.record({
    baseline: fc.record({
      followers: fc.option(fc.integer({ min: 0, max: 2_500_000 }), { nil: null }),
      popularity: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
    }),
    lastMoveDay: fc.option(fc.constantFrom(Math.floor(latest / DAY), Math.floor(latest / DAY) - 1), {
      nil: null,
    }),
    evaluatedThrough: fc.integer({ min: -48, max: 6 }).map((hours) => new Date(latest - hours * HOUR)),
  });
};

const STEADY_CHART = analyzeFollowerChart(
  steadyThen(0, 10).map((followers, day) => ({ checked_at: new Date(day * DAY).toISOString(), followers })),
);
const chartWith = (verdict: ChartVerdict) => ({ ...STEADY_CHART, verdict });

const arbitraryTransition: fc.Arbitrary<GradeTransition> = fc
  .record({ earlier: fc.constantFrom(...VERDICTS), now: fc.constantFrom(...VERDICTS) })
  .map(({ earlier, now }) => ({ earlier: chartWith(earlier), now: chartWith(now) }));

const arbitraryPlacement: fc.Arbitrary<BottedPlacement> = fc.record({
  playlistId: fc.constantFrom('x', 'y'),
  playlistName: fc.constantFrom('Bot Heaven', 'Farm Hits'),
  trackName: fc.option(fc.constant('Hit Song'), { nil: null }),
  seenAt: fc
    .integer({ min: 0, max: 80 })
    .map((hours) => new Date(NOW.getTime() - hours * HOUR).toISOString()),
});

export const arbitraryFacts: fc.Arbitrary<AlertFacts> = fc
  .record({
    readings: fc.tuple(...POOL.map(() => arbitraryReadings)),
    tracked: fc.tuple(...USERS.map(() => fc.subarray([...POOL.keys()]))),
    defaults: fc.tuple(...USERS.map(() => fc.option(arbitraryRule, { nil: null }))),
    overrides: fc.array(fc.tuple(fc.constantFrom(...USERS), fc.constantFrom(...POOL.keys()), arbitraryRule), {
      maxLength: 4,
    }),
    placements: fc.tuple(...POOL.map(() => fc.array(arbitraryPlacement, { maxLength: 2 }))),
    told: fc.array(
      fc.tuple(fc.constantFrom(...USERS), fc.constantFrom(...POOL.keys()), fc.constantFrom('x', 'y')),
      {
        maxLength: 3,
      },
    ),
    transitions: fc.tuple(
      fc.option(arbitraryTransition, { nil: null }),
      fc.option(arbitraryTransition, { nil: null }),
    ),
    open: fc.tuple(
      ...USERS.map(() => fc.record({ email: fc.boolean(), telegram: fc.boolean(), webhook: fc.boolean() })),
    ),
    judged: fc.array(fc.tuple(fc.constantFrom(...USERS), fc.constantFrom(...POOL.keys())), { maxLength: 6 }),
  })
  .chain((drawn) =>
    fc.tuple(...drawn.judged.map(([, index]) => arbitraryState(drawn.readings[index]!))).map((states) => {
      const key = (index: number) => itemKey(POOL[index]!.kind, POOL[index]!.spotifyId);
      const rules = new Map<number, UserRules>(
        USERS.map((userId, u) => [
          userId,
          {
            defaultRule: drawn.defaults[u]!,
            overrides: new Map(
              drawn.overrides
                .filter(([owner]) => owner === userId)
                .map(([, index, rule]) => [key(index), rule]),
            ),
          },
        ]),
      );
      const judged = new Map<number, Map<ItemKey, ItemState>>();
      drawn.judged.forEach(([userId, index], n) => {
        judged.set(userId, (judged.get(userId) ?? new Map()).set(key(index), states[n]!));
      });
      return aFacts({
        tracked: USERS.flatMap((userId, u) =>
          drawn.tracked[u]!.map((index) => ({ userId, ...POOL[index]! })),
        ),
        readings: new Map(POOL.map((_, index) => [key(index), drawn.readings[index]!])),
        rules,
        states: judged,
        placements: new Map(POOL.map((_, index) => [key(index), drawn.placements[index]!])),
        toldPlacements: new Set(
          drawn.told.map(([userId, index, playlist]) => placementKey(userId, key(index), playlist)),
        ),
        transitions: new Map(
          (['p1', 'p2'] as const).flatMap((id, n) =>
            drawn.transitions[n] ? [[id, drawn.transitions[n]!]] : [],
          ),
        ),
        openChannels: new Map(USERS.map((userId, u) => [userId, drawn.open[u]!])),
      });
    }),
  );

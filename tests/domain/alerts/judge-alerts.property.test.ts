import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AlertFacts,
  type AlertRule,
  type AlertSensitivity,
  DEFAULT_ALERT_RULE,
  itemKey,
  judgeAlerts,
  resolveRule,
} from '@domain/alerts';
import {
  aFacts,
  afterRecording,
  alertLines,
  anItem,
  arbitraryFacts,
  arbitraryRule,
  dailyReadings,
  stateLines,
  steadyThen,
} from './support/alert-facts';

/** The facts with every rule (the house default included) at this sensitivity. */
function atSensitivity(facts: AlertFacts, sensitivity: AlertSensitivity): AlertFacts {
  const at = (rule: AlertRule) => ({ ...rule, sensitivity });
  const rules = new Map(
    [1, 2, 3].map((userId) => {
      const mine = facts.rules.get(userId);
      const overrides = new Map([...(mine?.overrides ?? [])].map(([key, rule]) => [key, at(rule)]));
      return [userId, { defaultRule: at(mine?.defaultRule ?? DEFAULT_ALERT_RULE), overrides }];
    }),
  );
  return { ...facts, rules };
}

describe('judgeAlerts (properties)', () => {
  it('judges a reading once: once the judgement is recorded, the same facts raise nothing and change nothing', () => {
    fc.assert(
      fc.property(arbitraryFacts, (facts) => {
        const first = judgeAlerts(facts);
        expect(judgeAlerts(afterRecording(facts, first))).toEqual({ alerts: [], states: [] });
      }),
    );
  });

  it('raises nothing for readings that never change, under any rule', () => {
    const flat = fc.record({
      kind: fc.constantFrom('artist', 'track', 'playlist'),
      followers: fc.integer({ min: 0, max: 5_000_000 }),
      popularity: fc.integer({ min: 0, max: 100 }),
      days: fc.integer({ min: 1, max: 45 }),
      rule: arbitraryRule,
    });
    fc.assert(
      fc.property(flat, ({ kind, followers, popularity, days, rule }) => {
        const item = anItem({ kind });
        const facts = aFacts({
          tracked: [item],
          readings: new Map([
            [
              itemKey(kind, item.spotifyId),
              dailyReadings(Array(days).fill(followers), { popularity: Array(days).fill(popularity) }),
            ],
          ]),
          rules: new Map([[1, { defaultRule: rule, overrides: new Map() }]]),
        });
        expect(judgeAlerts(facts).alerts).toEqual([]);
      }),
    );
  });

  it('tells a move, a change, a milestone and a placement once: the same values read again later that day raise none of them', () => {
    fc.assert(
      fc.property(arbitraryFacts, (facts) => {
        const first = judgeAlerts(facts);
        const readings = new Map(
          [...facts.readings].map(([key, series]) => {
            const latest = series[series.length - 1]!;
            const later = new Date(Date.parse(latest.checked_at) + 15 * 60_000).toISOString();
            return [key, [...series, { ...latest, checked_at: later }]];
          }),
        );
        const second = judgeAlerts({ ...afterRecording(facts, first), readings });
        const judged = new Set(first.states.map((s) => `${s.userId} ${itemKey(s.kind, s.spotifyId)}`));
        const told = ['unusual_move', 'absolute_move', 'milestone', 'botted_placement'];
        const again = second.alerts.filter(
          (alert) =>
            told.includes(alert.event) &&
            judged.has(`${alert.userId} ${itemKey(alert.item.kind, alert.item.spotify_id)}`),
        );
        expect(again).toEqual([]);
      }),
    );
  });

  it('raises at a higher sensitivity every alert a lower one raises', () => {
    fc.assert(
      fc.property(arbitraryFacts, (facts) => {
        const [low, medium, high] = (['low', 'medium', 'high'] as const).map((sensitivity) =>
          alertLines(judgeAlerts(atSensitivity(facts, sensitivity))),
        );
        expect(medium).toEqual(expect.arrayContaining(low!));
        expect(high).toEqual(expect.arrayContaining(medium!));
      }),
    );
  });

  it('raises on a bigger latest move every kind of alert a smaller one in the same direction raises', () => {
    const moves = fc.record({
      kind: fc.constantFrom('artist', 'track'),
      move: fc.integer({ min: 1, max: 400_000 }),
      more: fc.integer({ min: 0, max: 400_000 }),
      down: fc.boolean(),
      rule: arbitraryRule,
    });
    fc.assert(
      fc.property(moves, ({ kind, move, more, down, rule }) => {
        const kindsAfter = (last: number) => {
          const item = anItem({ kind });
          const followers = steadyThen(last);
          const points = followers.map((_, day) => (day < followers.length - 1 ? 50 : 50 + last / 10_000));
          const facts = aFacts({
            tracked: [item],
            readings: new Map([
              [itemKey(kind, item.spotifyId), dailyReadings(followers, { popularity: points })],
            ]),
            rules: new Map([[1, { defaultRule: rule, overrides: new Map() }]]),
          });
          return new Set(judgeAlerts(facts).alerts.map((alert) => alert.event));
        };
        const sign = down ? -1 : 1;
        const smaller = kindsAfter(sign * move);
        const bigger = kindsAfter(sign * (move + more));
        for (const kind of smaller) expect(bigger).toContain(kind);
      }),
    );
  });

  it('raises only what the rule that applies asks for, on channels it turns on and the user has open', () => {
    fc.assert(
      fc.property(arbitraryFacts, (facts) => {
        for (const alert of judgeAlerts(facts).alerts) {
          const key = itemKey(alert.item.kind, alert.item.spotify_id);
          const tracks = facts.tracked.some(
            (item) => item.userId === alert.userId && itemKey(item.kind, item.spotifyId) === key,
          );
          expect(tracks).toBe(true);
          const mine = facts.rules.get(alert.userId);
          const rule = resolveRule(mine?.defaultRule ?? null, mine?.overrides.get(key) ?? null);
          expect(rule.events).toContain(alert.event);
          const open = facts.openChannels.get(alert.userId)!;
          for (const { channel, status, frequency } of alert.channels) {
            expect(open[channel]).toBe(true);
            expect(frequency).toBe(rule.channels[channel]);
            expect(status).toBe(frequency === 'instant' ? 'pending' : 'queued_for_digest');
          }
          const expected = Object.entries(rule.channels).filter(
            ([c, f]) => f !== 'off' && open[c as 'email'],
          );
          expect(alert.channels).toHaveLength(expected.length);
        }
      }),
    );
  });

  it('judges each user on their own: who else tracks what changes nothing for them', () => {
    fc.assert(
      fc.property(arbitraryFacts, (facts) => {
        const all = judgeAlerts(facts);
        for (const userId of [1, 2, 3]) {
          const alone = judgeAlerts({
            ...facts,
            tracked: facts.tracked.filter((item) => item.userId === userId),
          });
          expect(alone.alerts).toEqual(all.alerts.filter((alert) => alert.userId === userId));
          expect(alone.states).toEqual(all.states.filter((state) => state.userId === userId));
        }
      }),
    );
  });

  it('does not depend on the order of the tracked items', () => {
    const shuffled = arbitraryFacts.chain((facts) =>
      fc
        .shuffledSubarray([...facts.tracked], {
          minLength: facts.tracked.length,
          maxLength: facts.tracked.length,
        })
        .map((tracked) => [facts, { ...facts, tracked }] as const),
    );
    fc.assert(
      fc.property(shuffled, ([facts, reordered]) => {
        const [before, after] = [judgeAlerts(facts), judgeAlerts(reordered)];
        expect(alertLines(after)).toEqual(alertLines(before));
        expect(stateLines(after)).toEqual(stateLines(before));
      }),
    );
  });
});

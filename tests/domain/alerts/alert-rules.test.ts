import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALERT_EVENT_KINDS,
  type AlertRule,
  crossedMilestone,
  DEFAULT_ALERT_RULE,
  describeRule,
  normalizeRule,
  resolveRule,
} from '@domain/alerts';

const override: AlertRule = {
  events: ['absolute_move'],
  sensitivity: 'low',
  channels: { email: 'daily', telegram: 'off', webhook: 'off' },
};

describe('alert rules', () => {
  it('resolves the per-item override before the default, and the house default last', () => {
    const mine: AlertRule = { ...DEFAULT_ALERT_RULE, sensitivity: 'high' };
    expect(resolveRule(mine, override)).toBe(override);
    expect(resolveRule(mine, null)).toBe(mine);
    expect(resolveRule(null, null)).toBe(DEFAULT_ALERT_RULE);
  });

  it('describes a rule in one sentence', () => {
    expect(describeRule(DEFAULT_ALERT_RULE)).toBe(
      'You are alerted to a daily change unusual for the item (medium sensitivity: 4× its typical variation), a new anomaly on a playlist’s follower curve, a change of a playlist’s verdict, a placement on a playlist graded likely botted and a follower milestone (1K, 10K, 100K, 1M, …), by email at once, Telegram at once and webhook at once.',
    );
    expect(describeRule(override)).toBe(
      'You are alerted to a change of ±5% or ±1,000 followers, or ±5 popularity points, since the last alert, by email in a daily digest.',
    );
    expect(
      describeRule({ ...override, channels: { email: 'off', telegram: 'off', webhook: 'off' } }),
    ).toMatch(/inbox only/);
    expect(describeRule({ ...override, events: [] })).toBe('No alerts: no event is chosen.');
  });

  it('every rule gets exactly one sentence ending in a full stop (property)', () => {
    const frequency = fc.constantFrom('off', 'instant', 'daily', 'weekly' as const);
    const rule = fc.record({
      events: fc.subarray([...ALERT_EVENT_KINDS]),
      sensitivity: fc.constantFrom('low', 'medium', 'high' as const),
      channels: fc.record({ email: frequency, telegram: frequency, webhook: frequency }),
    });
    fc.assert(
      fc.property(rule, (value) => {
        const sentence = describeRule(value as AlertRule);
        expect(sentence.endsWith('.')).toBe(true);
        expect(sentence.split('. ').length).toBe(1);
        expect(normalizeRule(normalizeRule(value as AlertRule))).toEqual(normalizeRule(value as AlertRule));
      }),
    );
  });

  it('finds the highest milestone crossed upwards, none downwards', () => {
    expect(crossedMilestone(999, 1000)).toBe(1000);
    expect(crossedMilestone(9_990, 120_000)).toBe(100_000);
    expect(crossedMilestone(1000, 1000)).toBeNull();
    expect(crossedMilestone(1_000_100, 999_000)).toBeNull();
    fc.assert(
      fc.property(fc.nat(2e9), fc.nat(2e9), (a, b) => {
        const crossed = crossedMilestone(a, b);
        if (crossed !== null) expect(a < crossed && crossed <= b).toBe(true);
        if (a >= b) expect(crossed).toBeNull();
      }),
    );
  });
});

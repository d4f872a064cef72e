import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALERT_EVENT_KINDS,
  type AlertRule,
  crossedMilestone,
  DEFAULT_ALERT_RULE,
  ALL_CHANNELS_READY,
  type ChannelBlock,
  type ChannelReadiness,
  channelReadiness,
  describeRule,
  EVENTS_BY_KIND,
  kindEventsRefusal,
  normalizeRule,
  resolveRule,
  ruleForKind,
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
    expect(describeRule(DEFAULT_ALERT_RULE, ALL_CHANNELS_READY)).toBe(
      'You are alerted to a daily change unusual for the item (medium sensitivity: 4× its typical variation), a new anomaly on a playlist’s follower curve, a change of a playlist’s verdict, a placement on a playlist graded likely botted and a follower milestone (1K, 10K, 100K, 1M, …), by email at once, Telegram at once and webhook at once.',
    );
    expect(describeRule(override, ALL_CHANNELS_READY)).toBe(
      'You are alerted to a change of ±5% or ±1,000 followers, or ±5 popularity points, since the last alert, by email in a daily digest.',
    );
    expect(
      describeRule(
        { ...override, channels: { email: 'off', telegram: 'off', webhook: 'off' } },
        ALL_CHANNELS_READY,
      ),
    ).toMatch(/inbox only/);
    expect(describeRule({ ...override, events: [] }, ALL_CHANNELS_READY)).toBe(
      'No alerts: no event is chosen.',
    );
  });

  it('every rule gets exactly one sentence ending in a full stop (property)', () => {
    const frequency = fc.constantFrom('off', 'instant', 'daily', 'weekly' as const);
    const rule = fc.record({
      events: fc.subarray([...ALERT_EVENT_KINDS]),
      sensitivity: fc.constantFrom('low', 'medium', 'high' as const),
      channels: fc.record({ email: frequency, telegram: frequency, webhook: frequency }),
    });
    const block = fc.constantFrom<ChannelBlock | null>(
      null,
      'mail_not_configured',
      'email_off',
      'telegram_not_linked',
      'no_webhook',
    );
    const readiness = fc.record({ email: block, telegram: block, webhook: block });
    fc.assert(
      fc.property(rule, readiness, (value, ready) => {
        const sentence = describeRule(value as AlertRule, ready as ChannelReadiness);
        expect(sentence.endsWith('.')).toBe(true);
        expect(sentence.split('. ').length).toBe(1);
        expect(normalizeRule(normalizeRule(value as AlertRule))).toEqual(normalizeRule(value as AlertRule));
      }),
    );
  });

  it('names only the channels that will deliver, and says why each other chosen one will not', () => {
    const fresh = channelReadiness({
      mailConfigured: false,
      emailOn: true,
      telegramAvailable: true,
      telegramLinked: false,
      telegramOn: false,
      webhooks: [],
    });
    expect(fresh).toEqual({
      email: 'mail_not_configured',
      telegram: 'telegram_not_linked',
      webhook: 'no_webhook',
    });
    const sentence = describeRule(DEFAULT_ALERT_RULE, fresh);
    expect(sentence).toMatch(/^Alerts for a daily change .* reach your inbox only: /);
    expect(sentence).not.toMatch(/at once/);
    expect(sentence).toContain('Telegram: not linked — link it in My Account');
    expect(sentence).toContain('Email: this installation has no mail server set up (SMTP_URL)');
    expect(sentence).toContain('Webhook: none added — add one under Webhooks');

    const emailOnly = describeRule(DEFAULT_ALERT_RULE, { ...fresh, email: null });
    expect(emailOnly).toMatch(/, by email at once; not by Telegram: not linked — link it in My Account; /);
    expect(emailOnly).not.toMatch(/Telegram at once|webhook at once/);
    // A channel set Off is neither promised nor explained.
    expect(
      describeRule({ ...override, channels: { email: 'daily', telegram: 'off', webhook: 'off' } }, fresh),
    ).toBe(
      'Alerts for a change of ±5% or ±1,000 followers, or ±5 popularity points, since the last alert reach your inbox only: Email: this installation has no mail server set up (SMTP_URL).',
    );
    expect(
      channelReadiness({
        mailConfigured: true,
        emailOn: false,
        telegramAvailable: false,
        telegramLinked: false,
        telegramOn: false,
        webhooks: [{ state: 'disabled' }],
      }),
    ).toEqual({ email: 'email_off', telegram: 'telegram_unavailable', webhook: 'webhooks_disabled' });
  });

  it('offers each item kind only the events it can raise, and refuses the others', () => {
    expect(EVENTS_BY_KIND.track).not.toContain('milestone');
    expect(EVENTS_BY_KIND.track).not.toContain('grade_change');
    expect(EVENTS_BY_KIND.playlist).not.toContain('botted_placement');
    expect(ruleForKind(DEFAULT_ALERT_RULE, 'track').events).toEqual(['unusual_move', 'botted_placement']);
    expect(ruleForKind(DEFAULT_ALERT_RULE, 'playlist').events).toEqual([
      'unusual_move',
      'anomaly_event',
      'grade_change',
      'milestone',
    ]);
    expect(kindEventsRefusal('track', ['unusual_move', 'milestone', 'grade_change'])).toBe(
      'Tracks have no verdict changes or follower milestones: leave those events out of this rule.',
    );
    expect(kindEventsRefusal('playlist', ['botted_placement'])).toBe(
      'Playlists have no placements on likely botted playlists: leave that event out of this rule.',
    );
    expect(kindEventsRefusal('artist', EVENTS_BY_KIND.artist)).toBeNull();
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

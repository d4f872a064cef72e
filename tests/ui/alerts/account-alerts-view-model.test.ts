// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CLOSED_CHANNEL_NOTES } from '../../../src/features/alerts/alert-labels';
import { DEFAULT_ALERT_RULE, describeRule } from '@domain/alerts/alert-rules';
import {
  AccountAlertsViewModel,
  RULE_SAVED_MESSAGE,
} from '../../../src/features/alerts/account-alerts-view-model';
import { signedInAlerts } from './support';

async function openSection() {
  const setup = await signedInAlerts();
  const vm = setup.container.get(AccountAlertsViewModel);
  await vm.load();
  return { ...setup, vm };
}

describe('AccountAlertsViewModel: the default rule', () => {
  it('shows the saved rule and the server’s sentence about it', async () => {
    const { vm } = await openSection();
    expect(vm.status).toBe('ready');
    expect(vm.draft.rule).toEqual(DEFAULT_ALERT_RULE);
    expect(vm.description).toBe(
      describeRule(DEFAULT_ALERT_RULE, {
        email: null,
        telegram: 'telegram_not_linked',
        webhook: 'no_webhook',
      }),
    );
    expect(vm.description).toContain('by email at once; not by Telegram: not linked — link it in My Account');
    expect(vm.draft.isChanged).toBe(false);
  });

  it('saves an edited rule and shows the new sentence', async () => {
    const { vm, alerts } = await openSection();
    vm.draft.setEvent('milestone', false);
    vm.draft.setEvent('absolute_move', true);
    vm.draft.setSensitivity('high');
    vm.draft.setFrequency('telegram', 'weekly');
    expect(vm.draft.isChanged).toBe(true);
    await vm.save();
    expect(vm.notice).toEqual({ kind: 'success', text: RULE_SAVED_MESSAGE });
    expect(vm.draft.isChanged).toBe(false);
    expect(vm.description).toContain('±5 popularity points');
    expect(vm.description).not.toContain('milestone');
    expect(vm.description).toContain('high sensitivity');
    // Telegram is not linked: the sentence says it will not deliver, and why.
    expect(vm.description).not.toContain('Telegram in a weekly digest');
    expect(vm.description).toContain('not by Telegram: not linked — link it in My Account');
    alerts.telegramLinked = true;
    await vm.refreshChannels();
    expect(vm.description).toContain('Telegram in a weekly digest');
    const saved = await alerts.rules();
    expect(saved.ok && saved.value.default_rule).toEqual({
      events: ['unusual_move', 'absolute_move', 'anomaly_event', 'grade_change', 'botted_placement'],
      sensitivity: 'high',
      channels: { email: 'instant', telegram: 'weekly', webhook: 'instant' },
    });
  });

  it('counts a toggle back and forth as no change', async () => {
    const { vm } = await openSection();
    vm.draft.setEvent('milestone', false);
    vm.draft.setEvent('milestone', true);
    expect(vm.draft.isChanged).toBe(false);
  });

  it('keeps the edits and says why when the save fails', async () => {
    const { vm, alerts } = await openSection();
    vm.draft.setSensitivity('low');
    alerts.unreachable = true;
    await vm.save();
    expect(vm.notice?.kind).toBe('error');
    expect(vm.notice?.text).toBe(
      'Your alert rule was not saved. Chartpulse could not be reached. Please check your connection and try again.',
    );
    expect(vm.draft.rule.sensitivity).toBe('low');
    expect(vm.draft.isChanged).toBe(true);
  });
});

describe('AccountAlertsViewModel: channels that cannot deliver', () => {
  it('notes each channel the rule uses that is closed, until it opens or is set Off', async () => {
    const { vm, alerts } = await openSection();
    expect(Object.keys(vm.closedChannelNotes)).toEqual(['telegram', 'webhook']);
    expect(vm.closedChannelNotes.telegram).toBe(CLOSED_CHANNEL_NOTES.telegram_not_linked);
    vm.draft.setFrequency('telegram', 'off');
    vm.webhooks.setNewUrl('https://example.com/hook');
    await vm.webhooks.add();
    expect(vm.closedChannelNotes).toEqual({});

    alerts.emailNotificationsOn = false;
    await vm.load();
    expect(vm.closedChannelNotes.email).toMatch(
      /^Email alerts are off: turn on “Email me when my tracked items change”/,
    );
  });
});

describe('AccountAlertsViewModel: Send a test alert', () => {
  it('says an email test was sent, and records it in the inbox', async () => {
    const { vm, alerts } = await openSection();
    const sending = vm.tests.send('email');
    expect(vm.tests.isBusy('email')).toBe(true);
    await sending;
    expect(vm.tests.isBusy('email')).toBe(false);
    expect(vm.tests.outcome('email')).toEqual({ tone: 'success', text: 'Email test alert sent.' });
    const inbox = await alerts.inbox(1);
    expect(inbox.ok && inbox.value.alerts[0]?.event).toBe('test');
  });

  it('says in plain words why a Telegram test failed', async () => {
    const { vm } = await openSection();
    await vm.tests.send('telegram');
    expect(vm.tests.outcome('telegram')).toEqual({
      tone: 'error',
      text: 'Telegram test alert failed: Telegram is not linked.',
    });
    expect(vm.tests.outcome('email')).toBeNull();
  });

  it('says so when the server cannot be reached', async () => {
    const { vm, alerts } = await openSection();
    alerts.unreachable = true;
    await vm.tests.send('email');
    expect(vm.tests.outcome('email')).toEqual({
      tone: 'error',
      text: 'The test alert was not sent: Chartpulse could not be reached. Please check your connection and try again.',
    });
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ITEM_RULE_RESET_MESSAGE,
  ITEM_RULE_SAVED_MESSAGE,
  ItemAlertsViewModel,
} from '../../../src/features/alerts/item-alerts-view-model';
import { signedInAlerts } from './support';

describe('ItemAlertsViewModel', () => {
  it('starts on the default rule, saves a custom one, and resets to the default', async () => {
    const { container, alerts } = await signedInAlerts();
    const vm = container.get(ItemAlertsViewModel);
    await vm.load('artist', 'a1');
    expect(vm.status).toBe('ready');
    expect(vm.overridden).toBe(false);
    const defaultSentence = vm.description;

    vm.startEditing();
    vm.draft.setEvent('absolute_move', true);
    vm.draft.setFrequency('email', 'weekly');
    await vm.save();
    expect(vm.overridden).toBe(true);
    expect(vm.isEditing).toBe(false);
    expect(vm.notice).toEqual({ kind: 'success', text: ITEM_RULE_SAVED_MESSAGE });
    expect(vm.description).toContain('email in a weekly digest');
    const stored = await alerts.itemRule('artist', 'a1');
    expect(stored.ok && stored.value.overridden).toBe(true);
    const other = await alerts.itemRule('artist', 'a2');
    expect(other.ok && other.value.overridden).toBe(false);

    await vm.resetToDefault();
    expect(vm.overridden).toBe(false);
    expect(vm.description).toBe(defaultSentence);
    expect(vm.notice?.text).toBe(ITEM_RULE_RESET_MESSAGE);
  });

  it('drops the edits on Cancel', async () => {
    const { container } = await signedInAlerts();
    const vm = container.get(ItemAlertsViewModel);
    await vm.load('track', 't1');
    const before = vm.draft.rule;
    vm.startEditing();
    vm.draft.setSensitivity('low');
    vm.cancelEditing();
    expect(vm.isEditing).toBe(false);
    expect(vm.draft.rule).toEqual(before);
  });

  it('keeps only the answer about the item last loaded', async () => {
    const { container, alerts } = await signedInAlerts();
    await alerts.saveItemRule('playlist', 'old', {
      events: ['grade_change'],
      sensitivity: 'low',
      channels: { email: 'weekly', telegram: 'off', webhook: 'off' },
    });
    // The old item's answer arrives last.
    let answerOld = () => {};
    const itemRule = alerts.itemRule.bind(alerts);
    alerts.itemRule = async (kind, id) => {
      if (id === 'old') await new Promise<void>((resolve) => (answerOld = resolve));
      return itemRule(kind, id);
    };
    const vm = container.get(ItemAlertsViewModel);
    const first = vm.load('playlist', 'old');
    await vm.load('playlist', 'new');
    answerOld();
    await first;
    expect(vm.overridden).toBe(false);
    expect(vm.draft.rule.sensitivity).toBe('medium');
  });

  it('says the rule could not be loaded', async () => {
    const { container, alerts } = await signedInAlerts();
    alerts.unreachable = true;
    const vm = container.get(ItemAlertsViewModel);
    await vm.load('artist', 'a1');
    expect(vm.status).toBe('error');
    expect(vm.notice?.text).toMatch(/^This item's alert rule could not be loaded\./);
  });
});

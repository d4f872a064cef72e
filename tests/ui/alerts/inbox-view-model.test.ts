// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { InboxViewModel } from '../../../src/features/alerts/inbox-view-model';
import { UnreadAlertsStore } from '../../../src/features/alerts/unread-alerts-store';
import { inboxOf, signedInAlerts } from './support';

describe('InboxViewModel', () => {
  it('lists the alerts newest first, 20 a page, with the unread count', async () => {
    const { container } = await signedInAlerts({ inbox: inboxOf(25, 3) });
    const vm = container.get(InboxViewModel);
    await vm.load();
    expect(vm.status).toBe('ready');
    expect(vm.alerts).toHaveLength(20);
    expect(vm.alerts[0]?.message).toBe('Alert number 25.');
    expect(vm.pageCount).toBe(2);
    expect(vm.unread).toBe(3);
    expect(container.get(UnreadAlertsStore).unread).toBe(3);
    await vm.load(2);
    expect(vm.page).toBe(2);
    expect(vm.alerts.map((alert) => alert.message)).toEqual([5, 4, 3, 2, 1].map((n) => `Alert number ${n}.`));
  });

  it('filters by event, item kind and read state, and says when nothing matches', async () => {
    const { container } = await signedInAlerts();
    const vm = container.get(InboxViewModel);
    await vm.load();
    expect(vm.total).toBe(3);
    await vm.setFilter({ event: 'grade_change' });
    expect(vm.alerts.map((alert) => alert.event)).toEqual(['grade_change']);
    expect(vm.isFiltered).toBe(true);
    await vm.setFilter({ state: 'unread' });
    expect(vm.alerts.every((alert) => !alert.read)).toBe(true);
    expect(vm.total).toBe(vm.unread);
    await vm.setFilter({ kind: 'track', event: 'grade_change' });
    expect(vm.total).toBe(0);
    // An empty filter result is not an empty inbox.
    expect(vm.isEmpty).toBe(false);
    await vm.setFilter({});
    expect(vm.total).toBe(3);
  });

  it('marks every alert read, and the header’s count follows without another request', async () => {
    const { container, alerts } = await signedInAlerts({ inbox: inboxOf(4, 2) });
    const store = container.get(UnreadAlertsStore);
    await store.refresh();
    expect(store.unread).toBe(2);
    const vm = container.get(InboxViewModel);
    await vm.load();
    let asked = 0;
    const unreadCount = alerts.unreadCount.bind(alerts);
    alerts.unreadCount = () => {
      asked++;
      return unreadCount();
    };
    await vm.markAllRead();
    expect(vm.alerts.every((alert) => alert.read)).toBe(true);
    expect(vm.unread).toBe(0);
    expect(store.unread).toBe(0);
    expect(asked).toBe(0);
  });

  it('is empty when nothing was sent yet', async () => {
    const { container } = await signedInAlerts({ inbox: [] });
    const vm = container.get(InboxViewModel);
    await vm.load();
    expect(vm.isEmpty).toBe(true);
    expect(vm.pageCount).toBe(1);
  });

  it('says the alerts could not be loaded', async () => {
    const { container, alerts } = await signedInAlerts();
    alerts.unreachable = true;
    const vm = container.get(InboxViewModel);
    await vm.load();
    expect(vm.status).toBe('error');
    expect(vm.notice?.text).toMatch(/^Your alerts could not be loaded\. Chartpulse could not be reached/);
  });
});

describe('UnreadAlertsStore', () => {
  it('reads the count, and a count the inbox brought beats a refresh still in flight', async () => {
    const { container } = await signedInAlerts({ inbox: inboxOf(3, 3) });
    const store = container.get(UnreadAlertsStore);
    await store.refresh();
    expect(store.unread).toBe(3);
    const late = store.refresh();
    store.set(0);
    await late;
    expect(store.unread).toBe(0);
  });

  it('shows no count when it cannot be read', async () => {
    const { container, alerts } = await signedInAlerts();
    alerts.unreachable = true;
    const store = container.get(UnreadAlertsStore);
    await store.refresh();
    expect(store.unread).toBeNull();
  });
});

import { expect, it } from 'vitest';
import type { TrackedKind } from '@domain/tracking';
import { spotifyId } from '../../../../support/fakes/tracking/scripted-music';
import { at, reading, type StoreHarness } from './store-harness';

/** What every `NotificationState` adapter does. */
export function notificationStateContract(stores: () => StoreHarness): void {
  async function trackWithSnapshot(userIds: number[], kind: TrackedKind, label: string, followers: number) {
    const { items, snapshots } = stores();
    const id = spotifyId(label);
    const itemId = await items.upsert(reading(kind, id, { name: label }), at(1));
    for (const userId of userIds) await items.addTracker(userId, itemId, at(1));
    const values = reading(kind, id, { name: label, followers, popularity: 7 });
    await snapshots.write(null, [{ itemId, checkedAt: at(1), reading: values }]);
    await snapshots.write(null, [
      { itemId, checkedAt: at(2), reading: { ...values, followers: followers + 1 } },
    ]);
    return itemId;
  }

  it('lists items with a snapshot tracked by users with an asked-for setting on, by user, kind and name', async () => {
    const { items, notifications } = stores();
    const both = await stores().addUser('both@example.com', [
      'email_notifications',
      'telegram_notifications',
    ]);
    const chat = await stores().addUser('chat@example.com', ['telegram_notifications']);
    const none = await stores().addUser('none@example.com');
    const zed = await trackWithSnapshot([both, chat, none], 'artist', 'zed', 100);
    const abe = await trackWithSnapshot([both], 'artist', 'abe', 200);
    const list = await trackWithSnapshot([both], 'playlist', 'list', 300);
    const unread = await items.upsert(reading('artist', spotifyId('unread')), at(1));
    await items.addTracker(both, unread, at(1));
    await notifications.setBaselineIfMissing(both, zed, { followers: 90, popularity: 6 }, at(1));
    await notifications.setBaselineIfMissing(both, zed, { followers: 1, popularity: 1 }, at(2));

    const email = await notifications.watchedItems(['email_notifications']);
    expect(email.map((item) => [item.userId, item.name])).toEqual([
      [both, 'abe'],
      [both, 'zed'],
      [both, 'list'],
    ]);
    expect(email[1]).toEqual({
      userId: both,
      email: 'both@example.com',
      settings: new Set(['email_notifications']),
      itemId: zed,
      kind: 'artist',
      spotifyId: spotifyId('zed'),
      name: 'zed',
      baseline: { followers: 90, popularity: 6 },
      latest: { followers: 101, popularity: 7 },
    });
    expect(email[0]).toMatchObject({ itemId: abe, baseline: null });
    expect(email[2]?.itemId).toBe(list);

    const any = await notifications.watchedItems(['email_notifications', 'telegram_notifications']);
    expect(any.map((item) => [item.userId, item.name])).toEqual([
      [both, 'abe'],
      [both, 'zed'],
      [both, 'list'],
      [chat, 'zed'],
    ]);
    expect(any[0]?.settings).toEqual(new Set(['email_notifications', 'telegram_notifications']));
    expect(any[3]?.settings).toEqual(new Set(['telegram_notifications']));
    expect(await notifications.watchedItems([])).toEqual([]);
  });

  it('leaves out users who have not verified their email address', async () => {
    const verified = await stores().addUser('verified@example.com', ['email_notifications']);
    const unverified = await stores().addUser('unverified@example.com', ['email_notifications'], {
      verified: false,
    });
    await trackWithSnapshot([verified, unverified], 'artist', 'shared', 100);
    const watched = await stores().notifications.watchedItems(['email_notifications']);
    expect(watched.map((item) => item.email)).toEqual(['verified@example.com']);
  });

  it('makes the latest values the new baselines', async () => {
    const { notifications } = stores();
    const user = await stores().addUser('user@example.com', ['email_notifications']);
    const first = await trackWithSnapshot([user], 'artist', 'first', 100);
    await trackWithSnapshot([user], 'artist', 'second', 200);
    await notifications.setBaselineIfMissing(user, first, { followers: 1, popularity: 1 }, at(1));

    await notifications.rememberBaselines(await notifications.watchedItems(['email_notifications']), at(3));
    await notifications.rememberBaselines([], at(3));

    const after = await notifications.watchedItems(['email_notifications']);
    expect(after.map((item) => item.baseline)).toEqual([
      { followers: 101, popularity: 7 },
      { followers: 201, popularity: 7 },
    ]);
  });
}

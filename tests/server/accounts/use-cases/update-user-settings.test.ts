import { describe, expect, it } from 'vitest';
import { updateUserSettings } from '@server/accounts/use-cases/update-user-settings';
import { accountFakes, anAccount } from '../../../support/fakes/accounts/account-fakes';

const pleaseLogIn = { ok: false, error: { kind: 'unauthorized', message: 'Please log in to continue.' } };

describe('updateUserSettings', () => {
  it("changes only the flags sent, of the signed-in user's own settings", async () => {
    const fakes = accountFakes();
    const account = await anAccount(fakes);
    const result = await updateUserSettings(fakes, {
      signedInUserId: account.id,
      change: { email_notifications: true, informed_updates: undefined },
    });
    expect(result).toEqual({
      ok: true,
      value: { email_notifications: 1, telegram_notifications: 0, informed_updates: 0 },
    });
    const again = await updateUserSettings(fakes, {
      signedInUserId: account.id,
      userId: account.id,
      change: { informed_updates: true },
    });
    expect(again.ok && again.value).toEqual({
      email_notifications: 1,
      telegram_notifications: 0,
      informed_updates: 1,
    });
  });

  it("never changes another user's settings", async () => {
    const fakes = accountFakes();
    const mallory = await anAccount(fakes);
    const alice = await anAccount(fakes);
    expect(
      await updateUserSettings(fakes, {
        signedInUserId: mallory.id,
        userId: alice.id,
        change: { informed_updates: true },
      }),
    ).toEqual({ ok: false, error: { kind: 'forbidden', message: 'You can only change your own settings.' } });
    expect((await fakes.users.settings(alice.id)).informed_updates).toBe(0);
  });

  it('lets the after-register form change the new user with its registration token only', async () => {
    const fakes = accountFakes();
    const fresh = await anAccount(fakes, { verified: false });
    const other = await anAccount(fakes, { verified: false });
    const token = fakes.registrations.issue(fresh.id, fakes.clock.now());
    const change = { informed_updates: true };
    const own = await updateUserSettings(fakes, {
      signedInUserId: null,
      userId: fresh.id,
      registrationToken: token,
      change,
    });
    expect(own.ok && own.value.informed_updates).toBe(1);
    expect(
      await updateUserSettings(fakes, {
        signedInUserId: null,
        userId: other.id,
        registrationToken: token,
        change,
      }),
    ).toEqual(pleaseLogIn);
    expect(await updateUserSettings(fakes, { signedInUserId: null, userId: other.id, change })).toEqual(
      pleaseLogIn,
    );
    expect(await updateUserSettings(fakes, { signedInUserId: null, change })).toEqual(pleaseLogIn);
  });

  it('refuses a request that changes nothing', async () => {
    const fakes = accountFakes();
    const account = await anAccount(fakes);
    expect(
      await updateUserSettings(fakes, {
        signedInUserId: account.id,
        change: { email_notifications: undefined },
      }),
    ).toEqual({
      ok: false,
      error: { kind: 'invalid', message: 'Nothing to update: send at least one setting.' },
    });
  });

  it('turns Telegram notifications on only once a chat is linked, and off at any time', async () => {
    const fakes = accountFakes();
    const account = await anAccount(fakes);
    const telegram = (on: boolean) =>
      updateUserSettings(fakes, { signedInUserId: account.id, change: { telegram_notifications: on } });
    expect(await telegram(true)).toEqual({
      ok: false,
      error: {
        kind: 'invalid',
        message: 'Link your Telegram account before turning on Telegram notifications.',
      },
    });
    expect((await telegram(false)).ok).toBe(true);
    fakes.chatLinks.link(account.id);
    const linked = await telegram(true);
    expect(linked.ok && linked.value.telegram_notifications).toBe(1);
  });
});

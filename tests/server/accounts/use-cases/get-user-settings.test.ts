import { describe, expect, it } from 'vitest';
import { getUserSettings } from '@server/accounts/use-cases/get-user-settings';
import { accountFakes, anAccount } from '../../../support/fakes/accounts/account-fakes';

describe('getUserSettings', () => {
  it('answers the 1/0 flags, all off for a new account', async () => {
    const fakes = accountFakes();
    const account = await anAccount(fakes);
    expect(await getUserSettings(fakes, { userId: account.id })).toEqual({
      ok: true,
      value: { email_notifications: 0, telegram_notifications: 0, informed_updates: 0 },
    });
    await fakes.users.updateSettings(account.id, { email_notifications: true }, fakes.clock.now());
    const after = await getUserSettings(fakes, { userId: account.id });
    expect(after.ok && after.value.email_notifications).toBe(1);
  });
});

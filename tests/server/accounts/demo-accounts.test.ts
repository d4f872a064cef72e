import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS, seedDemoAccounts } from '@server/accounts/demo-accounts';
import { accountFakes } from '../../support/fakes/accounts/account-fakes';

describe('seedDemoAccounts', () => {
  it('creates the demo user and admin once, with the documented passwords', async () => {
    const fakes = accountFakes();
    const first = await seedDemoAccounts(fakes);
    const user = await fakes.users.findByEmail(DEMO_LOGINS.user.email);
    const admin = await fakes.users.findByEmail(DEMO_LOGINS.admin.email);
    expect(first.demoUserId).toBe(user!.id);
    expect(user).toMatchObject({ userType: 'user', verified: true });
    expect(admin).toMatchObject({ userType: 'admin', verified: true });
    expect(await fakes.passwords.verify(DEMO_LOGINS.admin.password, admin!.passwordHash)).toBe(true);
    expect(first.announcements).toEqual([
      `Demo user:  ${DEMO_LOGINS.user.email} / ${DEMO_LOGINS.user.password}`,
      `Demo admin: ${DEMO_LOGINS.admin.email} / ${DEMO_LOGINS.admin.password}`,
    ]);

    const again = await seedDemoAccounts(fakes);
    expect(again.demoUserId).toBe(user!.id);
    expect(await fakes.users.list()).toHaveLength(2);
  });
});

import { describe, expect, it } from 'vitest';
import { ensureAdmin } from '@server/accounts/use-cases/ensure-admin';
import { accountFakes, anAccount } from '../../../support/fakes/accounts/account-fakes';

const PASSWORD = 'Admin-Pass-1234!';

describe('ensureAdmin', () => {
  it('creates a verified admin with the given password', async () => {
    const fakes = accountFakes();
    expect(await ensureAdmin(fakes, { email: 'Boss@example.com', password: PASSWORD })).toEqual({
      ok: true,
      value: 'Created admin Boss@example.com (password from ADMIN_PASSWORD).',
    });
    const admin = await fakes.users.findByEmail('boss@example.com');
    expect(admin).toMatchObject({ userType: 'admin', verified: true });
    expect(await fakes.passwords.verify(PASSWORD, admin!.passwordHash)).toBe(true);
  });

  it('promotes an existing account, keeping its password, and then finds it ready', async () => {
    const fakes = accountFakes();
    const account = await anAccount(fakes, {
      email: 'boss@example.com',
      password: 'Own-Pass-1!',
      verified: false,
    });
    expect(await ensureAdmin(fakes, { email: 'boss@example.com', password: PASSWORD })).toEqual({
      ok: true,
      value: 'Promoted boss@example.com to admin.',
    });
    const promoted = await fakes.users.findById(account.id);
    expect(promoted).toMatchObject({ userType: 'admin', verified: true });
    expect(await fakes.passwords.verify('Own-Pass-1!', promoted!.passwordHash)).toBe(true);
    expect(await ensureAdmin(fakes, { email: 'boss@example.com', password: PASSWORD })).toEqual({
      ok: true,
      value: 'Admin boss@example.com is ready.',
    });
  });
});

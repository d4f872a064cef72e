import { describe, expect, it } from 'vitest';
import { listUsers } from '../../../../server/accounts/use-cases/list-users';
import { accountFakes, anAccount } from '../fakes/account-fakes';

describe('listUsers', () => {
  it('lists every account as admin rows', async () => {
    const fakes = accountFakes();
    expect(await listUsers(fakes)).toEqual({ ok: true, value: [] });
    const admin = await anAccount(fakes, { email: 'admin@example.com', admin: true });
    const user = await anAccount(fakes, { email: 'user@example.com' });
    expect(await listUsers(fakes)).toEqual({
      ok: true,
      value: [
        { user_id: admin.id, email: 'admin@example.com' },
        { user_id: user.id, email: 'user@example.com' },
      ],
    });
  });
});

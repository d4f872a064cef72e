import { describe, expect, it } from 'vitest';
import { getCurrentUser } from '@server/accounts/use-cases/get-current-user';
import { accountFakes, anAccount } from '../../../support/fakes/accounts/account-fakes';

describe('getCurrentUser', () => {
  it('answers the CurrentUser contract', async () => {
    const fakes = accountFakes();
    const account = await anAccount(fakes, { email: 'me@example.com', admin: true });
    expect(await getCurrentUser(fakes, { userId: account.id })).toEqual({
      ok: true,
      value: {
        user_id: account.id,
        email: 'me@example.com',
        verified: true,
        user_type: 'admin',
        created_at: '2024-05-01T12:00:00.000Z',
      },
    });
  });

  it('refuses a session whose account is gone', async () => {
    expect(await getCurrentUser(accountFakes(), { userId: 404 })).toEqual({
      ok: false,
      error: { kind: 'unauthorized', message: 'Authentication required.' },
    });
  });
});

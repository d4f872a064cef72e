import { describe, expect, it } from 'vitest';
import { listUsers } from '@server/accounts/use-cases/list-users';
import { accountFakes, anAccount } from '../../../support/fakes/accounts/account-fakes';

describe('listUsers', () => {
  it('answers one page of admin rows, oldest first, with the total', async () => {
    const fakes = accountFakes();
    expect(await listUsers(fakes, { page: 1, limit: 25 })).toEqual({
      ok: true,
      value: { users: [], total: 0, page: 1, limit: 25 },
    });
    const admin = await anAccount(fakes, { email: 'admin@example.com', admin: true });
    const user = await anAccount(fakes, { email: 'user@example.com', verified: false });
    fakes.trackedCounts.set(user.id, 4);
    await anAccount(fakes, { email: 'third@example.com' });
    expect(await listUsers(fakes, { page: 1, limit: 2 })).toEqual({
      ok: true,
      value: {
        users: [
          {
            user_id: admin.id,
            email: 'admin@example.com',
            verified: true,
            user_type: 'admin',
            created_at: '2024-05-01T12:00:00.000Z',
            tracked_items: 0,
          },
          {
            user_id: user.id,
            email: 'user@example.com',
            verified: false,
            user_type: 'user',
            created_at: '2024-05-01T12:00:00.000Z',
            tracked_items: 4,
          },
        ],
        total: 3,
        page: 1,
        limit: 2,
      },
    });
    const second = await listUsers(fakes, { page: 2, limit: 2 });
    expect(second.ok && second.value.users.map((row) => row.email)).toEqual(['third@example.com']);
  });

  it('refuses a page below 1 and a page size outside 1 to 100', async () => {
    const fakes = accountFakes();
    for (const input of [
      { page: 0, limit: 25 },
      { page: 1.5, limit: 25 },
      { page: 1, limit: 0 },
      { page: 1, limit: 101 },
    ]) {
      const answer = await listUsers(fakes, input);
      expect(answer.ok, JSON.stringify(input)).toBe(false);
      expect(!answer.ok && answer.error.kind).toBe('invalid');
    }
  });
});

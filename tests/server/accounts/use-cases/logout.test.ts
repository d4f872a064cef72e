import { describe, expect, it } from 'vitest';
import { logout } from '@server/accounts/use-cases/logout';
import { accountFakes, anAccount } from '../../../support/fakes/accounts/account-fakes';

describe('logout', () => {
  it('revokes the asking session only', async () => {
    const fakes = accountFakes();
    const account = await anAccount(fakes);
    const here = await fakes.sessions.create(account.id);
    const elsewhere = await fakes.sessions.create(account.id);
    const { sessionId } = (await fakes.sessions.resolve(here))!;
    expect(await logout(fakes, { sessionId })).toEqual({ ok: true, value: undefined });
    expect(await fakes.sessions.resolve(here)).toBeNull();
    expect(await fakes.sessions.resolve(elsewhere)).not.toBeNull();
  });

  it('succeeds without a session', async () => {
    expect(await logout(accountFakes(), { sessionId: null })).toEqual({ ok: true, value: undefined });
  });
});

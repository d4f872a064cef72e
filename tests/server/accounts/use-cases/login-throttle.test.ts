import { describe, expect, it } from 'vitest';
import { LOGIN_FAILURE_WINDOW_MS } from '@server/accounts/ports';
import { FREE_FAILURES_PER_PAIR, login, MAX_FAILURES_PER_IP } from '@server/accounts/use-cases/login';
import { accountFakes, anAccount } from '../../../support/fakes/accounts/account-fakes';

const RIGHT = 'Right-Pass-1!';
const WRONG = 'Wrong-Pass-1!';

describe('login throttling', () => {
  it('slows down one (account, address) pair, never the account from another address', async () => {
    const fakes = accountFakes();
    await anAccount(fakes, { email: 'owner@example.com', password: RIGHT });
    for (let i = 0; i < FREE_FAILURES_PER_PAIR; i += 1) {
      const attempt = await login(fakes, { email: 'owner@example.com', password: WRONG, ip: '10.6.6.6' });
      expect(attempt.ok || attempt.error.kind).toBe('unauthorized');
    }
    const throttled = await login(fakes, { email: 'owner@example.com', password: RIGHT, ip: '10.6.6.6' });
    expect(throttled).toEqual({
      ok: false,
      error: {
        kind: 'throttled',
        message: 'Too many attempts. Please wait 1 minute and try again.',
        retryAfterSeconds: 30,
      },
    });
    const owner = await login(fakes, { email: 'owner@example.com', password: RIGHT, ip: '10.1.1.1' });
    expect(owner.ok).toBe(true);
  });

  it('lets the pair try again after the wait, which doubles with each further failure', async () => {
    const fakes = accountFakes();
    await anAccount(fakes, { email: 'slow@example.com', password: RIGHT });
    const attempt = (password: string) =>
      login(fakes, { email: 'slow@example.com', password, ip: '10.5.5.5' });
    for (let i = 0; i < FREE_FAILURES_PER_PAIR; i += 1) await attempt(WRONG);
    fakes.clock.advance(30_000);
    expect((await attempt(WRONG)).ok).toBe(false);
    const next = await attempt(RIGHT);
    expect(!next.ok && next.error.kind === 'throttled' && next.error.retryAfterSeconds).toBe(60);
    fakes.clock.advance(60_000);
    expect((await attempt(RIGHT)).ok).toBe(true);
    // A success forgives the pair.
    expect((await attempt(WRONG)).ok).toBe(false);
    expect((await attempt(RIGHT)).ok).toBe(true);
  });

  it('limits one address across accounts', async () => {
    const fakes = accountFakes();
    await anAccount(fakes, { email: 'victim@example.com', password: RIGHT });
    for (let i = 0; i < MAX_FAILURES_PER_IP; i += 1) {
      await login(fakes, { email: `guess${i}@example.com`, password: WRONG, ip: '10.4.4.4' });
    }
    const blocked = await login(fakes, { email: 'victim@example.com', password: RIGHT, ip: '10.4.4.4' });
    expect(!blocked.ok && blocked.error.kind).toBe('throttled');
    expect((await login(fakes, { email: 'victim@example.com', password: RIGHT, ip: '10.3.3.3' })).ok).toBe(
      true,
    );
    fakes.clock.advance(LOGIN_FAILURE_WINDOW_MS);
    expect((await login(fakes, { email: 'victim@example.com', password: RIGHT, ip: '10.4.4.4' })).ok).toBe(
      true,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { FixedWindowLimiter } from '@server/http/fixed-window-limiter';

function limiter(limit: number, maxKeys?: number) {
  const clock = { at: 0 };
  return {
    clock,
    limiter: new FixedWindowLimiter({ limit, windowMs: 10_000, maxKeys, now: () => clock.at }),
  };
}

describe('FixedWindowLimiter', () => {
  it('allows `limit` requests per key and window, then says how long to wait', () => {
    const { clock, limiter: budget } = limiter(2);
    expect(budget.spend('a')).toEqual({ allowed: true });
    clock.at = 1_000;
    expect(budget.spend('a')).toEqual({ allowed: true });
    expect(budget.spend('a')).toEqual({ allowed: false, retryAfterSeconds: 9 });
    expect(budget.spend('b')).toEqual({ allowed: true });
    clock.at = 9_999;
    expect(budget.spend('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    clock.at = 10_000;
    expect(budget.spend('a')).toEqual({ allowed: true });
  });

  it('forgets the stalest key first when it holds too many', () => {
    const { clock, limiter: budget } = limiter(1, 2);
    budget.spend('first');
    clock.at = 1;
    budget.spend('second');
    budget.spend('third');
    // `first` was forgotten, so it starts a new window; `third` is still in its own.
    expect(budget.spend('first')).toEqual({ allowed: true });
    expect(budget.spend('third').allowed).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { ScryptPasswordHasher } from '@server/accounts/adapters/scrypt-password-hasher';
import type { PasswordHasher } from '@server/accounts/ports';
import { PlainPasswordHasher } from '../../support/fakes/accounts/plain-password-hasher';

describe.each([
  { name: 'scrypt', hasher: new ScryptPasswordHasher() as PasswordHasher },
  { name: 'the plain fake', hasher: new PlainPasswordHasher() as PasswordHasher },
])('password hasher: $name', ({ hasher }) => {
  it('accepts the password it hashed and nothing else', async () => {
    const hash = await hasher.hash('Sunny-Day-42!');
    expect(await hasher.verify('Sunny-Day-42!', hash)).toBe(true);
    expect(await hasher.verify('sunny-day-42!', hash)).toBe(false);
  });

  it('refuses a missing or malformed hash', async () => {
    expect(await hasher.verify('Sunny-Day-42!', null)).toBe(false);
    expect(await hasher.verify('Sunny-Day-42!', 'not-a-hash')).toBe(false);
  });
});

describe('scrypt hashes', () => {
  it('are salted: the same password hashes differently twice, and never holds the password', async () => {
    const hasher = new ScryptPasswordHasher();
    const [first, second] = await Promise.all([hasher.hash('Sunny-Day-42!'), hasher.hash('Sunny-Day-42!')]);
    expect(first).not.toBe(second);
    expect(first).not.toContain('Sunny');
    expect(first).toMatch(/^scrypt\$/);
  });
});

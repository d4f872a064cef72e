import type { PasswordHasher } from '@server/accounts/ports';

/** A readable, instant "hash" for use-case tests (scrypt takes tens of milliseconds a call). */
export class PlainPasswordHasher implements PasswordHasher {
  async hash(password: string): Promise<string> {
    return `plain$${password}`;
  }

  async verify(password: string, hash: string | null): Promise<boolean> {
    return hash === `plain$${password}`;
  }
}

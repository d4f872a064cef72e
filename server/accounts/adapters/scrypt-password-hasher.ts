import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import type { PasswordHasher } from '../ports';

const KEY_LENGTH = 64;
const PARAMS: ScryptOptions = { N: 16_384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, PARAMS, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (base64), with a fresh 16-byte salt per call. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Checks a password against a stored hash in constant time; false for malformed hashes. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    // Spend the same work as a real check so a missing account is not faster to reject.
    await derive(password, randomBytes(16));
    return false;
  }
  const expected = Buffer.from(parts[5]!, 'base64');
  const key = await derive(password, Buffer.from(parts[4]!, 'base64'));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** `node:crypto` scrypt with a per-password salt, compared in constant time. */
export class ScryptPasswordHasher implements PasswordHasher {
  hash(password: string): Promise<string> {
    return hashPassword(password);
  }

  verify(password: string, hash: string | null): Promise<boolean> {
    return verifyPassword(password, hash);
  }
}

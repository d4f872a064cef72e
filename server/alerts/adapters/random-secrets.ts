import { randomBytes } from 'node:crypto';
import type { Secrets } from '../ports';

/** 32 random bytes, hex, prefixed so a leaked one is recognisable. */
export const randomSecrets: Secrets = {
  next: () => `whsec_${randomBytes(32).toString('hex')}`,
};

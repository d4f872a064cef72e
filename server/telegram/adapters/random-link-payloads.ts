import { randomBytes } from 'node:crypto';
import type { LinkPayloads } from '../ports';

/** 256 random bits as base64url: 43 characters of `[A-Za-z0-9_-]`. */
export const randomLinkPayloads: LinkPayloads = {
  next: () => randomBytes(32).toString('base64url'),
};

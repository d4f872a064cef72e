import { clientNetwork } from '@domain/network';
import type { LimitKey } from './rate-limit';

/**
 * The request's network, as the key of a per-IP budget that anonymous pages spend: an IPv4 address,
 * or an IPv6 /64 (one subscriber's allocation; counting its addresses one by one would give one
 * client billions of budgets).
 */
export const byNetwork: LimitKey = (request) => clientNetwork(request.ip);

/** A refusal that says how long to wait: seconds under two minutes, minutes beyond. */
export function waitMessage(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds < 120
      ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`
      : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return `Too many requests. Please wait ${wait} and try again.`;
}

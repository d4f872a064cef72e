import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { PRIVATE_REFUSED } from '@domain/alerts';
import type { AddressGuard } from '../ports';
import { isNonPublicAddress } from './special-purpose-addresses';

/**
 * The one refusal for a host that does not resolve and for one that resolves to a non-public
 * address: two texts would tell a caller which internal host names exist (an oracle). It names the
 * setting that would allow private addresses, so an operator knows what to change.
 */
export const HOST_REFUSED = `Webhooks can only call hosts that resolve to public internet addresses, and this URL's host does not. ${PRIVATE_REFUSED}`;

/**
 * Looks every address of the URL's host up; refuses hosts that do not resolve and hosts with any
 * non-public address (`isNonPublicAddress`: a webhook must not make the server call into its own
 * network, SSRF) unless `allowPrivate`.
 */
export class DnsAddressGuard implements AddressGuard {
  constructor(private readonly allowPrivate: boolean) {}

  async refusal(url: string): Promise<string | null> {
    if (this.allowPrivate) return null;
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    let addresses: string[];
    try {
      addresses = isIP(host)
        ? [host]
        : (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
    } catch {
      return HOST_REFUSED;
    }
    return addresses.length === 0 || addresses.some(isNonPublicAddress) ? HOST_REFUSED : null;
  }
}

import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { AddressGuard } from '../ports';

// Loopback, private, link-local, unique-local, CGNAT and unspecified ranges: a webhook must not
// make the server call into its own network (SSRF).
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address (v4, v6 or v4-mapped v6) is loopback, private or link-local. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Looks every address of the URL's host up; refuses private ones unless `allowPrivate`. */
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
      return `The host ${host} could not be found.`;
    }
    if (addresses.length === 0 || addresses.some(isPrivateAddress)) {
      return 'The URL points to a private, loopback or link-local address, which webhooks may not call.';
    }
    return null;
  }
}

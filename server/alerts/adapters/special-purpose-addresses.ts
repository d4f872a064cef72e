import { BlockList, isIP } from 'node:net';

/** A range webhooks may not call, and why (its entry in the IANA registries). */
interface Range {
  readonly network: string;
  readonly prefix: number;
  readonly what: string;
}

/**
 * IPv4: the IANA IPv4 Special-Purpose Address Registry's entries that are not globally reachable,
 * plus multicast. (192.0.0.9 and .10 are reachable anycast, but nothing a webhook should call.)
 */
const NOT_PUBLIC_IPV4: readonly Range[] = [
  { network: '0.0.0.0', prefix: 8, what: '"this network" (RFC 791)' },
  { network: '10.0.0.0', prefix: 8, what: 'private use (RFC 1918)' },
  { network: '100.64.0.0', prefix: 10, what: 'shared address space, CGNAT (RFC 6598)' },
  { network: '127.0.0.0', prefix: 8, what: 'loopback (RFC 1122)' },
  { network: '169.254.0.0', prefix: 16, what: 'link-local, cloud metadata (RFC 3927)' },
  { network: '172.16.0.0', prefix: 12, what: 'private use (RFC 1918)' },
  { network: '192.0.0.0', prefix: 24, what: 'IETF protocol assignments (RFC 6890)' },
  { network: '192.0.2.0', prefix: 24, what: 'documentation, TEST-NET-1 (RFC 5737)' },
  { network: '192.88.99.0', prefix: 24, what: 'deprecated 6to4 relay anycast (RFC 7526)' },
  { network: '192.168.0.0', prefix: 16, what: 'private use (RFC 1918)' },
  { network: '198.18.0.0', prefix: 15, what: 'benchmarking (RFC 2544)' },
  { network: '198.51.100.0', prefix: 24, what: 'documentation, TEST-NET-2 (RFC 5737)' },
  { network: '203.0.113.0', prefix: 24, what: 'documentation, TEST-NET-3 (RFC 5737)' },
  { network: '224.0.0.0', prefix: 4, what: 'multicast (RFC 5771)' },
  { network: '240.0.0.0', prefix: 4, what: 'reserved; limited broadcast (RFC 1112, RFC 919)' },
];

/**
 * IPv6 prefixes whose last 32 bits are an IPv4 address: judged by that address. The NAT64 prefix is
 * judged, not refused: on an IPv6-only host DNS64 answers it for every IPv4-only receiver, and a
 * NAT64 reaches the embedded IPv4 address, so it is exactly as public as that address.
 */
const EMBEDDING_IPV4: readonly Range[] = [
  { network: '::ffff:0:0', prefix: 96, what: 'IPv4-mapped (RFC 4291)' },
  { network: '64:ff9b::', prefix: 96, what: 'NAT64 well-known prefix (RFC 6052)' },
];

/**
 * IPv6: the IANA IPv6 Special-Purpose Address Registry's entries that are not globally reachable,
 * the deprecated ones, multicast, and (last rows) everything outside 2000::/3, the only block the
 * IANA IPv6 Address Space registry allocates as global unicast: the explicit rows say what each
 * range is; the last rows keep whatever IANA reserves there next out too.
 */
const NOT_PUBLIC_IPV6: readonly Range[] = [
  { network: '::', prefix: 128, what: 'unspecified (RFC 4291)' },
  { network: '::1', prefix: 128, what: 'loopback (RFC 4291)' },
  { network: '::', prefix: 96, what: 'deprecated IPv4-compatible (RFC 4291)' },
  { network: '64:ff9b:1::', prefix: 48, what: 'local-use IPv4/IPv6 translation (RFC 8215)' },
  { network: '100::', prefix: 64, what: 'discard-only (RFC 6666)' },
  { network: '100:0:0:1::', prefix: 64, what: 'dummy prefix (RFC 9780)' },
  { network: '2001::', prefix: 23, what: 'IETF protocol assignments, Teredo among them (RFC 2928)' },
  { network: '2001:db8::', prefix: 32, what: 'documentation (RFC 3849)' },
  { network: '2002::', prefix: 16, what: '6to4, relayed to any IPv4 address (RFC 3056)' },
  { network: '3fff::', prefix: 20, what: 'documentation (RFC 9637)' },
  { network: '5f00::', prefix: 16, what: 'segment routing SIDs (RFC 9602)' },
  { network: 'fc00::', prefix: 7, what: 'unique-local (RFC 4193)' },
  { network: 'fe80::', prefix: 10, what: 'link-local (RFC 4291)' },
  { network: 'fec0::', prefix: 10, what: 'deprecated site-local (RFC 3879)' },
  { network: 'ff00::', prefix: 8, what: 'multicast (RFC 4291)' },
  { network: '::', prefix: 3, what: 'not global unicast (below 2000::/3)' },
  { network: '4000::', prefix: 2, what: 'not global unicast (above 2000::/3)' },
  { network: '8000::', prefix: 1, what: 'not global unicast (above 2000::/3)' },
];

// One list per family: a mixed BlockList also matches IPv4 rules against IPv4-mapped addresses.
function blockListOf(ranges: readonly Range[], family: 'ipv4' | 'ipv6'): BlockList {
  const list = new BlockList();
  for (const { network, prefix } of ranges) list.addSubnet(network, prefix, family);
  return list;
}

const notPublicIpv4 = blockListOf(NOT_PUBLIC_IPV4, 'ipv4');
const notPublicIpv6 = blockListOf(NOT_PUBLIC_IPV6, 'ipv6');
const embeddingIpv4 = blockListOf(EMBEDDING_IPV4, 'ipv6');

/**
 * Whether a webhook may not call this IP address (v4 or v6, in any spelling `isIP` accepts): it is
 * not a globally reachable unicast address. Anything that is not an address, or carries a zone
 * (`fe80::1%eth0`), counts as not public.
 */
export function isNonPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return notPublicIpv4.check(address, 'ipv4');
  if (family !== 6 || address.includes('%')) return true;
  if (embeddingIpv4.check(address, 'ipv6')) return notPublicIpv4.check(embeddedIpv4(address), 'ipv4');
  return notPublicIpv6.check(address, 'ipv6');
}

/** The IPv4 address in the last 32 bits of a valid IPv6 address (`::ffff:7f00:1` → `127.0.0.1`). */
function embeddedIpv4(address: string): string {
  const dotted = /\d+\.\d+\.\d+\.\d+$/.exec(address);
  if (dotted) return dotted[0];
  const [head = '', tail = ''] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  const high = Number.parseInt(groups[6] ?? '0', 16);
  const low = Number.parseInt(groups[7] ?? '0', 16);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

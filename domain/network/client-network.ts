const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const HEXTET = /^[0-9a-f]{1,4}$/;

/** `a.b.c.d` with every part 0..255, or null. */
function ipv4Of(text: string): string | null {
  const parts = IPV4.exec(text);
  if (!parts) return null;
  const octets = parts.slice(1).map(Number);
  return octets.every((octet) => octet <= 255) ? octets.join('.') : null;
}

/** The eight 16-bit groups of an IPv6 address (a zone and an embedded IPv4 tail allowed), or null. */
function hextetsOf(text: string): number[] | null {
  const address = text.toLowerCase().replace(/%.*$/, '');
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (half: string): number[] | null => {
    if (half === '') return [];
    const groups: number[] = [];
    const parts = half.split(':');
    for (const [index, part] of parts.entries()) {
      const v4 = index === parts.length - 1 ? ipv4Of(part) : null;
      if (v4 !== null) {
        const [a, b, c, d] = v4.split('.').map(Number) as [number, number, number, number];
        groups.push(a * 256 + b, c * 256 + d);
      } else if (HEXTET.test(part)) groups.push(Number.parseInt(part, 16));
      else return null;
    }
    return groups;
  };
  const head = groupsOf(halves[0]!);
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : [];
  if (head === null || tail === null) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...new Array<number>(missing).fill(0), ...tail] : null;
}

/**
 * The network a client address stands for when counting visitors or spending a per-IP budget: an
 * IPv4 address itself, an IPv6 address's /64 (one subscriber's allocation holds 2^64 addresses, so
 * counting full addresses lets one visitor pass as billions), written `{first four groups}::/64`.
 * IPv4-mapped IPv6 (`::ffff:a.b.c.d`, how a dual-stack socket reports IPv4 clients) answers the IPv4
 * address. Text that is no address is answered as it came (trimmed, lower-cased), so it still keys alone.
 */
export function clientNetwork(address: string): string {
  const text = address.trim().toLowerCase();
  const v4 = ipv4Of(text);
  if (v4 !== null) return v4;
  const groups = hextetsOf(text);
  if (groups === null) return text;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high, low] = [groups[6]!, groups[7]!];
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

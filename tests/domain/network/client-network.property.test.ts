import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientNetwork } from '@domain/network';

const hextet = fc.integer({ min: 0, max: 0xffff });
const groups = (length: number) => fc.array(hextet, { minLength: length, maxLength: length });
const fullForm = (all: readonly number[]) => all.map((group) => group.toString(16)).join(':');
/** The compressed, canonical spelling a socket reports (`2001:db8::1`). */
const canonical = (all: readonly number[]) => new URL(`http://[${fullForm(all)}]/`).hostname.slice(1, -1);
/** Upper halves that are not `::ffff:0:0/96`'s (those are IPv4 clients). */
const upperHalf = groups(4).filter((upper) => !upper.every((group) => group === 0));

describe('clientNetwork', () => {
  it('keys an IPv4 address by itself, and an IPv4-mapped IPv6 address by its IPv4', () => {
    fc.assert(
      fc.property(fc.ipV4(), (address) => {
        expect(clientNetwork(address)).toBe(address);
        expect(clientNetwork(`::ffff:${address}`)).toBe(address);
        expect(clientNetwork(`::FFFF:${address}`)).toBe(address);
      }),
    );
  });

  it('keys every address of one IPv6 /64 alike, however it is spelt', () => {
    fc.assert(
      fc.property(upperHalf, groups(4), groups(4), (upper, lowerA, lowerB) => {
        const a = [...upper, ...lowerA];
        const b = [...upper, ...lowerB];
        const key = clientNetwork(canonical(a));
        expect(key).toMatch(/::\/64$/);
        expect(clientNetwork(fullForm(a))).toBe(key);
        expect(clientNetwork(fullForm(b).toUpperCase())).toBe(key);
        expect(clientNetwork(canonical(b))).toBe(key);
      }),
    );
  });

  it('keys different /64s apart', () => {
    fc.assert(
      fc.property(upperHalf, upperHalf, groups(4), (upperA, upperB, lower) => {
        fc.pre(upperA.join() !== upperB.join());
        expect(clientNetwork(canonical([...upperA, ...lower]))).not.toBe(
          clientNetwork(canonical([...upperB, ...lower])),
        );
      }),
    );
  });

  it('answers every IPv6 spelling fast-check makes with a /64 or an IPv4 address', () => {
    fc.assert(
      fc.property(fc.ipV6(), (address) => {
        expect(clientNetwork(address)).toMatch(/(::\/64|^\d+\.\d+\.\d+\.\d+)$/);
      }),
    );
  });

  it('writes the /64 with its four leading groups', () => {
    expect(clientNetwork('2001:db8:1234:5678:9abc:def0:1:2')).toBe('2001:db8:1234:5678::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('answers text that is no address as it came, so it still keys alone', () => {
    expect(clientNetwork('unknown')).toBe('unknown');
    expect(clientNetwork('1.2.3.256')).toBe('1.2.3.256');
    expect(clientNetwork('1:2:3')).toBe('1:2:3');
  });
});

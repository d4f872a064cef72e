import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_REFUSED } from '@server/alerts/adapters/dns-address-guard';
import { isNonPublicAddress } from '@server/alerts/adapters/special-purpose-addresses';
import { createTestApp, signIn, type TestApp } from '../../support/test-app';
import { get, post } from '../tracking/support/tracking-app';

/**
 * Each special-purpose range: its first and last addresses (refused), and its neighbours just
 * outside where those are ordinary public addresses (allowed).
 */
const RANGES: ReadonlyArray<{ range: string; inside: string[]; outside: string[] }> = [
  { range: '0.0.0.0/8', inside: ['0.0.0.0', '0.255.255.255'], outside: ['1.0.0.0'] },
  { range: '10.0.0.0/8', inside: ['10.0.0.0', '10.255.255.255'], outside: ['9.255.255.255', '11.0.0.0'] },
  {
    range: '100.64.0.0/10',
    inside: ['100.64.0.0', '100.127.255.255'],
    outside: ['100.63.255.255', '100.128.0.0'],
  },
  {
    range: '127.0.0.0/8',
    inside: ['127.0.0.0', '127.255.255.255'],
    outside: ['126.255.255.255', '128.0.0.0'],
  },
  {
    range: '169.254.0.0/16',
    inside: ['169.254.0.0', '169.254.169.254', '169.254.255.255'],
    outside: ['169.253.255.255', '169.255.0.0'],
  },
  {
    range: '172.16.0.0/12',
    inside: ['172.16.0.0', '172.31.255.255'],
    outside: ['172.15.255.255', '172.32.0.0'],
  },
  { range: '192.0.0.0/24', inside: ['192.0.0.0', '192.0.0.255'], outside: ['191.255.255.255', '192.0.1.0'] },
  { range: '192.0.2.0/24', inside: ['192.0.2.0', '192.0.2.255'], outside: ['192.0.1.255', '192.0.3.0'] },
  {
    range: '192.88.99.0/24',
    inside: ['192.88.99.0', '192.88.99.255'],
    outside: ['192.88.98.255', '192.88.100.0'],
  },
  {
    range: '192.168.0.0/16',
    inside: ['192.168.0.0', '192.168.255.255'],
    outside: ['192.167.255.255', '192.169.0.0'],
  },
  {
    range: '198.18.0.0/15',
    inside: ['198.18.0.0', '198.19.255.255'],
    outside: ['198.17.255.255', '198.20.0.0'],
  },
  {
    range: '198.51.100.0/24',
    inside: ['198.51.100.0', '198.51.100.255'],
    outside: ['198.51.99.255', '198.51.101.0'],
  },
  {
    range: '203.0.113.0/24',
    inside: ['203.0.113.0', '203.0.113.255'],
    outside: ['203.0.112.255', '203.0.114.0'],
  },
  { range: '224.0.0.0/4', inside: ['224.0.0.0', '239.255.255.255'], outside: ['223.255.255.255'] },
  { range: '240.0.0.0/4', inside: ['240.0.0.0', '255.255.255.254', '255.255.255.255'], outside: [] },
  { range: '::/128 and ::1/128', inside: ['::', '::1', '0:0:0:0:0:0:0:1'], outside: [] },
  {
    range: '::/96 (IPv4-compatible, whatever the IPv4)',
    inside: ['::2', '::8.8.8.8', '::808:808', '::ffff:ffff'],
    outside: [],
  },
  {
    range: '::ffff:0:0/96 (judged by the IPv4 inside)',
    inside: [
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::ffff:0:0',
      '::ffff:c612:1',
      '::ffff:ffff:ffff',
    ],
    outside: ['::ffff:8.8.8.8', '::ffff:808:808', '0:0:0:0:0:ffff:5db8:d70e'],
  },
  {
    range: '64:ff9b::/96 (NAT64, judged by the IPv4 inside)',
    inside: [
      '64:ff9b::',
      '64:ff9b::7f00:1',
      '64:ff9b::10.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b::c000:201',
      '64:ff9b::ffff:ffff',
      '64:ff9b:0:0:0:0:a00::',
    ],
    outside: ['64:ff9b::8.8.8.8', '64:ff9b::808:808', '64:ff9b:0:0:0:0:808:808', '64:ff9b:0:0:0:0:808::'],
  },
  {
    range: '64:ff9b:1::/48 (local-use translation, even of a public IPv4)',
    inside: ['64:ff9b:1::', '64:ff9b:1::808:808', '64:ff9b:1:ffff:ffff:ffff:ffff:ffff'],
    outside: [],
  },
  { range: '100::/64', inside: ['100::', '100::ffff:ffff:ffff:ffff'], outside: [] },
  { range: '100:0:0:1::/64', inside: ['100:0:0:1::', '100:0:0:1:ffff:ffff:ffff:ffff'], outside: [] },
  {
    range: '2001::/23 (Teredo among them)',
    inside: ['2001::', '2001:0:4136:e378::1', '2001:1ff:ffff:ffff:ffff:ffff:ffff:ffff'],
    outside: ['2000:ffff:ffff:ffff:ffff:ffff:ffff:ffff', '2001:200::'],
  },
  {
    range: '2001:db8::/32',
    inside: ['2001:db8::', '2001:db8:ffff:ffff:ffff:ffff:ffff:ffff'],
    outside: ['2001:db7:ffff:ffff:ffff:ffff:ffff:ffff', '2001:db9::'],
  },
  {
    range: '2002::/16 (6to4, even of a public IPv4)',
    inside: ['2002::', '2002:808:808::1', '2002:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
    outside: ['2001:ffff:ffff:ffff:ffff:ffff:ffff:ffff', '2003::'],
  },
  {
    range: '3fff::/20',
    inside: ['3fff::', '3fff:fff:ffff:ffff:ffff:ffff:ffff:ffff'],
    outside: ['3fff:1000::'],
  },
  { range: '5f00::/16', inside: ['5f00::', '5f00:ffff:ffff:ffff:ffff:ffff:ffff:ffff'], outside: [] },
  {
    range: 'fc00::/7',
    inside: ['fc00::', 'fd12::1', 'fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
    outside: [],
  },
  {
    range: 'fe80::/10',
    inside: ['fe80::', 'fe80::1', 'febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
    outside: [],
  },
  { range: 'fec0::/10', inside: ['fec0::', 'feff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'], outside: [] },
  {
    range: 'ff00::/8',
    inside: ['ff00::', 'ff02::1', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
    outside: [],
  },
  {
    range: 'outside 2000::/3 (not global unicast)',
    inside: ['1fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', '4000::', '8000::', 'e000::'],
    outside: ['2000::', '3ffe:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
  },
];

describe('special-purpose addresses (IANA registries)', () => {
  it.each(RANGES)('refuses $range at its edges and allows its public neighbours', ({ inside, outside }) => {
    for (const address of inside) expect(isNonPublicAddress(address), address).toBe(true);
    for (const address of outside) expect(isNonPublicAddress(address), address).toBe(false);
  });

  it('allows ordinary public addresses, and refuses what is not an address or carries a zone', () => {
    for (const address of [
      '93.184.215.14',
      '8.8.8.8',
      '1.1.1.1',
      '2606:4700::1111',
      '2a00:1450:4001:82b::200e',
    ]) {
      expect(isNonPublicAddress(address), address).toBe(false);
    }
    for (const address of [
      '',
      'localhost',
      'example.com',
      '300.1.1.1',
      'fe80::1%eth0',
      '2606:4700::1111%1',
    ]) {
      expect(isNonPublicAddress(address), address).toBe(true);
    }
  });
});

describe('webhook addresses (WEBHOOK_ALLOW_PRIVATE unset)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('refuses plain http, and with one neutral text hosts that resolve to special addresses or not at all', async () => {
    const user = await signIn(testApp.app);
    const register = (url: string) => post(testApp.app, '/api/alerts/webhooks', user.headers, { url });
    const http = await register('http://hooks.example.com/x');
    expect(http.statusCode).toBe(400);
    expect(http.json().error).toBe(
      'The webhook URL must start with https://. Plain http:// is refused on this installation (WEBHOOK_ALLOW_HTTP is off).',
    );
    for (const url of [
      'https://127.0.0.1/hook',
      'https://localhost:8443/hook',
      'https://[::1]/hook',
      'https://10.0.0.7/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://198.18.0.1/hook',
      'https://[64:ff9b::10.0.0.1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://[2002:a00:1::1]/hook',
      'https://0x7f.1/hook',
      'https://no-such-host.invalid/hook',
    ]) {
      const refused = await register(url);
      expect([refused.statusCode, refused.json().error], url).toEqual([400, HOST_REFUSED]);
    }
    expect(HOST_REFUSED).toBe(
      "Webhooks can only call hosts that resolve to public internet addresses, and this URL's host does not. Private addresses are refused on this installation (WEBHOOK_ALLOW_PRIVATE is off).",
    );
    expect((await register('not a url')).json().error).toBe('Enter a full URL starting with https://.');
    expect((await register('https://user:pw@example.com/')).statusCode).toBe(400);
    expect((await get(testApp.app, '/api/alerts/webhooks', user.headers)).json().webhooks).toEqual([]);
    // The browser learns the settings from the list, so its form refuses what the server would.
    expect((await get(testApp.app, '/api/alerts/webhooks', user.headers)).json().policy).toEqual({
      allow_http: false,
      allow_private: false,
    });
  });
});

describe('webhook addresses (WEBHOOK_ALLOW_HTTP and WEBHOOK_ALLOW_PRIVATE on)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ configOverrides: { webhookAllowHttp: true, webhookAllowPrivate: true } });
  });
  afterAll(() => testApp.close());

  it('accepts a plain http URL on a private address, and says the settings in the list', async () => {
    const user = await signIn(testApp.app);
    const registered = await post(testApp.app, '/api/alerts/webhooks', user.headers, {
      url: 'http://192.168.1.20:8080/hook',
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const listed = (await get(testApp.app, '/api/alerts/webhooks', user.headers)).json();
    expect(listed.policy).toEqual({ allow_http: true, allow_private: true });
    expect(listed.webhooks.map((hook: { url: string }) => hook.url)).toEqual([
      'http://192.168.1.20:8080/hook',
    ]);
    const ftp = await post(testApp.app, '/api/alerts/webhooks', user.headers, { url: 'ftp://example.com/x' });
    expect([ftp.statusCode, ftp.json().error]).toEqual([
      400,
      'The webhook URL must start with https:// or http://.',
    ]);
  });
});

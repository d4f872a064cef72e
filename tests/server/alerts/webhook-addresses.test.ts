import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress } from '@server/alerts/adapters/dns-address-guard';
import { createTestApp, signIn, type TestApp } from '../../support/test-app';
import { get, post } from '../tracking/support/tracking-app';

describe('webhook addresses (WEBHOOK_ALLOW_PRIVATE unset)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('knows loopback, private, link-local and unique-local addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.2.3.4',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '100.64.0.1',
      '::1',
      '::',
      'fd12::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('refuses plain http and URLs that resolve to private addresses, in plain words', async () => {
    const user = await signIn(testApp.app);
    const register = (url: string) => post(testApp.app, '/api/alerts/webhooks', user.headers, { url });
    const http = await register('http://hooks.example.com/x');
    expect(http.statusCode).toBe(400);
    expect(http.json().error).toBe('The webhook URL must start with https://.');
    for (const url of [
      'https://127.0.0.1/hook',
      'https://localhost:8443/hook',
      'https://[::1]/hook',
      'https://10.0.0.7/hook',
      'https://169.254.169.254/latest/meta-data',
    ]) {
      const refused = await register(url);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().error, url).toBe(
        'The URL points to a private, loopback or link-local address, which webhooks may not call.',
      );
    }
    expect((await register('not a url')).json().error).toBe('Enter a full URL starting with https://.');
    expect((await register('https://user:pw@example.com/')).statusCode).toBe(400);
    expect((await get(testApp.app, '/api/alerts/webhooks', user.headers)).json().webhooks).toEqual([]);
  });
});

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchWithDeadline, OutboundFailure, requestWithDeadline } from '@server/platform/outbound-http';
import { startTricklingServer, type TricklingServer } from '../../support/trickling-server';

describe('outbound calls: a total deadline and a size cap', () => {
  let trickling: TricklingServer;
  let big: { url: string; close(): void };

  beforeAll(async () => {
    trickling = await startTricklingServer(200);
    const server = createServer((request, response) => {
      // A body without content-length (chunked): only counting what arrives can stop it.
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('x'.repeat(request.url === '/small' ? 10 : 5000));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    big = {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      close: () => server.close(),
    };
  });
  afterAll(async () => {
    await trickling.close();
    big.close();
  });

  const failureOf = async (call: Promise<unknown>) => {
    const error = await call.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(OutboundFailure);
    return (error as OutboundFailure).kind;
  };

  it('a peer trickling its status line a byte every 200 ms is cut at the deadline', async () => {
    const started = Date.now();
    const kind = await failureOf(
      fetchWithDeadline(`${trickling.url}/`, { method: 'GET' }, { deadlineMs: 500, maxBytes: 1000 }),
    );
    expect(kind).toBe('deadline');
    expect(Date.now() - started).toBeLessThan(900);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(trickling.openSockets()).toBe(0);
  });

  it('a peer trickling its answer to an injected fetch is cut at the deadline too', async () => {
    const started = Date.now();
    const kind = await failureOf(
      fetchWithDeadline(
        `${trickling.url}/`,
        { method: 'POST', body: '{}' },
        { deadlineMs: 500, maxBytes: 1000, fetch: (input, init) => fetch(input, init) },
      ),
    );
    expect(kind).toBe('deadline');
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('refuses an answer larger than the cap, and reads one within it', async () => {
    const limits = { deadlineMs: 2000, maxBytes: 1000 };
    expect(await failureOf(fetchWithDeadline(`${big.url}/`, {}, limits))).toBe('too_large');
    const injected = {
      ...limits,
      fetch: (input: string | URL | Request, init?: RequestInit) => fetch(input, init),
    };
    expect(await failureOf(fetchWithDeadline(`${big.url}/`, {}, injected))).toBe('too_large');
    expect(
      await failureOf(requestWithDeadline(`${big.url}/`, { method: 'GET', headers: {}, ...limits })),
    ).toBe('too_large');
    expect(await fetchWithDeadline(`${big.url}/small`, {}, limits)).toMatchObject({
      status: 200,
      ok: true,
      text: 'x'.repeat(10),
    });
    expect(
      await requestWithDeadline(`${big.url}/small`, { method: 'GET', headers: {}, ...limits }),
    ).toMatchObject({
      status: 200,
      text: 'x'.repeat(10),
    });
  });

  it('names an unreachable peer a network failure', async () => {
    const limits = { deadlineMs: 2000, maxBytes: 1000 };
    expect(await failureOf(fetchWithDeadline('http://127.0.0.1:1/', {}, limits))).toBe('network');
    expect(
      await failureOf(requestWithDeadline('http://127.0.0.1:1/', { method: 'GET', headers: {}, ...limits })),
    ).toBe('network');
  });
});

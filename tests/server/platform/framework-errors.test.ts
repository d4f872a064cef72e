// What Fastify and Node answer before any route runs (unreadable requests, bad addresses) has the
// `{ success: false, error }` shape of every other answer.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = await buildApp({
    apiModules: [async (api) => void api.get('/item/:id', async () => ({ success: true }))],
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function rawExchange(request: string): Promise<{ status: number; contentType: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({
        status: Number(head.split(' ')[1]),
        contentType: /content-type: ([^\r]+)/i.exec(head)?.[1] ?? '',
        body,
      });
    });
  });
}

describe('answers given before any route runs', () => {
  it('refuses headers over the size limit with a 431 JSON answer', async () => {
    const answer = await rawExchange(
      `GET /api/item/1 HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(40_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.contentType).toContain('application/json');
    expect(JSON.parse(answer.body)).toEqual({ success: false, error: 'The request headers are too large.' });
  });

  it('refuses a request that is not HTTP with a 400 JSON answer', async () => {
    const answer = await rawExchange('HELLO THERE\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ success: false, error: expect.any(String) });
  });

  it('refuses malformed percent-encoding and too-long path parts with JSON answers', async () => {
    const badUrl = await app.inject({ method: 'GET', url: '/api/item/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ success: false, error: expect.stringMatching(/address is not valid/) });
    const tooLong = await app.inject({ method: 'GET', url: `/api/item/${'a'.repeat(300)}` });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({ success: false, error: expect.stringMatching(/too long/) });
    expect((await app.inject({ method: 'GET', url: '/api/item/fine' })).statusCode).toBe(200);
  });
});

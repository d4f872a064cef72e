import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { JsonTextSender } from '../../../server/http/json-text-sender';

const yearAnswer = Array.from({ length: 365 }, (_, day) => ({
  checked_at: `2026-01-01T00:00:00.000Z#${day}`,
  followers: 1000 + day,
}));
const year = JSON.stringify(yearAnswer);

const app = Fastify();
const sender = new JsonTextSender();
let serialised = 0;
/** The year answer, counting how often it is turned into JSON. */
const countedYear = new Proxy(yearAnswer, {
  get(target, key, receiver) {
    if (key === 'toJSON') serialised++;
    return Reflect.get(target, key, receiver);
  },
});
app.get('/year', (request, reply) => sender.send(request, reply, yearAnswer));
app.get('/counted', (request, reply) => sender.send(request, reply, countedYear));
app.get('/small', (request, reply) => sender.send(request, reply, { success: true, playlists: [] }));
afterAll(() => app.close());

async function get(url: string, acceptEncoding?: string) {
  return app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
}

describe('JsonTextSender', () => {
  it('sends brotli to a browser that accepts it, a fraction of the size, decoding to the same JSON', async () => {
    const response = await get('/year', 'gzip, deflate, br, zstd');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.rawPayload.length).toBeLessThan(year.length / 4);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(year);
  });

  it('sends gzip when brotli is not accepted, and plain text when nothing is', async () => {
    const gzipped = await get('/year', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(year);

    const plain = await get('/year');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(year);

    const refused = await get('/year', 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(year);
  });

  it('serialises and compresses one answer object once, however often it is sent', async () => {
    for (let visit = 0; visit < 3; visit++) {
      const response = await get('/counted', 'br');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(year);
    }
    expect(serialised).toBe(1);
  });

  it('sends a small answer as it is, where compressing would save nothing', async () => {
    const response = await get('/small', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ success: true, playlists: [] });
  });
});

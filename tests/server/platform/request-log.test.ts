import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, prettyRequestLog, requestLogFormat } from '@server/platform/logger';

/** A Fastify app logging through `loggerOptions` into `lines`, with one route and one failing route. */
async function appLoggingTo(format: 'json' | 'pretty', lines: string[]) {
  const sink = { write: (line: string) => lines.push(line) };
  const options = loggerOptions('info', format, sink);
  // The JSON format writes to pino's default destination: give it the same sink to read.
  const app = Fastify({ logger: format === 'json' ? { ...(options as object), stream: sink } : options });
  app.get('/api/search', async () => ({ success: true }));
  app.get('/boom', async () => {
    throw new Error('kaput');
  });
  await app.ready();
  return app;
}

describe('request log (docs/operations.md)', () => {
  it('is pretty on a terminal, JSON in production or when piped', () => {
    expect(requestLogFormat('development', { isTTY: true })).toBe('pretty');
    expect(requestLogFormat('development', { isTTY: false })).toBe('json');
    expect(requestLogFormat('development', {})).toBe('json');
    expect(requestLogFormat('production', { isTTY: true })).toBe('json');
  });

  it('pretty: one short line per request, method, redacted URL, status and time', async () => {
    const lines: string[] = [];
    const app = await appLoggingTo('pretty', lines);
    await app.inject({ method: 'GET', url: '/api/search?query=a&token=secret' });
    await app.inject({ method: 'GET', url: '/boom' });
    await app.close();
    const text = lines.join('');
    expect(text).toMatch(/^\d\d:\d\d:\d\d GET \/api\/search\?query=a&token=\[redacted\] 200 \d+ ms$/m);
    expect(text).toMatch(/^\d\d:\d\d:\d\d GET \/boom 500 \d+ ms$/m);
    expect(text).toMatch(/^\d\d:\d\d:\d\d ERROR kaput\nError: kaput\n {4}at /m);
    expect(text).not.toContain('{"level"');
    expect(text).not.toContain('secret');
    expect(text).not.toContain('incoming request');
  });

  it('json: every record stays one JSON object a line', async () => {
    const lines: string[] = [];
    const app = await appLoggingTo('json', lines);
    await app.inject({ method: 'GET', url: '/api/search?query=a' });
    await app.close();
    const records = lines.map((line) => JSON.parse(line) as { msg: string });
    expect(records.map((record) => record.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('passes through what is not a record, and forgets requests that never completed', () => {
    const lines: string[] = [];
    const log = prettyRequestLog({ write: (line: string) => lines.push(line) });
    log.write('plain text\n');
    for (let index = 0; index < 1500; index++) {
      log.write(
        JSON.stringify({ msg: 'incoming request', reqId: `r${index}`, req: { method: 'GET', url: '/x' } }),
      );
    }
    log.write(
      JSON.stringify({
        msg: 'request completed',
        reqId: 'r1499',
        res: { statusCode: 204 },
        responseTime: 1.6,
        time: 0,
      }),
    );
    expect(lines[0]).toBe('plain text\n');
    expect(lines[1]).toMatch(/ GET \/x 204 2 ms\n$/);
  });
});

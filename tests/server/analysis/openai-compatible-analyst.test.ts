import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OpenAiCompatibleAnalyst } from '@server/analysis/adapters/openai-compatible-analyst';
import { FakeOpenAi } from '../../support/fake-openai';
import { aPlaylistHistory } from './support/playlist-history';

const figures = aPlaylistHistory().figures();

describe('the OpenAI-compatible analyst against a local fake of chat/completions', () => {
  const server = new FakeOpenAi();
  let baseUrl: string;
  const analyst = (options: { timeoutMs?: number; apiKey?: string } = {}) =>
    new OpenAiCompatibleAnalyst({ baseUrl, apiKey: server.apiKey!, model: 'llama-test', ...options });

  beforeAll(async () => {
    baseUrl = await server.start();
  });
  afterAll(() => server.stop());
  beforeEach(() => server.reset());

  it('sends a system and a user message with the Bearer key, and returns the markdown', async () => {
    server.replies.push({ kind: 'text', text: '## Summary\n\n**Organic.**' });
    expect(await analyst().analyze(figures)).toEqual({
      ok: true,
      value: { markdown: '## Summary\n\n**Organic.**' },
    });
    const [request] = server.requests;
    expect(request!.headers.authorization).toBe(`Bearer ${server.apiKey}`);
    const body = request!.body as {
      model: string;
      messages: Array<{ role: string; content: string }>;
      stream: boolean;
    };
    expect(body.model).toBe('llama-test');
    expect(body.stream).toBe(false);
    expect(body.messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(body.messages[1]!.content).toContain('"grade": "clean"');
  });

  it('sends no Authorization header without a key (Ollama)', async () => {
    const open = new FakeOpenAi(null);
    const url = await open.start();
    try {
      const ollama = new OpenAiCompatibleAnalyst({ baseUrl: url, model: 'llama3' });
      expect(await ollama.analyze(figures)).toEqual({ ok: true, value: { markdown: 'Fine.' } });
      expect(open.requests[0]!.headers.authorization).toBeUndefined();
    } finally {
      await open.stop();
    }
  });

  it('honours retry-after once after a 429, then succeeds', async () => {
    server.replies.push(
      { kind: 'rate-limited', retryAfterSeconds: 0.2 },
      { kind: 'text', text: 'Second try.' },
    );
    const started = performance.now();
    expect(await analyst().analyze(figures)).toEqual({ ok: true, value: { markdown: 'Second try.' } });
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    expect(server.requests).toHaveLength(2);
  });

  it('gives up on a 429 that names no wait', async () => {
    server.replies.push({ kind: 'rate-limited' });
    expect(await analyst().analyze(figures)).toEqual({
      ok: false,
      error: 'OpenAI-compatible: HTTP 429: Rate limit reached.',
    });
  });

  it('treats a cut-off answer without content as a failure', async () => {
    server.replies.push({ kind: 'length' });
    expect(await analyst().analyze(figures)).toEqual({
      ok: false,
      error: 'OpenAI-compatible: stopped with length',
    });
  });

  it('reports a 500 and a wrong key', async () => {
    server.replies.push({ kind: 'error', status: 500, message: 'model crashed' });
    expect(await analyst().analyze(figures)).toEqual({
      ok: false,
      error: 'OpenAI-compatible: HTTP 500: model crashed',
    });
    expect(await analyst({ apiKey: 'wrong' }).analyze(figures)).toEqual({
      ok: false,
      error: 'OpenAI-compatible: HTTP 401: Incorrect API key provided.',
    });
  });

  it('times out when the server does not answer', async () => {
    server.replies.push({ kind: 'hang' });
    expect(await analyst({ timeoutMs: 300 }).analyze(figures)).toEqual({
      ok: false,
      error: 'OpenAI-compatible: no answer within 300 ms',
    });
  });
});

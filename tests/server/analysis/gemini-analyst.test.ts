import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GeminiAnalyst, geminiRetryDelay } from '@server/analysis/adapters/gemini-analyst';
import { FakeGemini } from '../../support/fake-gemini';
import { aPlaylistHistory } from './support/playlist-history';

const figures = aPlaylistHistory()
  .named('Late Night Drive')
  .withSpike(40, 6000)
  .withSpike(20, -3500)
  .figures();

describe('the Gemini analyst against a local fake of generateContent', () => {
  const gemini = new FakeGemini();
  let apiUrl: string;
  const analyst = (options: { timeoutMs?: number; maxRetryWaitMs?: number } = {}) =>
    new GeminiAnalyst({ apiUrl, apiKey: gemini.apiKey, model: 'gemini-test-flash', ...options });

  beforeAll(async () => {
    apiUrl = await gemini.start();
  });
  afterAll(() => gemini.stop());
  beforeEach(() => gemini.reset());

  it('sends the system instruction and the figures, and returns the markdown', async () => {
    gemini.replies.push({ kind: 'text', text: '```markdown\n## Summary\n\n**Likely botted.**\n```' });
    expect(await analyst().analyze(figures)).toEqual({
      ok: true,
      value: { markdown: '## Summary\n\n**Likely botted.**' },
    });
    const [request] = gemini.requests;
    expect(request!.path).toBe('/v1beta/models/gemini-test-flash:generateContent');
    expect(request!.headers['x-goog-api-key']).toBe(gemini.apiKey);
    const body = request!.body as {
      systemInstruction: { parts: Array<{ text: string }> };
      contents: Array<{ role: string; parts: Array<{ text: string }> }>;
      generationConfig: { maxOutputTokens: number };
    };
    expect(body.systemInstruction.parts[0]!.text).toContain('What this means for a pitcher');
    expect(body.contents[0]!.role).toBe('user');
    const prompt = body.contents[0]!.parts[0]!.text;
    expect(prompt).toContain('"grade": "likely_botted"');
    expect(prompt).toContain('"date": "21/05/2026"');
    expect(prompt).toContain('"followers_change": 6018');
    expect(prompt).toContain('"name": "Late Night Drive"');
    expect(body.generationConfig.maxOutputTokens).toBeGreaterThanOrEqual(4096);
  });

  it('honours RetryInfo.retryDelay once after a 429, then succeeds', async () => {
    gemini.replies.push({ kind: 'quota', retryDelay: '0.2s' }, { kind: 'text', text: 'Second try.' });
    const started = performance.now();
    expect(await analyst().analyze(figures)).toEqual({ ok: true, value: { markdown: 'Second try.' } });
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    expect(gemini.requests).toHaveLength(2);
  });

  it('gives up on a second 429, on a 429 without a delay, and on a delay over the cap', async () => {
    gemini.replies.push({ kind: 'quota', retryDelay: '0.05s' }, { kind: 'quota', retryDelay: '0.05s' });
    expect(await analyst().analyze(figures)).toMatchObject({
      ok: false,
      error: expect.stringContaining('429'),
    });
    expect(gemini.requests).toHaveLength(2);

    gemini.replies.push({ kind: 'quota' });
    expect(await analyst().analyze(figures)).toMatchObject({ ok: false });
    gemini.replies.push({ kind: 'quota', retryDelay: '45s' });
    const started = performance.now();
    expect(await analyst({ maxRetryWaitMs: 30_000 }).analyze(figures)).toMatchObject({
      ok: false,
      error: expect.stringContaining('RESOURCE_EXHAUSTED'),
    });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(gemini.requests).toHaveLength(4);
  });

  it('treats MAX_TOKENS or SAFETY without content as a failure, not a crash', async () => {
    gemini.replies.push({ kind: 'no-content', finishReason: 'MAX_TOKENS' });
    expect(await analyst().analyze(figures)).toEqual({ ok: false, error: 'Gemini stopped with MAX_TOKENS' });
    gemini.replies.push({ kind: 'no-content', finishReason: 'SAFETY' });
    expect(await analyst().analyze(figures)).toEqual({ ok: false, error: 'Gemini stopped with SAFETY' });
  });

  it('reports a 500 with the service message', async () => {
    gemini.replies.push({
      kind: 'error',
      code: 500,
      status: 'INTERNAL',
      message: 'Internal error encountered.',
    });
    expect(await analyst().analyze(figures)).toEqual({
      ok: false,
      error: 'Gemini: HTTP 500: INTERNAL: Internal error encountered.',
    });
    expect(gemini.requests).toHaveLength(1);
  });

  it('times out when the service does not answer', async () => {
    gemini.replies.push({ kind: 'hang' });
    const started = performance.now();
    expect(await analyst({ timeoutMs: 300 }).analyze(figures)).toEqual({
      ok: false,
      error: 'Gemini: no answer within 300 ms',
    });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('fails on a wrong key and when nothing listens', async () => {
    const wrongKey = new GeminiAnalyst({ apiUrl, apiKey: 'nope', model: 'gemini-test-flash' });
    expect(await wrongKey.analyze(figures)).toMatchObject({
      ok: false,
      error: expect.stringContaining('400'),
    });
    const nowhere = new GeminiAnalyst({
      apiUrl: 'http://127.0.0.1:9',
      apiKey: 'k',
      model: 'm',
      timeoutMs: 2_000,
    });
    expect(await nowhere.analyze(figures)).toMatchObject({
      ok: false,
      error: expect.stringContaining('failed'),
    });
  });

  it('reads retry delays written as Gemini durations', () => {
    const quota = (retryDelay: string) => ({
      error: { details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay }] },
    });
    expect(geminiRetryDelay(quota('37s'))).toBe(37_000);
    expect(geminiRetryDelay(quota('1.5s'))).toBe(1_500);
    expect(geminiRetryDelay(quota('soon'))).toBeNull();
    expect(geminiRetryDelay({ error: {} })).toBeNull();
    expect(geminiRetryDelay(undefined)).toBeNull();
  });
});

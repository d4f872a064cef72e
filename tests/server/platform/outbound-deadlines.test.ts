import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GeminiAnalyst } from '@server/analysis/adapters/gemini-analyst';
import { OpenAiCompatibleAnalyst } from '@server/analysis/adapters/openai-compatible-analyst';
import { SpotifyHttp } from '@server/catalog/adapters/spotify/spotify-http';
import { HttpMetaConversions } from '@server/landing-pages/adapters/http-meta-conversions';
import { HttpTelegramBot } from '@server/telegram/adapters/http-telegram-bot';
import { startTricklingServer, type TricklingServer } from '../../support/trickling-server';
import { aPlaylistHistory } from '../analysis/support/playlist-history';

// Every outbound adapter against a peer that answers one byte every 200 ms: each call ends at its
// own deadline (500 ms here), not when the peer is done (about 20 s).
const DEADLINE_MS = 500;
const WITHIN_MS = DEADLINE_MS + 600;

describe('outbound calls end at their deadline against a trickling peer', () => {
  let trickling: TricklingServer;
  let tokens: Server;
  let tokensUrl: string;

  beforeAll(async () => {
    trickling = await startTricklingServer(200);
    // Spotify's accounts service answers at once, so the API call itself meets the trickle.
    tokens = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ access_token: 't', token_type: 'Bearer', expires_in: 3600 }));
    });
    await new Promise<void>((resolve) => tokens.listen(0, '127.0.0.1', resolve));
    tokensUrl = `http://127.0.0.1:${(tokens.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await trickling.close();
    await new Promise((resolve) => tokens.close(resolve));
  });

  const timed = async <T>(call: () => Promise<T>) => {
    const started = Date.now();
    const value = await call();
    expect(Date.now() - started).toBeLessThan(WITHIN_MS);
    return value;
  };

  it('Telegram', async () => {
    const bot = new HttpTelegramBot({
      apiUrl: trickling.url,
      token: '1:secret',
      requestTimeoutMs: DEADLINE_MS,
    });
    expect(await timed(() => bot.sendMessage(1, 'hi'))).toEqual({
      ok: false,
      error: { kind: 'network', description: 'sendMessage: TimeoutError' },
    });
  });

  it('Gemini and OpenAI-compatible models', async () => {
    const figures = aPlaylistHistory().figures();
    const gemini = new GeminiAnalyst({
      apiUrl: trickling.url,
      apiKey: 'k',
      model: 'm',
      timeoutMs: DEADLINE_MS,
    });
    expect(await timed(() => gemini.analyze(figures))).toEqual({
      ok: false,
      error: `Gemini: no answer within ${DEADLINE_MS} ms`,
    });
    const openai = new OpenAiCompatibleAnalyst({
      baseUrl: trickling.url,
      model: 'm',
      timeoutMs: DEADLINE_MS,
    });
    expect(await timed(() => openai.analyze(figures))).toEqual({
      ok: false,
      error: `OpenAI-compatible: no answer within ${DEADLINE_MS} ms`,
    });
  });

  it('Meta Conversions', async () => {
    const meta = new HttpMetaConversions({ graphUrl: trickling.url, timeoutMs: DEADLINE_MS });
    const event = {
      eventName: 'ViewContent',
      eventId: 'e1',
      eventTime: new Date(),
      sourceUrl: 'https://chartpulse.example/landing/x',
      clientIp: '203.0.113.7',
      userAgent: 'test',
      fbp: null,
      fbc: null,
      customData: {},
    };
    expect(await timed(() => meta.send('123', 'secret-token', event))).toEqual({
      ok: false,
      error: 'timed out',
    });
  });

  it('Spotify', async () => {
    const spotify = new SpotifyHttp({
      clientId: 'c',
      clientSecret: 's',
      apiUrl: trickling.url,
      accountsUrl: tokensUrl,
      requestTimeoutMs: DEADLINE_MS,
      maxAttempts: 1,
    });
    const failure = await timed(() => spotify.get('/artists/x').catch((error: Error) => error));
    expect(failure).toMatchObject({ message: 'The music service is unavailable: timed out' });
  });
});

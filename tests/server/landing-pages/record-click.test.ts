import { describe, expect, it } from 'vitest';
import type { LandingPageContent } from '@server/landing-pages/ports';
import { getClickStats } from '@server/landing-pages/use-cases/get-click-stats';
import { type Click, recordClick } from '@server/landing-pages/use-cases/record-click';
import { landingFakes, seededRandom } from '../../support/fakes/landing-pages/landing-fakes';
import { pageContent } from './support/landing-stores';

const A = 'spotify:track:4uLU6hMCjMI75M1A2tKUQC';
const B = 'https://open.spotify.com/album/1DFixLWuPkv3KT3TnV35m3?si=x';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

async function withPage(content: Partial<LandingPageContent> = {}) {
  const fakes = landingFakes();
  await fakes.pages.create(1, pageContent({ slug: 'drop', ...content }), fakes.clock.now());
  return fakes;
}

/** What the fake EventIds signed for page 1 on the fakes' first day. */
const GENUINE_EVENT_ID = 'signed-1-2026-05-01-rendered';

const click = (overrides: Partial<Click> = {}): Click => ({
  slug: 'drop',
  service: 'spotify',
  eventId: GENUINE_EVENT_ID,
  ip: '203.0.113.7',
  userAgent: CHROME,
  consentCookie: null,
  location: { country: 'US', subdivision: 'NY' },
  fbp: 'fb.1.1700000000000.123',
  fbc: null,
  pageUrl: 'https://chartpulse.example/landing/drop',
  ...overrides,
});

describe('recordClick', () => {
  it('splits Spotify visits by the proportions: 70/30 within 5 points over 200 seeded clicks', async () => {
    const fakes = await withPage({
      spotifyUris: [
        { uri: A, proportion: 70 },
        { uri: B, proportion: 30 },
      ],
    });
    const deps = fakes.clicking(seededRandom(20_260_501));
    let toA = 0;
    for (let visit = 0; visit < 200; visit += 1) {
      const result = await recordClick(deps, click({ ip: `198.51.100.${visit}` }));
      if (!result.ok) throw new Error('click refused');
      if (result.value.destination === 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC') toA += 1;
      else expect(result.value.destination).toBe('https://open.spotify.com/album/1DFixLWuPkv3KT3TnV35m3');
    }
    expect(Math.abs(toA / 200 - 0.7)).toBeLessThanOrEqual(0.05);
  });

  it('never sends visitors to a 0% entry and rotates the other services evenly', async () => {
    const fakes = await withPage({
      spotifyUris: [
        { uri: A, proportion: 100 },
        { uri: B, proportion: 0 },
      ],
      appleMusicUrls: ['https://music.apple.com/a', 'https://music.apple.com/b'],
    });
    const deps = fakes.clicking(seededRandom(7));
    const apple = new Set<string>();
    for (let visit = 0; visit < 40; visit += 1) {
      expect(await recordClick(deps, click())).toEqual({
        ok: true,
        value: { destination: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC' },
      });
      const result = await recordClick(deps, click({ service: 'apple_music' }));
      if (result.ok) apple.add(result.value.destination);
    }
    expect([...apple].sort()).toEqual(['https://music.apple.com/a', 'https://music.apple.com/b']);
  });

  it('answers not_found for unknown pages, unknown services and services without links', async () => {
    const fakes = await withPage();
    const deps = fakes.clicking();
    for (const wrong of [{ slug: 'nope' }, { service: 'tidal' }, { service: 'amazon_music' }]) {
      expect(await recordClick(deps, click(wrong))).toEqual({ ok: false, error: 'not_found' });
    }
  });

  it('counts a visitor (an IP) once per page and service a day whatever its user agent, never bots, and forgets earlier days', async () => {
    const fakes = await withPage({ appleMusicUrls: ['https://music.apple.com/a'] });
    const deps = fakes.clicking();
    for (let attempt = 0; attempt < 200; attempt += 1) {
      await recordClick(deps, click({ userAgent: `${CHROME} build/${attempt}` }));
    }
    await recordClick(deps, click({ service: 'apple_music' }));
    await recordClick(
      deps,
      click({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }),
    );
    await recordClick(deps, click({ ip: '203.0.113.8', userAgent: 'facebookexternalhit/1.1' }));
    await recordClick(deps, click({ ip: '203.0.113.9', userAgent: undefined }));
    await recordClick(deps, click({ ip: '203.0.113.10' }));
    fakes.clock.advance(11 * 3_600_000); // 2026-05-01T23:00Z: still the same day
    await recordClick(deps, click());
    fakes.clock.advance(3_600_000); // the next day: a new visitor id
    await recordClick(deps, click());
    const stats = await getClickStats(fakes, { ownerId: 1, slug: 'drop' });
    expect(stats).toEqual({
      ok: true,
      value: {
        totals: { spotify: 3, apple_music: 1, amazon_music: 0, youtube_music: 0 },
        days: [
          { date: '2026-05-01', clicks: { spotify: 2, apple_music: 1, amazon_music: 0, youtube_music: 0 } },
          { date: '2026-05-02', clicks: { spotify: 1, apple_music: 0, amazon_music: 0, youtube_music: 0 } },
        ],
      },
    });
    // Only today's visitor is remembered.
    expect(fakes.clicks.rememberedVisitors()).toBe(1);
  });

  it('counts an IPv6 visitor once per /64, however many of its addresses it clicks from', async () => {
    const fakes = await withPage();
    const deps = fakes.clicking();
    for (let host = 1; host <= 50; host += 1)
      await recordClick(deps, click({ ip: `2001:db8:aa:bb:${host.toString(16)}::${host}` }));
    await recordClick(deps, click({ ip: '2001:db8:aa:bc::1' }));
    await recordClick(deps, click({ ip: '::ffff:203.0.113.7' }));
    await recordClick(deps, click({ ip: '203.0.113.7' }));
    const stats = await getClickStats(fakes, { ownerId: 1, slug: 'drop' });
    expect(stats.ok && stats.value.totals.spotify).toBe(3);
  });

  it("forwards _fbp and _fbc only in Meta's format, dropping anything else", async () => {
    const fakes = await withPage({ metaAccessToken: 'page-token' });
    const deps = fakes.clicking();
    const consenting = { consentCookie: 'accepted' as const };
    await recordClick(
      deps,
      click({ ...consenting, fbp: 'fb.1.1700000000000.123', fbc: 'fb.1.1700000000000.IwAR2x_y-Z' }),
    );
    await recordClick(
      deps,
      click({ ...consenting, ip: '198.51.100.2', fbp: 'fb.1.17.<img src=x>', fbc: 'anything at all' }),
    );
    await recordClick(
      deps,
      click({
        ...consenting,
        ip: '198.51.100.3',
        fbp: 'fb.7.1700000000000.1',
        fbc: 'fb.1.1700000000000.a b',
      }),
    );
    await fakes.settle();
    expect(fakes.conversions.sent.map(({ event }) => [event.fbp, event.fbc])).toEqual([
      ['fb.1.1700000000000.123', 'fb.1.1700000000000.IwAR2x_y-Z'],
      [null, null],
      [null, null],
    ]);
  });

  it.each([
    'node',
    'undici',
    'node-fetch/1.0 (+https://github.com/bitinn/node-fetch)',
    'axios/1.7.2',
    'python-requests/2.32.3',
    'curl/8.5.0',
    'Wget/1.21.4',
    'Go-http-client/2.0',
    'okhttp/4.12.0',
    'PostmanRuntime/7.39.0',
    'insomnia/2023.5.8',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0 Safari/537.36',
    'CURL/8.5.0',
    '   ',
    '',
  ])('never counts the automation client %j', async (userAgent) => {
    const fakes = await withPage({ metaAccessToken: 'page-token' });
    const result = await recordClick(fakes.clicking(), click({ userAgent, consentCookie: 'accepted' }));
    await fakes.settle();
    expect(result.ok).toBe(true);
    expect(await fakes.clicks.daily(1)).toEqual([]);
    expect(fakes.conversions.sent).toEqual([]);
  });

  it("sends the Conversions API event with the pixel's event id when consent allows and the page has a token", async () => {
    const fakes = await withPage({ metaAccessToken: 'page-token', metaPixelId: '555000111' });
    const deps = fakes.clicking();
    await recordClick(deps, click());
    await fakes.settle();
    expect(fakes.conversions.sent).toEqual([
      {
        pixelId: '555000111',
        accessToken: 'page-token',
        event: {
          eventName: 'Lead',
          eventId: GENUINE_EVENT_ID,
          eventTime: fakes.clock.now(),
          sourceUrl: 'https://chartpulse.example/landing/drop',
          clientIp: '203.0.113.7',
          userAgent: CHROME,
          fbp: 'fb.1.1700000000000.123',
          fbc: null,
          customData: { service: 'spotify' },
        },
      },
    ]);
  });

  it('replaces an event id the server did not sign for this page and day with one of its own', async () => {
    const fakes = await withPage({ metaAccessToken: 'page-token' });
    const deps = fakes.clicking();
    const chosen = [
      'bad id!',
      'caller-chosen-id-123',
      'signed-2-2026-05-01-1',
      'signed-1-2026-04-30-1',
      null,
    ];
    for (const [index, eventId] of chosen.entries()) {
      await recordClick(deps, click({ ip: `203.0.113.${50 + index}`, eventId }));
    }
    await fakes.settle();
    expect(fakes.conversions.sent.map((sent) => sent.event.eventId)).toEqual([
      'signed-1-2026-05-01-1',
      'signed-1-2026-05-01-2',
      'signed-1-2026-05-01-3',
      'signed-1-2026-05-01-4',
      'signed-1-2026-05-01-5',
    ]);
  });

  it('sends at most one Meta event per visitor and page a day, however a script loops with a self-set consent', async () => {
    const fakes = await withPage({
      metaAccessToken: 'page-token',
      appleMusicUrls: ['https://music.apple.com/a'],
    });
    const deps = fakes.clicking();
    const forged = { consentCookie: 'accepted' as const, location: { country: 'FR', subdivision: null } };
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const service = attempt % 2 === 0 ? 'spotify' : 'apple_music';
      const eventId = `signed-1-2026-05-01-forged${attempt}`;
      await recordClick(deps, click({ ...forged, service, eventId, userAgent: `${CHROME} run/${attempt}` }));
    }
    await fakes.settle();
    expect(fakes.conversions.sent).toHaveLength(1);
    fakes.clock.advance(24 * 3_600_000);
    await recordClick(deps, click(forged));
    await recordClick(deps, click(forged));
    await fakes.settle();
    expect(fakes.conversions.sent).toHaveLength(2);
  });

  it.each([
    ['declined visitors', { consentCookie: 'declined' as const }],
    ['visitors in the EU who have not answered', { location: { country: 'DE', subdivision: null } }],
    ['visitors in California who have not answered', { location: { country: 'US', subdivision: 'CA' } }],
    [
      'visitors of unknown location who have not answered',
      { location: { country: null, subdivision: null } },
    ],
  ])('sends nothing to Meta for %s', async (_case, overrides) => {
    const fakes = await withPage({ metaAccessToken: 'page-token' });
    const result = await recordClick(fakes.clicking(), click(overrides));
    await fakes.settle();
    expect(result.ok).toBe(true);
    expect(fakes.conversions.sent).toEqual([]);
  });

  it('sends for consenting EU visitors, not without a token, not for repeats; logs Graph failures', async () => {
    const fakes = await withPage({ metaAccessToken: 'page-token' });
    const deps = fakes.clicking();
    const eu = { consentCookie: 'accepted' as const, location: { country: 'FR', subdivision: null } };
    fakes.conversions.failWith = 'HTTP 400: Error validating access token (code 190)';
    expect((await recordClick(deps, click(eu))).ok).toBe(true);
    await recordClick(deps, click(eu));
    await fakes.settle();
    expect(fakes.conversions.sent).toHaveLength(1);
    expect(fakes.warnings).toEqual([
      'Meta Conversions API event for /landing/drop failed: HTTP 400: Error validating access token (code 190)',
    ]);

    const tokenless = await withPage();
    await recordClick(tokenless.clicking(), click());
    await tokenless.settle();
    expect(tokenless.conversions.sent).toEqual([]);
  });
});

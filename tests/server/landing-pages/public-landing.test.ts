import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../accounts/database-targets';
import { signIn } from '../../support/test-app';
import { useLandingApp } from './support/landing-app';
import { coverImage, formFields, getJson, sendForm, TRACK_URI } from './support/landing-requests';
import { mp4, webm } from './support/media-bytes';

const CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const ALBUM = 'spotify:album:1DFixLWuPkv3KT3TnV35m3';

describe.each(databaseTargets)('public landing pages on $name', (target) => {
  const context = useLandingApp(target, { randomSeed: 2026 });

  const visit = (url: string, headers: Record<string, string> = {}, remoteAddress = '198.51.100.1') =>
    context.current.app.inject({
      method: 'GET',
      url,
      headers: { 'user-agent': CHROME, ...headers },
      remoteAddress,
    });

  it('renders server-side HTML with escaped meta and og tags, the hero and one button per service', async () => {
    const { app } = context.current;
    const user = await signIn(app);
    const created = await sendForm(
      app,
      user,
      formFields({
        slug: 'escaped',
        title: 'Summer <script>alert("x")</script> & more',
        description: 'Out "now" <b>everywhere</b>',
        apple_music_urls: JSON.stringify(['https://music.apple.com/gb/album/x/1']),
      }),
      {
        image: coverImage(),
        video: { bytes: webm(), filename: 'v.webm', type: 'video/webm' },
        video_mp4: { bytes: mp4(), filename: 'v.mp4', type: 'video/mp4' },
      },
    );
    const page = created.json().landing_page;
    const response = await visit('/landing/escaped', { 'cf-ipcountry': 'US' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>everywhere');
    expect(html).toContain(
      '<title>Summer &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more</title>',
    );
    expect(html).toContain(
      '<meta property="og:title" content="Summer &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more">',
    );
    expect(html).toContain(
      '<meta name="description" content="Out &quot;now&quot; &lt;b&gt;everywhere&lt;/b&gt;">',
    );
    expect(html).toContain(
      `<meta property="og:image" content="https://chartpulse.example${page.image_url}">`,
    );
    expect(html).toContain('<meta property="og:url" content="https://chartpulse.example/landing/escaped">');
    expect(html).toContain(
      `<source src="${page.video_url}" type="video/webm"><source src="${page.video_mp4_url}" type="video/mp4">`,
    );
    expect(html).toContain(`poster="${page.image_url}"`);
    const buttons = [
      ...html.matchAll(
        /<a class="[^"]+" href="\/landing\/escaped\/go\/(\w+)\?event_id=([\w-]+)"[^>]*data-event-id="([\w-]+)">Listen on ([^<]+)<\/a>/g,
      ),
    ];
    expect(buttons.map((b) => [b[1], b[4]])).toEqual([
      ['spotify', 'Spotify'],
      ['apple_music', 'Apple Music'],
    ]);
    expect(buttons.every((b) => b[2] === b[3])).toBe(true);
    expect(html).toContain('data-pixel-id="1234567890" data-consent="granted"');
    expect(html).not.toContain('id="consent-bar"');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('asks for consent where the cookie banner would, and leaves the pixel out once declined', async () => {
    const { app } = context.current;
    const user = await signIn(app);
    await sendForm(app, user, formFields({ slug: 'consent' }), { image: coverImage() });
    for (const headers of [{ 'cf-ipcountry': 'DE' }, { 'cf-ipcountry': 'US-CA' }, {}] as Array<
      Record<string, string>
    >) {
      const html = (await visit('/landing/consent', headers)).body;
      expect(html, JSON.stringify(headers)).toContain('data-consent="ask"');
      expect(html).toContain('<div id="consent-bar" role="dialog" aria-label="Cookie consent" hidden>');
      expect(html).toContain('<button type="button" data-consent-choice="accepted">Accept</button>');
      expect(html).toContain('<script src="/landing/_assets/landing-page.js" defer></script>');
    }
    const accepted = (
      await visit('/landing/consent', { 'cf-ipcountry': 'DE', cookie: 'cookie_consent=accepted' })
    ).body;
    expect(accepted).toContain('data-consent="granted"');
    const declined = (
      await visit('/landing/consent', { 'cf-ipcountry': 'US', cookie: 'cookie_consent=declined' })
    ).body;
    expect(declined).not.toContain('data-pixel-id');
    expect(declined).not.toContain('landing-page.js');

    const script = await visit('/landing/_assets/landing-page.js');
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain("fbq('track', 'PageView')");
    expect(script.body).toContain(
      "'Lead', { service: link.dataset.service }, { eventID: link.dataset.eventId }",
    );
    expect(script.body).toContain("'cookie_consent=' + choice");
  });

  it('answers unknown slugs and services with a real 404 page', async () => {
    for (const url of [
      '/landing/no-such-page',
      '/landing/Bad%20Slug',
      '/landing/no-such-page/go/spotify',
      '/landing/consent/go/tidal',
      '/landing/consent/go/youtube_music',
    ]) {
      const response = await visit(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<h1>Page not found</h1>');
    }
  });

  it('sends each click to this visit’s destination: a 70/30 split within 5 points over 200 clicks', async () => {
    const { app } = context.current;
    const user = await signIn(app);
    const split = JSON.stringify([
      { uri: TRACK_URI, proportion: 70 },
      { uri: ALBUM, proportion: 30 },
    ]);
    await sendForm(app, user, formFields({ slug: 'split', spotify_uris: split }), { image: coverImage() });
    const destinations = new Map<string, number>();
    for (let visitNumber = 0; visitNumber < 200; visitNumber += 1) {
      const response = await visit('/landing/split/go/spotify', {}, `203.0.113.${visitNumber}`);
      expect(response.statusCode).toBe(302);
      const location = String(response.headers.location);
      destinations.set(location, (destinations.get(location) ?? 0) + 1);
    }
    expect([...destinations.keys()].sort()).toEqual([
      'https://open.spotify.com/album/1DFixLWuPkv3KT3TnV35m3',
      'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
    ]);
    const toTrack = destinations.get('https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC')! / 200;
    expect(Math.abs(toTrack - 0.7)).toBeLessThanOrEqual(0.05);
    const stats = (await getJson(app, '/api/landing-pages/split/stats', user)).json();
    expect(stats.totals.spotify).toBe(200);
  });

  it('counts clicks per service and day, once a minute per visitor, never for bots', async () => {
    const { app, testApp } = context.current;
    testApp.clock.set('2026-06-01T10:00:00Z');
    const user = await signIn(app);
    await sendForm(
      app,
      user,
      formFields({
        slug: 'counted',
        amazon_music_urls: JSON.stringify(['https://music.amazon.com/albums/B0']),
      }),
      { image: coverImage() },
    );
    await visit('/landing/counted/go/spotify');
    await visit('/landing/counted/go/spotify');
    await visit('/landing/counted/go/amazon_music');
    await visit('/landing/counted/go/spotify', { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' });
    await visit('/landing/counted/go/spotify', { 'user-agent': 'curl/8.5.0' });
    await visit('/landing/counted/go/spotify', {}, '198.51.100.2');
    testApp.clock.advance(24 * 3_600_000);
    const lastClick = await visit('/landing/counted/go/spotify');
    expect(lastClick.headers.location).toBe('https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC');
    expect(lastClick.headers['cache-control']).toBe('no-store');
    const stats = await getJson(app, '/api/landing-pages/counted/stats', user);
    expect(stats.json()).toEqual({
      success: true,
      slug: 'counted',
      totals: { spotify: 3, apple_music: 0, amazon_music: 1, youtube_music: 0 },
      days: [
        { date: '2026-06-01', clicks: { spotify: 2, apple_music: 0, amazon_music: 1, youtube_music: 0 } },
        { date: '2026-06-02', clicks: { spotify: 1, apple_music: 0, amazon_music: 0, youtube_music: 0 } },
      ],
    });
    const stored = await testApp.database.db.selectFrom('landing_click_visitors').select('visitor').execute();
    expect(stored.every((row) => !row.visitor.includes('198.51.100'))).toBe(true);
  });

  it("sends the Conversions API event to the Graph API with the pixel's event id, and only logs its failures", async () => {
    const { app, graph, landing, warnings } = context.current;
    const user = await signIn(app);
    await sendForm(
      app,
      user,
      formFields({ slug: 'converts', meta_pixel_id: '777000111', meta_access_token: graph.token }),
      { image: coverImage() },
    );
    const html = (
      await visit('/landing/converts', { 'cf-ipcountry': 'FR', cookie: 'cookie_consent=accepted' })
    ).body;
    const [, href, eventId] = /href="(\/landing\/converts\/go\/spotify\?event_id=([\w-]+))"/.exec(html)!;
    const before = graph.received.length;
    const click = await visit(
      href!,
      { 'cf-ipcountry': 'FR', cookie: 'cookie_consent=accepted; _fbp=fb.1.1717000000000.42' },
      '192.0.2.10',
    );
    expect(click.statusCode).toBe(302);
    const [event] = (await graph.waitForEvents(before + 1)).slice(before);
    expect(event).toMatchObject({ version: 'v24.0', pixelId: '777000111', accessToken: graph.token });
    expect(event!.body.data).toEqual([
      {
        event_name: 'Lead',
        event_time: Math.floor(context.current.testApp.clock.now().getTime() / 1000),
        event_id: eventId,
        action_source: 'website',
        event_source_url: 'https://chartpulse.example/landing/converts',
        user_data: {
          client_ip_address: '192.0.2.10',
          client_user_agent: CHROME,
          fbp: 'fb.1.1717000000000.42',
        },
        custom_data: { service: 'spotify' },
      },
    ]);

    // Not before consent where it is needed.
    await visit(href!, { 'cf-ipcountry': 'FR' }, '192.0.2.11');
    await landing.settle();
    expect(graph.received.length).toBe(before + 1);

    graph.failNext(1);
    const failing = await visit(href!, { 'cf-ipcountry': 'US' }, '192.0.2.12');
    expect(failing.statusCode).toBe(302);
    await landing.settle();
    expect(graph.received.length).toBe(before + 2);
    expect(warnings.at(-1)).toBe(
      'Meta Conversions API event for /landing/converts failed: HTTP 500: An unexpected error has occurred. (code 2)',
    );
    expect(warnings.join('\n')).not.toContain(graph.token);
  });
});

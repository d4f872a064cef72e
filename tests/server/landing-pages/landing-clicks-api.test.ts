import { describe, expect, it } from 'vitest';
import { apiTargets } from '../accounts/database-targets';
import { signIn } from '../../support/test-app';
import { useLandingApp } from './support/landing-app';
import { coverImage, formFields, getJson, sendForm, TRACK_URI } from './support/landing-requests';

const CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const ALBUM = 'spotify:album:1DFixLWuPkv3KT3TnV35m3';

describe.each(apiTargets)('landing-page clicks and Meta events on $name', (target) => {
  const context = useLandingApp(target, { randomSeed: 2026 });

  const visit = (url: string, headers: Record<string, string> = {}, remoteAddress = '198.51.100.1') =>
    context.current.app.inject({
      method: 'GET',
      url,
      headers: { 'user-agent': CHROME, ...headers },
      remoteAddress,
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

  it('counts one IP once a day whatever user agent it sends, and a forged consent loop sends Meta one event with a server-signed id', async () => {
    const { app, graph, landing } = context.current;
    const user = await signIn(app);
    await sendForm(
      app,
      user,
      formFields({ slug: 'forged', meta_pixel_id: '777000222', meta_access_token: graph.token }),
      { image: coverImage() },
    );
    const html = (await visit('/landing/forged', { 'cf-ipcountry': 'US' })).body;
    const [, signedId] = /data-event-id="([\w-]+)"/.exec(html)!;
    await landing.settle();
    const before = graph.received.length;
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const response = await visit(
        `/landing/forged/go/spotify?event_id=attacker-chosen-${attempt}`,
        {
          'user-agent': `${CHROME} attempt/${attempt}`,
          'cf-ipcountry': 'FR',
          cookie: 'cookie_consent=accepted',
        },
        '192.0.2.66',
      );
      expect(response.statusCode).toBe(302);
    }
    await landing.settle();
    const sent = graph.received.slice(before);
    expect(sent).toHaveLength(1);
    const eventId = sent[0]!.body.data[0]!.event_id as string;
    expect(eventId).not.toMatch(/attacker/);
    expect(eventId).toMatch(/^[\w-]{38}$/);
    expect(eventId).not.toBe(signedId);

    // A genuine id from the page is kept, for the next visitor.
    await visit(`/landing/forged/go/spotify?event_id=${signedId}`, { 'cf-ipcountry': 'US' }, '192.0.2.67');
    await landing.settle();
    expect(graph.received.at(-1)!.body.data[0]!.event_id).toBe(signedId);

    const stats = (await getJson(app, '/api/landing-pages/forged/stats', user)).json();
    expect(stats.totals.spotify).toBe(2);
  });
});

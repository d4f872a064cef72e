import { describe, expect, it } from 'vitest';
import { apiTargets } from '../accounts/database-targets';
import { signIn } from '../../support/test-app';
import { useLandingApp } from './support/landing-app';
import { coverImage, formFields, sendForm } from './support/landing-requests';
import { mp4, webm } from './support/media-bytes';

const CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

describe.each(apiTargets)('public landing pages on $name', (target) => {
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
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
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
});

import { describe, expect, it } from 'vitest';
import {
  LANDING_AMAZON_MUSIC_URL_MESSAGE,
  LANDING_APPLE_MUSIC_URL_MESSAGE,
  LANDING_YOUTUBE_MUSIC_URL_MESSAGE,
} from '@domain/landing';
import { apiTargets } from '../accounts/database-targets';
import { signIn } from '../../support/test-app';
import { useLandingApp } from './support/landing-app';
import { coverImage, formFields, sendForm } from './support/landing-requests';

const CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

describe.each(apiTargets)('music-service links on $name', (target) => {
  const context = useLandingApp(target);

  const visit = (url: string) =>
    context.current.app.inject({ method: 'GET', url, headers: { 'user-agent': CHROME } });

  it.each([
    [
      'apple_music_urls',
      'https://music.apple.com/gb/album/x/1\r\nSet-Cookie: a=b',
      // The input guard refuses a control character in any field before the link rule reads it.
      'Invalid text in the field "apple_music_urls": control characters are not allowed.',
    ],
    ['apple_music_urls', 'https://music.apple.com/gb/album/x\u2028/1', LANDING_APPLE_MUSIC_URL_MESSAGE],
    [
      'youtube_music_urls',
      'https://www.youtube.com/redirect?q=https://evil.example',
      LANDING_YOUTUBE_MUSIC_URL_MESSAGE,
    ],
    [
      'amazon_music_urls',
      'https://www.amazon.com/gp/redirect.html?location=https://evil.example',
      LANDING_AMAZON_MUSIC_URL_MESSAGE,
    ],
  ])('refuses %s %j with a 400 naming the field', async (field, link, message) => {
    const { app } = context.current;
    const user = await signIn(app);
    const response = await sendForm(
      app,
      user,
      formFields({ slug: `refused-${Date.now()}`, [field]: JSON.stringify([link]) }),
      { image: coverImage() },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: message });
  });

  it('stores links normalised (€ percent-encoded) and redirects to them', async () => {
    const { app } = context.current;
    const user = await signIn(app);
    const created = await sendForm(
      app,
      user,
      formFields({
        slug: 'normalised',
        apple_music_urls: JSON.stringify(['  https://MUSIC.apple.com/gb/album/€uro/1  ']),
      }),
      { image: coverImage() },
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().landing_page.apple_music_urls).toEqual([
      'https://music.apple.com/gb/album/%E2%82%ACuro/1',
    ]);
    const click = await visit('/landing/normalised/go/apple_music');
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe('https://music.apple.com/gb/album/%E2%82%ACuro/1');
  });

  it('never answers 500 for links stored raw before they were checked', async () => {
    const { app, testApp } = context.current;
    const user = await signIn(app);
    await sendForm(app, user, formFields({ slug: 'stored-raw' }), { image: coverImage() });
    await testApp.database.db
      .updateTable('landing_pages')
      .set({
        apple_music_urls: JSON.stringify(['https://music.apple.com/gb/album/€/1']),
        amazon_music_urls: JSON.stringify(['https://music.amazon.com/a\r\nSet-Cookie: x=1']),
        youtube_music_urls: JSON.stringify(['https://music.youtube.com/watch?v=a\u2028b']),
      })
      .where('slug', '=', 'stored-raw')
      .execute();
    const apple = await visit('/landing/stored-raw/go/apple_music');
    expect(apple.statusCode).toBe(302);
    expect(apple.headers.location).toBe('https://music.apple.com/gb/album/%E2%82%AC/1');
    for (const service of ['amazon_music', 'youtube_music']) {
      const response = await visit(`/landing/stored-raw/go/${service}`);
      expect(response.statusCode, service).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    const page = await visit('/landing/stored-raw');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Listen on Apple Music');
    expect(page.body).not.toContain('Listen on Amazon Music');
  });
});

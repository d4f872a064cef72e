import { describe, expect, it } from 'vitest';
import { LANDING_PROPORTIONS_MESSAGE, LANDING_SLUG_FORMAT_MESSAGE } from '@domain/landing';
import { apiTargets } from '../accounts/database-targets';
import { signIn } from '../../support/test-app';
import { useLandingApp } from './support/landing-app';
import { coverImage, formFields, getJson, sendForm, TRACK_URI } from './support/landing-requests';
import { mp4, png, webm } from './support/media-bytes';

describe.each(apiTargets)('landing-pages API on $name', (target) => {
  const context = useLandingApp(target);

  it('refuses anonymous callers with 401 and form posts without the CSRF token with 403', async () => {
    const { app } = context.current;
    for (const url of ['/api/landing-pages', '/api/user-files', '/api/landing-pages/x/stats']) {
      expect((await getJson(app, url)).statusCode, url).toBe(401);
    }
    const user = await signIn(app);
    const response = await sendForm(app, { ...user, headers: { cookie: user.cookie } }, formFields(), {
      image: coverImage(),
    });
    expect(response.statusCode).toBe(403);
    const json = await app.inject({
      method: 'POST',
      url: '/api/landing-pages',
      headers: user.headers,
      payload: { slug: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ success: false, error: 'Send the landing page as multipart/form-data' });
  });

  it('creates a page, lists it and its files, and serves the upload with its sniffed type', async () => {
    const { app } = context.current;
    const user = await signIn(app);
    const created = await sendForm(app, user, formFields({ slug: 'first-drop', meta_access_token: 'tok' }), {
      image: { bytes: png(), filename: 'holiday.exe', type: 'application/x-msdownload' },
      video: { bytes: webm(), filename: 'clip.webm', type: 'video/webm' },
      video_mp4: { bytes: mp4(), filename: 'clip.mp4', type: 'video/mp4' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const page = created.json().landing_page;
    expect(page).toMatchObject({
      slug: 'first-drop',
      url: '/landing/first-drop',
      title: 'Summer launch',
      meta_pixel_id: '1234567890',
      meta_access_token: 'tok',
      spotify_uris: [{ uri: TRACK_URI, proportion: 100 }],
      apple_music_urls: [],
    });
    expect(page.image).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(page.image_url).toBe(`/uploads/${user.userId}/${page.image}`);
    expect(page.video).toMatch(/\.webm$/);
    expect(page.video_mp4).toMatch(/\.mp4$/);

    const list = await getJson(app, '/api/landing-pages', user);
    expect(list.json()).toEqual({ success: true, landing_pages: [page] });
    const files = (await getJson(app, '/api/user-files', user)).json();
    expect(files.images).toEqual([
      {
        name: page.image,
        url: page.image_url,
        content_type: 'image/png',
        size: png().length,
        created_at: page.created_at,
      },
    ]);
    expect(files.videos.map((file: { content_type: string }) => file.content_type).sort()).toEqual([
      'video/mp4',
      'video/webm',
    ]);
    expect((await getJson(app, '/api/landing-pages', await signIn(app))).json().landing_pages).toEqual([]);

    const served = await app.inject({ method: 'GET', url: page.image_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload).toEqual(png());
    const ranged = await app.inject({ method: 'GET', url: page.video_url, headers: { range: 'bytes=0-3' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 0-3/${webm().length}`);
    expect(ranged.headers['content-type']).toBe('video/webm');
    expect(ranged.rawPayload).toEqual(webm().subarray(0, 4));
    for (const bad of [
      `/uploads/${user.userId}/../../etc/passwd`,
      `/uploads/${user.userId}/${'0'.repeat(32)}.png`,
      '/uploads/x/y.png',
    ]) {
      expect((await app.inject({ method: 'GET', url: bad })).statusCode, bad).toBe(404);
    }
  });

  it('applies the slug and proportion rules with the domain messages, and keeps slugs unique', async () => {
    const { app } = context.current;
    const user = await signIn(app);
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ slug: 'Bad Slug!' }, 400, LANDING_SLUG_FORMAT_MESSAGE],
      [
        {
          spotify_uris: JSON.stringify([
            { uri: TRACK_URI, proportion: 60 },
            { uri: TRACK_URI, proportion: 30 },
          ]),
        },
        400,
        LANDING_PROPORTIONS_MESSAGE,
      ],
      [
        {
          spotify_uris: JSON.stringify([
            { uri: TRACK_URI, proportion: '33.5' },
            { uri: TRACK_URI, proportion: 66.5 },
          ]),
        },
        400,
        LANDING_PROPORTIONS_MESSAGE,
      ],
      [
        {
          spotify_uris: JSON.stringify([
            { uri: TRACK_URI, proportion: 120 },
            { uri: TRACK_URI, proportion: -20 },
          ]),
        },
        400,
        LANDING_PROPORTIONS_MESSAGE,
      ],
      [{ spotify_uris: 'not json' }, 400, 'spotify_uris must be a JSON array'],
      [
        { apple_music_urls: '{"a":1}' },
        400,
        'Invalid apple_music_urls: Invalid input: expected array, received object',
      ],
    ];
    for (const [fields, status, error] of cases) {
      const response = await sendForm(app, user, formFields({ slug: 'rules', ...fields }), {
        image: coverImage(),
      });
      expect(response.statusCode, JSON.stringify(fields)).toBe(status);
      expect(response.json()).toEqual({ success: false, error });
    }
    const split = JSON.stringify([
      { uri: TRACK_URI, proportion: '70' },
      { uri: 'spotify:album:1DFixLWuPkv3KT3TnV35m3', proportion: 30 },
    ]);
    const ok = await sendForm(app, user, formFields({ slug: 'rules', spotify_uris: split }), {
      image: coverImage(),
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(
      ok.json().landing_page.spotify_uris.map((entry: { proportion: number }) => entry.proportion),
    ).toEqual([70, 30]);
    const taken = await sendForm(app, await signIn(app), formFields({ slug: 'rules' }), {
      image: coverImage(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ success: false, error: 'A landing page with this slug already exists' });
  });
});

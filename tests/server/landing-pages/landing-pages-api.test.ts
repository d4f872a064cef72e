import { describe, expect, it } from 'vitest';
import {
  LANDING_IMAGE_TOO_LARGE_MESSAGE,
  LANDING_IMAGE_TYPE_MESSAGE,
  LANDING_PROPORTIONS_MESSAGE,
  LANDING_SLUG_FORMAT_MESSAGE,
  LANDING_VIDEO_TOO_LARGE_MESSAGE,
} from '@domain/landing';
import { databaseTargets } from '../accounts/database-targets';
import { signIn } from '../../support/test-app';
import { useLandingApp } from './support/landing-app';
import { coverImage, formFields, getJson, sendForm, TRACK_URI } from './support/landing-requests';
import { elf, mp4, png, webm, windowsExe } from './support/media-bytes';

const MB5 = 5_242_880;
const MB30 = 31_457_280;

describe.each(databaseTargets)('landing-pages API on $name', (target) => {
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

  it('takes an image of exactly 5 MB and refuses 5 MB + 1 byte, and 30 MB + 1 byte videos and fallbacks, with 413', async () => {
    const { app } = context.current;
    const user = await signIn(app);
    const exact = await sendForm(app, user, formFields({ slug: 'exact-limit' }), {
      image: coverImage(png(MB5)),
    });
    expect(exact.statusCode, exact.body).toBe(201);
    const over = await sendForm(app, user, formFields({ slug: 'too-big' }), {
      image: coverImage(png(MB5 + 1)),
    });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ success: false, error: LANDING_IMAGE_TOO_LARGE_MESSAGE });
    expect(over.headers.connection).toBe('close');
    const video = await sendForm(app, user, formFields({ slug: 'too-big' }), {
      image: coverImage(),
      video: { bytes: mp4(MB30 + 1), filename: 'v.mp4', type: 'video/mp4' },
    });
    expect(video.statusCode).toBe(413);
    expect(video.json().error).toBe(LANDING_VIDEO_TOO_LARGE_MESSAGE);
    const fallback = await sendForm(app, user, formFields({ slug: 'too-big' }), {
      image: coverImage(),
      video: { bytes: webm(), filename: 'v.webm', type: 'video/webm' },
      video_mp4: { bytes: mp4(MB30 + 1), filename: 'v.mp4', type: 'video/mp4' },
    });
    expect(fallback.statusCode).toBe(413);
    expect(fallback.json().error).toBe(LANDING_VIDEO_TOO_LARGE_MESSAGE);
    const files = (await getJson(app, '/api/user-files', user)).json();
    expect(files.images).toHaveLength(1);
    expect(files.videos).toEqual([]);
  });

  it('refuses a renamed executable, whatever its name and declared type', async () => {
    const { app } = context.current;
    const user = await signIn(app);
    for (const bytes of [elf(), windowsExe()]) {
      const response = await sendForm(app, user, formFields({ slug: 'sneaky' }), {
        image: coverImage(bytes),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, error: LANDING_IMAGE_TYPE_MESSAGE });
    }
    expect((await getJson(app, '/api/user-files', user)).json()).toEqual({
      success: true,
      images: [],
      videos: [],
    });
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

  it("lets nobody else change, delete or read the stats of a user's page", async () => {
    const { app } = context.current;
    const owner = await signIn(app);
    const stranger = await signIn(app);
    expect(
      (await sendForm(app, owner, formFields({ slug: 'owned' }), { image: coverImage() })).statusCode,
    ).toBe(201);
    const put = await sendForm(app, stranger, formFields({ slug: 'owned', title: 'Hijacked' }), {}, 'owned');
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual({ success: false, error: 'You can only manage your own landing pages' });
    const del = await app.inject({
      method: 'DELETE',
      url: '/api/landing-pages/owned',
      headers: stranger.headers,
    });
    expect(del.statusCode).toBe(403);
    expect((await getJson(app, '/api/landing-pages/owned/stats', stranger)).statusCode).toBe(403);
    expect((await sendForm(app, owner, formFields({ slug: 'missing' }), {}, 'missing')).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/landing-pages/missing', headers: owner.headers }))
        .statusCode,
    ).toBe(404);
    expect((await getJson(app, '/api/landing-pages', owner)).json().landing_pages[0].title).toBe(
      'Summer launch',
    );
    const image = (await getJson(app, '/api/user-files', owner)).json().images[0].name;
    const borrowed = await sendForm(app, stranger, formFields({ slug: 'borrowed', image }));
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().error).toBe('Choose a file from your own uploads');
  });

  it('edits a page: keeps its image when none is sent, renames the slug, swaps the video', async () => {
    const { app } = context.current;
    const user = await signIn(app);
    const created = (
      await sendForm(app, user, formFields({ slug: 'to-edit' }), { image: coverImage() })
    ).json().landing_page;
    const edited = await sendForm(
      app,
      user,
      formFields({
        slug: 'edited',
        title: 'Edited',
        youtube_music_urls: JSON.stringify(['https://music.youtube.com/watch?v=x']),
      }),
      { video: { bytes: mp4(), filename: 'v.mp4', type: 'video/mp4' } },
      'to-edit',
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      success: true,
      message: 'Landing page updated',
      landing_page: {
        id: created.id,
        slug: 'edited',
        title: 'Edited',
        image: created.image,
        created_at: created.created_at,
        youtube_music_urls: ['https://music.youtube.com/watch?v=x'],
      },
    });
    expect(edited.json().landing_page.video).toMatch(/\.mp4$/);
    const again = await sendForm(
      app,
      user,
      formFields({ slug: 'edited', video: edited.json().landing_page.video }),
      {},
      'edited',
    );
    expect(again.json().landing_page.video).toBe(edited.json().landing_page.video);
  });

  it('deletes a page but keeps the files another page uses', async () => {
    const { app } = context.current;
    const user = await signIn(app);
    const first = (
      await sendForm(app, user, formFields({ slug: 'shares-one' }), {
        image: coverImage(),
        video: { bytes: mp4(), filename: 'v.mp4', type: 'video/mp4' },
      })
    ).json().landing_page;
    const second = await sendForm(app, user, formFields({ slug: 'shares-two', image: first.image }));
    expect(second.statusCode, second.body).toBe(201);

    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/landing-pages/shares-one',
      headers: user.headers,
    });
    expect(deleted.json()).toEqual({
      success: true,
      message: 'Landing page deleted',
      removed_files: [first.video],
    });
    expect((await app.inject({ method: 'GET', url: first.image_url })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: first.video_url })).statusCode).toBe(404);
    expect((await getJson(app, '/api/user-files', user)).json()).toMatchObject({
      images: [{ name: first.image }],
      videos: [],
    });

    await app.inject({ method: 'DELETE', url: '/api/landing-pages/shares-two', headers: user.headers });
    expect((await app.inject({ method: 'GET', url: first.image_url })).statusCode).toBe(404);
    expect((await getJson(app, '/api/user-files', user)).json()).toEqual({
      success: true,
      images: [],
      videos: [],
    });
    expect((await getJson(app, '/api/landing-pages', user)).json().landing_pages).toEqual([]);
  });
});

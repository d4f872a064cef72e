import { describe, expect, it } from 'vitest';
import { apiTargets } from '../accounts/database-targets';
import { signIn } from '../../support/test-app';
import { useLandingApp } from './support/landing-app';
import { coverImage, formFields, getJson, sendForm } from './support/landing-requests';
import { mp4 } from './support/media-bytes';

describe.each(apiTargets)('landing-page ownership, edits and deletion on $name', (target) => {
  const context = useLandingApp(target);

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

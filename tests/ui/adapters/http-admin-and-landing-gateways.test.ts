import { describe, expect, it } from 'vitest';
import { HttpAdminGateway } from '@adapters/http/http-admin-gateway';
import { HttpLandingPagesGateway } from '@adapters/http/http-landing-pages-gateway';
import { fakeLandingPage } from '@adapters/fake/landing-fixtures';
import type { LandingPageSubmission } from '@domain/ports/browser/landing-pages-gateway';
import { scriptedApi } from '../support/scripted-api';

/** A client whose transport records each request (`seen`) and answers with `route`. */
function client(route: Parameters<typeof scriptedApi>[0]) {
  const { api, requests } = scriptedApi(route);
  return { api, seen: requests };
}

const submission = (image: LandingPageSubmission['image']): LandingPageSubmission => ({
  slug: 'my-page',
  title: 'My page',
  description: '',
  metaPixelId: '42',
  metaAccessToken: '',
  spotifyUris: [{ uri: 'spotify:track:4uLU6hMCjMI75M1A2tKUQC', proportion: 100 }],
  appleMusicUrls: ['https://music.apple.com/x'],
  amazonMusicUrls: [],
  youtubeMusicUrls: [],
  image,
  video: null,
  videoMp4: null,
});

describe('HttpAdminGateway', () => {
  it('asks for one page of users and deletes by id, with the CSRF header', async () => {
    const page = { success: true, users: [], total: 0, page: 2, limit: 25 };
    const { api, seen } = client(() => ({ status: 200, data: page }));
    const admin = new HttpAdminGateway(api);
    await expect(admin.listUsers(2, 25)).resolves.toEqual({ ok: true, value: page });
    expect([seen[0]?.url, seen[0]?.params]).toEqual(['/admin/users', { page: 2, limit: 25 }]);
    await expect(admin.deleteUser(9)).resolves.toEqual({ ok: true, value: undefined });
    expect([seen[1]?.method, seen[1]?.url, seen[1]?.headers.get('X-CSRF-TOKEN')]).toEqual([
      'delete',
      '/admin/users/9',
      't',
    ]);
  });

  it("carries the server's refusal and its status", async () => {
    const { api } = client(() => ({ status: 400, data: { success: false, error: 'Not yourself.' } }));
    await expect(new HttpAdminGateway(api).deleteUser(1)).resolves.toEqual({
      ok: false,
      error: 'Not yourself.',
      status: 400,
    });
  });
});

describe('HttpLandingPagesGateway', () => {
  it('reads the pages, the file library and the click counts', async () => {
    const stats = { totals: { spotify: 3, apple_music: 0, amazon_music: 0, youtube_music: 0 }, days: [] };
    const { api, seen } = client((config) => {
      if (config.url === '/landing-pages')
        return { status: 200, data: { success: true, landing_pages: [fakeLandingPage()] } };
      if (config.url === '/user-files')
        return { status: 200, data: { success: true, images: [], videos: [] } };
      return { status: 200, data: { success: true, slug: 'a b', ...stats } };
    });
    const gateway = new HttpLandingPagesGateway(api);
    expect(await gateway.list()).toEqual({ ok: true, value: [fakeLandingPage()] });
    expect(await gateway.userFiles()).toEqual({ ok: true, value: { images: [], videos: [] } });
    expect(await gateway.stats('a b')).toEqual({ ok: true, value: stats });
    expect(seen.map((config) => config.url)).toEqual([
      '/landing-pages',
      '/user-files',
      '/landing-pages/a%20b/stats',
    ]);
  });

  it('sends the form as multipart: text fields, JSON-array lists, a file or a library name', async () => {
    const { api, seen } = client(() => ({
      status: 201,
      data: { success: true, landing_page: fakeLandingPage() },
    }));
    const gateway = new HttpLandingPagesGateway(api);
    const cover = new File([new Uint8Array(4)], 'cover.png', { type: 'image/png' });
    await gateway.create(submission({ kind: 'upload', file: cover }));
    const created = seen[0]!;
    expect([created.method, created.url]).toEqual(['post', '/landing-pages']);
    const form = created.data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('slug')).toBe('my-page');
    expect(form.get('meta_pixel_id')).toBe('42');
    expect(JSON.parse(String(form.get('spotify_uris')))).toEqual([
      { uri: 'spotify:track:4uLU6hMCjMI75M1A2tKUQC', proportion: 100 },
    ]);
    expect(JSON.parse(String(form.get('amazon_music_urls')))).toEqual([]);
    expect((form.get('image') as File).name).toBe('cover.png');
    expect(form.has('video')).toBe(false);

    await gateway.update('old-slug', submission({ kind: 'existing', name: 'abc.png' }));
    expect([seen[1]?.method, seen[1]?.url]).toEqual(['put', '/landing-pages/old-slug']);
    expect((seen[1]!.data as FormData).get('image')).toBe('abc.png');
  });

  it("maps axios' upload events to a share of the body sent", async () => {
    const { api, seen } = client(() => ({
      status: 201,
      data: { success: true, landing_page: fakeLandingPage() },
    }));
    const fractions: number[] = [];
    await new HttpLandingPagesGateway(api).create(submission(null), (fraction) => fractions.push(fraction));
    const onUploadProgress = seen[0]!.onUploadProgress!;
    onUploadProgress({ loaded: 5, total: 10, progress: 0.5, bytes: 5, lengthComputable: true });
    onUploadProgress({ loaded: 10, total: 10, bytes: 5, lengthComputable: true });
    onUploadProgress({ loaded: 3, bytes: 3, lengthComputable: false });
    expect(fractions).toEqual([0.5, 1]);
  });

  it('keeps the status of a refused save (413 and 520 read differently)', async () => {
    const { api } = client(() => ({
      status: 413,
      data: { success: false, error: 'Image file size must be less than 5MB' },
    }));
    expect(await new HttpLandingPagesGateway(api).create(submission(null))).toEqual({
      ok: false,
      error: 'Image file size must be less than 5MB',
      status: 413,
    });
  });
});

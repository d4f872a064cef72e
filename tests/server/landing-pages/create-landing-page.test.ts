import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import {
  LANDING_FALLBACK_NOT_MP4_MESSAGE,
  LANDING_FALLBACK_REQUIRED_MESSAGE,
  LANDING_IMAGE_REQUIRED_MESSAGE,
  LANDING_IMAGE_TYPE_MESSAGE,
  LANDING_PROPORTIONS_MESSAGE,
  LANDING_REQUIRED_FIELDS_MESSAGE,
  LANDING_SLUG_FORMAT_MESSAGE,
  LANDING_SPOTIFY_URI_MESSAGE,
  LANDING_VIDEO_TYPE_MESSAGE,
  LANDING_YOUTUBE_MUSIC_URL_MESSAGE,
} from '@domain/landing';
import { createLandingPage } from '@server/landing-pages/use-cases/create-landing-page';
import type { LandingPageForm } from '@server/landing-pages/landing-page-form';
import { listUserFiles } from '@server/landing-pages/use-cases/list-user-files';
import { UNKNOWN_FILE_MESSAGE } from '@server/landing-pages/save-landing-page-form';
import { elf, mp4, png, quicktime, webm } from './support/media-bytes';
import { landingFakes, uploaded } from '../../support/fakes/landing-pages/landing-fakes';
import { successOf } from '../../support/results';
import { aLandingPageForm } from './support/landing-form';

const TRACK = 'spotify:track:4uLU6hMCjMI75M1A2tKUQC';
const ALICE = 1;
const BOB = 2;

const form = aLandingPageForm;

describe('createLandingPage', () => {
  it('stores uploads under generated names in the owner library and saves the page', async () => {
    const fakes = landingFakes();
    const created = await createLandingPage(fakes.saving(), {
      ownerId: ALICE,
      form: form({
        video: { kind: 'upload', file: uploaded(webm(), 'clip.webm') },
        videoMp4: { kind: 'upload', file: uploaded(mp4(), 'clip.mp4') },
        metaAccessToken: '  token  ',
        appleMusicUrls: ['', ' https://music.apple.com/gb/album/x/1 '],
      }),
    });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    const [image, video, fallback] = ['1', '2', '3'].map((n) => n.padStart(32, '0'));
    expect(created.value).toMatchObject({
      ownerId: ALICE,
      image: `${image}.png`,
      video: `${video}.webm`,
      videoMp4: `${fallback}.mp4`,
      metaAccessToken: 'token',
      appleMusicUrls: ['https://music.apple.com/gb/album/x/1'],
      createdAt: fakes.clock.now(),
    });
    expect(await buffer((await fakes.storage.get(`1/${image}.png`))!.body)).toEqual(png());
    const library = await successOf(listUserFiles(fakes, { ownerId: ALICE }));
    expect(library.images.map((file) => [file.name, file.contentType, file.size])).toEqual([
      [`${image}.png`, 'image/png', png().length],
    ]);
    expect(library.videos.map((file) => file.contentType).sort()).toEqual(['video/mp4', 'video/webm']);
    expect(await successOf(listUserFiles(fakes, { ownerId: BOB }))).toEqual({ images: [], videos: [] });
  });

  it.each<[string, Partial<LandingPageForm>, string]>([
    ['no title', { title: ' ' }, LANDING_REQUIRED_FIELDS_MESSAGE],
    ['a bad slug', { slug: 'Summer Launch' }, LANDING_SLUG_FORMAT_MESSAGE],
    ['no image', { image: null }, LANDING_IMAGE_REQUIRED_MESSAGE],
    ['proportions off', { spotifyUris: [{ uri: TRACK, proportion: 60 }] }, LANDING_PROPORTIONS_MESSAGE],
    [
      'fractional proportions',
      {
        spotifyUris: [
          { uri: TRACK, proportion: 50.5 },
          { uri: TRACK, proportion: 49.5 },
        ],
      },
      LANDING_PROPORTIONS_MESSAGE,
    ],
    [
      'a bad Spotify URI',
      { spotifyUris: [{ uri: 'spotify:track:nope', proportion: 100 }] },
      LANDING_SPOTIFY_URI_MESSAGE,
    ],
    [
      'a bad YouTube link',
      { youtubeMusicUrls: ['https://example.com/watch'] },
      LANDING_YOUTUBE_MUSIC_URL_MESSAGE,
    ],
    [
      'an executable named cover.png',
      { image: { kind: 'upload', file: uploaded(elf(), 'cover.png') } },
      LANDING_IMAGE_TYPE_MESSAGE,
    ],
    [
      'a video as the image',
      { image: { kind: 'upload', file: uploaded(mp4(), 'cover.png') } },
      LANDING_IMAGE_TYPE_MESSAGE,
    ],
    [
      'a QuickTime video',
      { video: { kind: 'upload', file: uploaded(quicktime(), 'clip.mp4') } },
      LANDING_VIDEO_TYPE_MESSAGE,
    ],
    [
      'a WebM alone',
      { video: { kind: 'upload', file: uploaded(webm(), 'clip.webm') } },
      LANDING_FALLBACK_REQUIRED_MESSAGE,
    ],
    [
      'a WebM with a WebM fallback named .mp4',
      {
        video: { kind: 'upload', file: uploaded(webm()) },
        videoMp4: { kind: 'upload', file: uploaded(webm(), 'clip.mp4') },
      },
      LANDING_FALLBACK_NOT_MP4_MESSAGE,
    ],
  ])('refuses %s with the domain message and stores nothing', async (_case, overrides, message) => {
    const fakes = landingFakes();
    const created = await createLandingPage(fakes.saving(), { ownerId: ALICE, form: form(overrides) });
    expect(created).toEqual({ ok: false, error: { kind: 'invalid', message } });
    expect(fakes.storage.objects.size).toBe(0);
    expect(fakes.files.files).toEqual([]);
  });

  it("uses library files by name, only the owner's own and of the right kind", async () => {
    const fakes = landingFakes();
    const first = await createLandingPage(fakes.saving(), {
      ownerId: ALICE,
      form: form({ slug: 'first', video: { kind: 'upload', file: uploaded(mp4()) } }),
    });
    if (!first.ok) throw new Error('setup failed');
    const image = { kind: 'existing' as const, name: first.value.image! };
    const reused = await createLandingPage(fakes.saving(), {
      ownerId: ALICE,
      form: form({ slug: 'second', image }),
    });
    expect(reused).toMatchObject({ ok: true, value: { image: first.value.image } });
    expect(fakes.files.files).toHaveLength(2);
    for (const [owner, overrides] of [
      [BOB, { image }],
      [ALICE, { image: { kind: 'existing' as const, name: first.value.video! } }],
      [ALICE, { image: { kind: 'existing' as const, name: '../../etc/passwd.png' } }],
    ] as const) {
      expect(
        await createLandingPage(fakes.saving(), {
          ownerId: owner,
          form: form({ slug: 'third', ...overrides }),
        }),
      ).toEqual({
        ok: false,
        error: { kind: 'invalid', message: UNKNOWN_FILE_MESSAGE },
      });
    }
  });

  it('refuses a slug already taken by anyone, before storing the uploads', async () => {
    const fakes = landingFakes();
    await createLandingPage(fakes.saving(), { ownerId: ALICE, form: form() });
    const objects = fakes.storage.objects.size;
    expect(await createLandingPage(fakes.saving(), { ownerId: BOB, form: form() })).toEqual({
      ok: false,
      error: { kind: 'slug_taken' },
    });
    expect(fakes.storage.objects.size).toBe(objects);
  });
});

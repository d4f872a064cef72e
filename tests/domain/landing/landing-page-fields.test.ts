import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LANDING_AMAZON_MUSIC_URL_MESSAGE,
  LANDING_FALLBACK_NOT_MP4_MESSAGE,
  LANDING_FALLBACK_REQUIRED_MESSAGE,
  LANDING_IMAGE_REQUIRED_MESSAGE,
  LANDING_IMAGE_TOO_LARGE_MESSAGE,
  LANDING_PROPORTIONS_MESSAGE,
  LANDING_REQUIRED_FIELDS_MESSAGE,
  LANDING_SLUG_FORMAT_MESSAGE,
  LANDING_SPOTIFY_URI_MESSAGE,
  LANDING_VIDEO_TOO_LARGE_MESSAGE,
  LANDING_VIDEO_TYPE_MESSAGE,
  type LandingFileChoice,
  type LandingPageDraft,
  landingPageProblem,
  landingPageProblems,
  LANDING_APPLE_MUSIC_URL_MESSAGE,
  suggestSlug,
  LANDING_SLUG_PATTERN,
  VIDEO_LIMIT_BYTES,
} from '@domain/landing';

const upload = (name: string, size: number, type: string): LandingFileChoice => ({
  kind: 'upload',
  name,
  size,
  type,
});
const TRACK = `spotify:track:${'a'.repeat(22)}`;
const valid: LandingPageDraft = {
  mode: 'create',
  slug: 'summer-launch',
  title: 'Summer launch',
  metaPixelId: '1234567890',
  image: upload('cover.jpg', 1000, 'image/jpeg'),
  video: null,
  fallbackVideo: null,
  spotifyUris: [],
};

describe('landingPageProblem: which fields each message is about', () => {
  it.each<[Partial<LandingPageDraft>, string, string[]]>([
    [{ slug: ' ', metaPixelId: '' }, LANDING_REQUIRED_FIELDS_MESSAGE, ['slug', 'metaPixelId']],
    [{ slug: 'Bad Slug' }, LANDING_SLUG_FORMAT_MESSAGE, ['slug']],
    [{ image: null }, LANDING_IMAGE_REQUIRED_MESSAGE, ['image']],
    [
      {
        spotifyUris: [
          { uri: TRACK, proportion: 50 },
          { uri: '', proportion: 10 },
          { uri: TRACK, proportion: 20 },
        ],
      },
      LANDING_PROPORTIONS_MESSAGE,
      ['spotifyProportions.0', 'spotifyProportions.2'],
    ],
    [
      {
        spotifyUris: [
          { uri: TRACK, proportion: 50 },
          { uri: 'spotify:show:x', proportion: 50 },
        ],
      },
      LANDING_SPOTIFY_URI_MESSAGE,
      ['spotifyUris.1'],
    ],
    [
      { amazonMusicUrls: ['', 'https://music.amazon.com/albums/1', 'https://example.com/x'] },
      LANDING_AMAZON_MUSIC_URL_MESSAGE,
      ['amazonMusicUrls.2'],
    ],
    [{ image: upload('big.png', 6_000_000, 'image/png') }, LANDING_IMAGE_TOO_LARGE_MESSAGE, ['image']],
    [
      {
        video: upload('clip.mp4', 10, 'video/mp4'),
        fallbackVideo: upload('f.mp4', VIDEO_LIMIT_BYTES + 1, 'video/mp4'),
      },
      LANDING_VIDEO_TOO_LARGE_MESSAGE,
      ['fallbackVideo'],
    ],
    [{ video: upload('clip.avi', 10, 'video/x-msvideo') }, LANDING_VIDEO_TYPE_MESSAGE, ['video']],
    [{ video: upload('clip.webm', 10, 'video/webm') }, LANDING_FALLBACK_REQUIRED_MESSAGE, ['fallbackVideo']],
    [
      { video: upload('clip.webm', 10, 'video/webm'), fallbackVideo: { kind: 'existing', name: 'f.webm' } },
      LANDING_FALLBACK_NOT_MP4_MESSAGE,
      ['fallbackVideo'],
    ],
  ])('%j: %s', (change, message, fields) => {
    expect(landingPageProblem({ ...valid, ...change })).toEqual({ message, fields });
  });

  it('is null for a valid draft', () => {
    expect(landingPageProblem(valid)).toBeNull();
  });
});

describe('landingPageProblems: every failing check at once, so the form shows each beside its field', () => {
  it('lists each problem once, in the order of landingPageProblem (whose first it is)', () => {
    const draft: LandingPageDraft = {
      ...valid,
      title: '',
      slug: 'Bad Slug',
      image: null,
      video: upload('clip.webm', VIDEO_LIMIT_BYTES + 1, 'video/webm'),
      spotifyUris: [{ uri: TRACK, proportion: 40 }],
      appleMusicUrls: ['https://example.com/x'],
    };
    const problems = landingPageProblems(draft);
    expect(problems).toEqual([
      { message: LANDING_REQUIRED_FIELDS_MESSAGE, fields: ['title'] },
      { message: LANDING_SLUG_FORMAT_MESSAGE, fields: ['slug'] },
      { message: LANDING_IMAGE_REQUIRED_MESSAGE, fields: ['image'] },
      { message: LANDING_PROPORTIONS_MESSAGE, fields: ['spotifyProportions.0'] },
      { message: LANDING_APPLE_MUSIC_URL_MESSAGE, fields: ['appleMusicUrls.0'] },
      { message: LANDING_VIDEO_TOO_LARGE_MESSAGE, fields: ['video'] },
      { message: LANDING_FALLBACK_REQUIRED_MESSAGE, fields: ['fallbackVideo'] },
    ]);
    expect(landingPageProblem(draft)).toEqual(problems[0]);
    expect(landingPageProblems(valid)).toEqual([]);
  });

  it('does not call a missing slug badly shaped too', () => {
    expect(landingPageProblems({ ...valid, slug: '' })).toEqual([
      { message: LANDING_REQUIRED_FIELDS_MESSAGE, fields: ['slug'] },
    ]);
  });
});

describe('suggestSlug', () => {
  it.each([
    ['Midnight Signals — out now!', 'midnight-signals-out-now'],
    ['  Café Été 2026 ', 'cafe-ete-2026'],
    ['***', ''],
    ['x'.repeat(80), 'x'.repeat(60)],
  ])('%s → %s', (title, slug) => {
    expect(suggestSlug(title)).toBe(slug);
  });

  it('always suggests a slug the rules accept, or nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (title) => {
        const slug = suggestSlug(title);
        expect(slug === '' || LANDING_SLUG_PATTERN.test(slug)).toBe(true);
        expect(slug.length).toBeLessThanOrEqual(60);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IMAGE_LIMIT_BYTES,
  LANDING_DELETE_CONFIRMATION,
  LANDING_FALLBACK_NOT_MP4_MESSAGE,
  LANDING_FALLBACK_REQUIRED_MESSAGE,
  LANDING_IMAGE_REQUIRED_MESSAGE,
  LANDING_IMAGE_TOO_LARGE_MESSAGE,
  LANDING_PROPORTIONS_MESSAGE,
  LANDING_REQUIRED_FIELDS_MESSAGE,
  LANDING_SLUG_FORMAT_MESSAGE,
  LANDING_VIDEO_TOO_LARGE_MESSAGE,
  type LandingFileChoice,
  type LandingPageDraft,
  VIDEO_LIMIT_BYTES,
  validateLandingPage,
} from '@domain/landing';

const upload = (name: string, size: number, type: string): LandingFileChoice => ({
  kind: 'upload',
  name,
  size,
  type,
});
const image = upload('cover.jpg', 1000, 'image/jpeg');
const valid: LandingPageDraft = {
  mode: 'create',
  slug: 'summer-launch',
  title: 'Summer launch',
  metaPixelId: '1234567890',
  image,
  video: null,
  fallbackVideo: null,
  spotifyUris: [],
};

describe('validateLandingPage (docs/product.md §5)', () => {
  it('keeps documented limits and messages', () => {
    expect(IMAGE_LIMIT_BYTES).toBe(5242880);
    expect(VIDEO_LIMIT_BYTES).toBe(31457280);
    expect(LANDING_PROPORTIONS_MESSAGE).toBe('Spotify URI proportions must sum to 100');
    expect(LANDING_IMAGE_TOO_LARGE_MESSAGE).toBe('Image file size must be less than 5MB');
    expect(LANDING_VIDEO_TOO_LARGE_MESSAGE).toBe('Video file size must be less than 30MB');
    expect(LANDING_FALLBACK_REQUIRED_MESSAGE).toBe('Please provide an MP4 fallback video for WebM format');
    expect(LANDING_FALLBACK_NOT_MP4_MESSAGE).toBe('Fallback file must be MP4 format');
    expect(LANDING_DELETE_CONFIRMATION).toBe(
      'Are you sure you want to delete this landing page? This action cannot be undone.',
    );
  });

  it('accepts a complete draft', () => {
    expect(validateLandingPage(valid)).toBeNull();
    const rich: LandingPageDraft = {
      ...valid,
      video: upload('clip.webm', VIDEO_LIMIT_BYTES, 'video/webm'),
      fallbackVideo: { kind: 'existing', name: 'clip.mp4' },
      spotifyUris: [
        { uri: `spotify:track:${'a'.repeat(22)}`, proportion: 33 },
        { uri: `https://open.spotify.com/intl-de/album/${'b'.repeat(22)}?si=x`, proportion: 33 },
        { uri: `spotify:playlist:${'c'.repeat(22)}`, proportion: 34 },
        { uri: '  ', proportion: 0 },
      ],
    };
    expect(validateLandingPage(rich)).toBeNull();
  });

  it.each<[Partial<LandingPageDraft>, string]>([
    [{ slug: '' }, 'Slug, title and Meta Pixel ID are required'],
    [{ title: '  ' }, 'Slug, title and Meta Pixel ID are required'],
    [{ metaPixelId: '' }, 'Slug, title and Meta Pixel ID are required'],
    [{ slug: 'Summer Launch!' }, LANDING_SLUG_FORMAT_MESSAGE],
    [{ image: null }, LANDING_IMAGE_REQUIRED_MESSAGE],
    [
      { spotifyUris: [{ uri: 'spotify:track:a', proportion: 90 }] },
      'Spotify URI proportions must sum to 100',
    ],
    [
      {
        spotifyUris: [
          { uri: 'spotify:track:a', proportion: 120 },
          { uri: 'spotify:track:b', proportion: -20 },
        ],
      },
      'Spotify URI proportions must sum to 100',
    ],
    [
      { image: upload('big.png', IMAGE_LIMIT_BYTES + 1, 'image/png') },
      'Image file size must be less than 5MB',
    ],
    [
      { video: upload('big.mp4', VIDEO_LIMIT_BYTES + 1, 'video/mp4') },
      'Video file size must be less than 30MB',
    ],
    [
      {
        video: upload('a.webm', 10, 'video/webm'),
        fallbackVideo: upload('b.mp4', VIDEO_LIMIT_BYTES + 1, 'video/mp4'),
      },
      'Video file size must be less than 30MB',
    ],
    [{ video: upload('a.webm', 10, 'video/webm') }, 'Please provide an MP4 fallback video for WebM format'],
    [
      { video: { kind: 'existing', name: 'old.WEBM' } },
      'Please provide an MP4 fallback video for WebM format',
    ],
    [
      { video: upload('a.webm', 10, 'video/webm'), fallbackVideo: upload('b.mov', 10, 'video/quicktime') },
      'Fallback file must be MP4 format',
    ],
  ])('%j gives %s', (change, message) => {
    expect(validateLandingPage({ ...valid, ...change })).toBe(message);
  });

  it('lets an edit keep its existing image and files already on the server skip size checks', () => {
    expect(validateLandingPage({ ...valid, mode: 'edit', image: null })).toBeNull();
    expect(validateLandingPage({ ...valid, image: { kind: 'existing', name: 'huge.png' } })).toBeNull();
    expect(
      validateLandingPage({ ...valid, image: upload('exact.png', IMAGE_LIMIT_BYTES, 'image/png') }),
    ).toBeNull();
  });

  it('reports the first broken rule in documented order', () => {
    const imageStates = {
      ok: { image, breaks: null },
      missing: { image: null, breaks: LANDING_IMAGE_REQUIRED_MESSAGE },
      tooLarge: {
        image: upload('i.png', IMAGE_LIMIT_BYTES + 1, 'image/png'),
        breaks: LANDING_IMAGE_TOO_LARGE_MESSAGE,
      },
    };
    const webm = upload('v.webm', 1, 'video/webm');
    const videoStates = {
      none: { video: null, fallbackVideo: null, breaks: null },
      mp4: { video: upload('v.mp4', 1, 'video/mp4'), fallbackVideo: null, breaks: null },
      tooLarge: {
        video: upload('v.mp4', VIDEO_LIMIT_BYTES + 1, 'video/mp4'),
        fallbackVideo: null,
        breaks: LANDING_VIDEO_TOO_LARGE_MESSAGE,
      },
      webmAlone: { video: webm, fallbackVideo: null, breaks: LANDING_FALLBACK_REQUIRED_MESSAGE },
      webmWithMov: {
        video: webm,
        fallbackVideo: upload('f.mov', 1, 'video/quicktime'),
        breaks: LANDING_FALLBACK_NOT_MP4_MESSAGE,
      },
      webmWithBigMp4: {
        video: webm,
        fallbackVideo: upload('f.mp4', VIDEO_LIMIT_BYTES + 1, ''),
        breaks: LANDING_VIDEO_TOO_LARGE_MESSAGE,
      },
      webmWithMp4: { video: webm, fallbackVideo: upload('f.mp4', 1, ''), breaks: null },
    };
    const draft = fc.record({
      fieldsMissing: fc.boolean(),
      slugMalformed: fc.boolean(),
      proportionsOff: fc.boolean(),
      image: fc.constantFrom(...Object.values(imageStates)),
      video: fc.constantFrom(...Object.values(videoStates)),
    });
    fc.assert(
      fc.property(draft, (d) => {
        const input: LandingPageDraft = {
          ...valid,
          title: d.fieldsMissing ? '' : valid.title,
          slug: d.slugMalformed ? 'Bad Slug' : valid.slug,
          spotifyUris: d.proportionsOff ? [{ uri: `spotify:track:${'x'.repeat(22)}`, proportion: 50 }] : [],
          image: d.image.image,
          video: d.video.video,
          fallbackVideo: d.video.fallbackVideo,
        };
        // docs/product.md §5 order: required fields, (slug shape), image on create, proportions, image size, video rules.
        const imageMissing = d.image.breaks === LANDING_IMAGE_REQUIRED_MESSAGE;
        const inOrder = [
          d.fieldsMissing ? LANDING_REQUIRED_FIELDS_MESSAGE : null,
          d.slugMalformed ? LANDING_SLUG_FORMAT_MESSAGE : null,
          imageMissing ? d.image.breaks : null,
          d.proportionsOff ? LANDING_PROPORTIONS_MESSAGE : null,
          imageMissing ? null : d.image.breaks,
          d.video.breaks,
        ];
        expect(validateLandingPage(input)).toBe(inOrder.find((message) => message !== null) ?? null);
      }),
      { numRuns: 500 },
    );
  });
});

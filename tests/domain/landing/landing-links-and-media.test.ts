import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isServiceUrl,
  LANDING_AMAZON_MUSIC_URL_MESSAGE,
  LANDING_APPLE_MUSIC_URL_MESSAGE,
  LANDING_FALLBACK_NOT_MP4_MESSAGE,
  LANDING_IMAGE_TYPE_MESSAGE,
  LANDING_PROPORTIONS_MESSAGE,
  LANDING_SPOTIFY_URI_MESSAGE,
  LANDING_VIDEO_TYPE_MESSAGE,
  LANDING_YOUTUBE_MUSIC_URL_MESSAGE,
  type LandingFileChoice,
  type LandingPageDraft,
  pickWeighted,
  spotifyDestination,
  validateLandingPage,
} from '@domain/landing';

const ID = '4uLU6hMCjMI75M1A2tKUQC';
const upload = (name: string, type: string, size = 10): LandingFileChoice => ({
  kind: 'upload',
  name,
  size,
  type,
});
const valid: LandingPageDraft = {
  mode: 'create',
  slug: 'launch',
  title: 'Launch',
  metaPixelId: '123',
  image: upload('cover.png', 'image/png'),
  video: null,
  fallbackVideo: null,
  spotifyUris: [],
};

describe('landing-page service links', () => {
  it('turns Spotify URIs and links into open.spotify.com destinations', () => {
    expect(spotifyDestination(`spotify:track:${ID}`)).toBe(`https://open.spotify.com/track/${ID}`);
    expect(spotifyDestination(`https://open.spotify.com/intl-fr/album/${ID}?si=1`)).toBe(
      `https://open.spotify.com/album/${ID}`,
    );
    for (const bad of [
      'spotify:track:',
      'spotify:show:abc',
      'https://spotify.link/abc',
      'javascript:alert(1)',
    ]) {
      expect(spotifyDestination(bad), bad).toBeNull();
    }
  });

  it('accepts only https links on each service own site', () => {
    expect(isServiceUrl('apple_music', 'https://music.apple.com/gb/album/x/1')).toBe(true);
    expect(isServiceUrl('amazon_music', 'https://music.amazon.co.uk/albums/B0')).toBe(true);
    expect(isServiceUrl('youtube_music', 'https://music.youtube.com/watch?v=a')).toBe(true);
    expect(isServiceUrl('youtube_music', 'https://youtu.be/a')).toBe(true);
    for (const bad of [
      'http://music.apple.com/gb/album/x/1',
      'https://music.apple.com.evil.example/x',
      'https://user:pw@music.apple.com/x',
      'https://music.apple.com:8443/x',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(isServiceUrl('apple_music', bad), bad).toBe(false);
    }
  });

  it.each<[Partial<LandingPageDraft>, string]>([
    [{ spotifyUris: [{ uri: 'spotify:track:short', proportion: 100 }] }, LANDING_SPOTIFY_URI_MESSAGE],
    [{ appleMusicUrls: ['https://evil.example/x'] }, LANDING_APPLE_MUSIC_URL_MESSAGE],
    [{ amazonMusicUrls: ['ftp://music.amazon.com/x'] }, LANDING_AMAZON_MUSIC_URL_MESSAGE],
    [{ youtubeMusicUrls: ['https://vimeo.com/1'] }, LANDING_YOUTUBE_MUSIC_URL_MESSAGE],
    [
      {
        spotifyUris: [
          { uri: `spotify:track:${ID}`, proportion: 99.5 },
          { uri: `spotify:album:${ID}`, proportion: 0.5 },
        ],
      },
      LANDING_PROPORTIONS_MESSAGE,
    ],
    [{ image: upload('cover.png', 'application/octet-stream') }, LANDING_IMAGE_TYPE_MESSAGE],
    [{ image: upload('cover.png', 'application/x-msdownload') }, LANDING_IMAGE_TYPE_MESSAGE],
    [{ video: upload('clip.mp4', 'video/quicktime') }, LANDING_VIDEO_TYPE_MESSAGE],
    [
      { video: upload('clip.bin', 'video/webm'), fallbackVideo: upload('f.mp4', 'application/octet-stream') },
      LANDING_FALLBACK_NOT_MP4_MESSAGE,
    ],
  ])('%j gives %s', (change, message) => {
    expect(validateLandingPage({ ...valid, ...change })).toBe(message);
  });

  it('ignores blank rows and accepts whole-number splits summing to 100', () => {
    const draft: LandingPageDraft = {
      ...valid,
      spotifyUris: [
        { uri: `spotify:track:${ID}`, proportion: 70 },
        { uri: `spotify:artist:${ID}`, proportion: 30 },
        { uri: ' ', proportion: 5 },
      ],
      appleMusicUrls: ['', 'https://music.apple.com/us/album/a/1'],
      amazonMusicUrls: [' '],
      youtubeMusicUrls: ['https://www.youtube.com/watch?v=b'],
    };
    expect(validateLandingPage(draft)).toBeNull();
  });

  it('trusts the upload type over the file name (the server passes the sniffed type)', () => {
    expect(validateLandingPage({ ...valid, image: upload('photo.exe', 'image/jpeg') })).toBeNull();
    expect(validateLandingPage({ ...valid, image: upload('photo.png', '') })).toBeNull();
    expect(validateLandingPage({ ...valid, image: upload('photo.exe', '') })).toBe(
      LANDING_IMAGE_TYPE_MESSAGE,
    );
  });
});

describe('pickWeighted', () => {
  const options = [
    { value: 'a', weight: 70 },
    { value: 'b', weight: 0 },
    { value: 'c', weight: 30 },
  ];

  it('maps the random number onto cumulative weights and never picks a zero weight', () => {
    expect(pickWeighted(options, 0)).toBe('a');
    expect(pickWeighted(options, 0.6999)).toBe('a');
    expect(pickWeighted(options, 0.7)).toBe('c');
    expect(pickWeighted(options, 0.9999)).toBe('c');
    expect(pickWeighted([], 0.5)).toBeNull();
    expect(
      pickWeighted(
        [
          { value: 'x', weight: 0 },
          { value: 'y', weight: 0 },
        ],
        0.75,
      ),
    ).toBe('y');
  });

  it('picks each option for exactly its share of evenly spread random numbers', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 6 }), (weights) => {
        fc.pre(weights.some((weight) => weight > 0));
        const total = weights.reduce((sum, weight) => sum + weight, 0);
        const counts = new Array<number>(weights.length).fill(0);
        for (let step = 0; step < total; step += 1) {
          const index = pickWeighted(
            weights.map((weight, value) => ({ value, weight })),
            (step + 0.5) / total,
          )!;
          counts[index]! += 1;
        }
        expect(counts).toEqual(weights);
      }),
    );
  });
});

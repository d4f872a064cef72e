import type { LandingPageForm } from '@server/landing-pages/landing-page-form';
import { uploaded } from '../../../support/fakes/landing-pages/landing-fakes';
import { png } from './media-bytes';

/** A valid create form (one Spotify track at 100 %, a PNG cover, no video), with `overrides`. */
export const aLandingPageForm = (overrides: Partial<LandingPageForm> = {}): LandingPageForm => ({
  slug: 'summer-launch',
  title: 'Summer launch',
  description: '',
  metaPixelId: '1234567890',
  metaAccessToken: '',
  spotifyUris: [{ uri: 'spotify:track:4uLU6hMCjMI75M1A2tKUQC', proportion: 100 }],
  appleMusicUrls: [],
  amazonMusicUrls: [],
  youtubeMusicUrls: [],
  image: { kind: 'upload', file: uploaded(png(), 'cover.png') },
  video: null,
  videoMp4: null,
  ...overrides,
});

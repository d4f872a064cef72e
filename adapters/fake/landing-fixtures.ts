import type { LandingClickStats, LandingPageRecord, UserFile } from '@domain/landing';

// A cover drawn inline, so the static demo shows an image without any server.
const COVER_URL = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0e1a2f"/>' +
    '<circle cx="32" cy="32" r="18" fill="#1db954"/><circle cx="32" cy="32" r="5" fill="#0e1a2f"/></svg>',
)}`;

const COVER: UserFile = {
  name: 'demo-cover.svg',
  url: COVER_URL,
  content_type: 'image/svg+xml',
  size: 412,
  created_at: '2024-05-01T09:00:00.000Z',
};

/** The fake user's file library: one cover image, no videos. */
export function fakeLandingLibrary(): { images: UserFile[]; videos: UserFile[] } {
  return { images: [COVER], videos: [] };
}

/** The fake user's one landing page. */
export function fakeLandingPage(): LandingPageRecord {
  return {
    id: 1,
    slug: 'demo-release',
    url: '/landing/demo-release',
    title: 'Midnight Signals — out now',
    description: 'The new single, on every service.',
    image: COVER.name,
    image_url: COVER.url,
    video: null,
    video_url: null,
    video_mp4: null,
    video_mp4_url: null,
    meta_pixel_id: '123456789012345',
    meta_access_token: null,
    spotify_uris: [
      { uri: 'spotify:track:4uLU6hMCjMI75M1A2tKUQC', proportion: 70 },
      { uri: 'spotify:album:1DFixLWuPkv3KT3TnV35m3', proportion: 30 },
    ],
    apple_music_urls: ['https://music.apple.com/gb/album/midnight-signals/1'],
    amazon_music_urls: [],
    youtube_music_urls: ['https://music.youtube.com/watch?v=demo'],
    created_at: '2024-05-01T09:05:00.000Z',
    updated_at: '2024-05-01T09:05:00.000Z',
  };
}

/** A week of clicks for the demo page (or `scale` 0: none). */
export function fakeClickStats(scale = 1): LandingClickStats {
  const days = [12, 30, 18, 25, 9, 14, 21].map((spotify, index) => ({
    date: `2024-05-0${index + 2}`,
    clicks: {
      spotify: spotify * scale,
      apple_music: (index % 3) * scale,
      amazon_music: 0,
      youtube_music: (index % 2) * scale,
    },
  }));
  const totals = { spotify: 0, apple_music: 0, amazon_music: 0, youtube_music: 0 };
  for (const day of days) {
    for (const service of Object.keys(totals) as Array<keyof typeof totals>)
      totals[service] += day.clicks[service];
  }
  return { totals, days: scale === 0 ? [] : days };
}

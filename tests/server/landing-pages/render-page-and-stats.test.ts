import { describe, expect, it } from 'vitest';
import type { LandingPageContent } from '@server/landing-pages/ports';
import { getClickStats } from '@server/landing-pages/use-cases/get-click-stats';
import { renderPublicPage } from '@server/landing-pages/use-cases/render-public-page';
import { landingFakes } from '../../support/fakes/landing-pages/landing-fakes';
import { pageContent } from './support/landing-stores';

async function withPage(content: Partial<LandingPageContent> = {}) {
  const fakes = landingFakes();
  await fakes.pages.create(1, pageContent({ slug: 'drop', ...content }), fakes.clock.now());
  return fakes;
}

describe('renderPublicPage', () => {
  it('shows one button per service with links, each with its own event id signed for the page and day', async () => {
    const fakes = await withPage({
      youtubeMusicUrls: ['https://music.youtube.com/watch?v=a'],
      video: `${'b'.repeat(32)}.webm`,
      videoMp4: `${'c'.repeat(32)}.mp4`,
    });
    const view = await renderPublicPage(
      { pages: fakes.pages, eventIds: fakes.clicking().eventIds, clock: fakes.clock },
      {
        slug: 'drop',
        visitor: {
          consentCookie: null,
          location: { country: 'US', subdivision: 'TX' },
        },
      },
    );
    expect(view).toEqual({
      ok: true,
      value: {
        slug: 'drop',
        title: 'Summer launch',
        description: 'New single out now',
        imageKey: `1/${'a'.repeat(32)}.png`,
        videoKey: `1/${'b'.repeat(32)}.webm`,
        videoType: 'video/webm',
        videoMp4Key: `1/${'c'.repeat(32)}.mp4`,
        pixel: { pixelId: '1234567890', consent: 'granted' },
        buttons: [
          { service: 'spotify', label: 'Spotify', eventId: 'signed-1-2026-05-01-1' },
          { service: 'youtube_music', label: 'YouTube Music', eventId: 'signed-1-2026-05-01-2' },
        ],
      },
    });
  });

  it('asks where consent is needed, drops the pixel when declined, 404s unknown slugs', async () => {
    const fakes = await withPage();
    const deps = { pages: fakes.pages, eventIds: fakes.clicking().eventIds, clock: fakes.clock };
    const pixelFor = async (consentCookie: 'accepted' | 'declined' | null, country: string | null) => {
      const view = await renderPublicPage(deps, {
        slug: 'drop',
        visitor: {
          consentCookie,
          location: { country, subdivision: null },
        },
      });
      return view.ok ? view.value.pixel : 'missing';
    };
    expect(await pixelFor(null, 'GB')).toEqual({ pixelId: '1234567890', consent: 'ask' });
    expect(await pixelFor(null, null)).toEqual({ pixelId: '1234567890', consent: 'ask' });
    expect(await pixelFor('accepted', 'GB')).toEqual({ pixelId: '1234567890', consent: 'granted' });
    expect(await pixelFor('declined', 'US')).toBeNull();
    expect(
      await renderPublicPage(deps, {
        slug: 'nope',
        visitor: {
          consentCookie: null,
          location: { country: null, subdivision: null },
        },
      }),
    ).toEqual({ ok: false, error: 'not_found' });
  });
});

describe('getClickStats', () => {
  it('is for the owner only', async () => {
    const fakes = await withPage();
    expect(await getClickStats(fakes, { ownerId: 2, slug: 'drop' })).toEqual({
      ok: false,
      error: 'forbidden',
    });
    expect(await getClickStats(fakes, { ownerId: 1, slug: 'nope' })).toEqual({
      ok: false,
      error: 'not_found',
    });
  });
});

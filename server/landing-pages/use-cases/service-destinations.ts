import { LANDING_SERVICES, type LandingService, pickWeighted, spotifyDestination } from '@domain/landing';
import type { LandingPage } from '../ports';

/** The services a page has a button for, in display order. */
export function servicesOf(page: LandingPage): LandingService[] {
  return LANDING_SERVICES.filter((service) => destinationsOf(page, service).length > 0);
}

/** Where a service's button may lead, with weights: Spotify by its proportions, the others evenly. */
export function destinationsOf(
  page: LandingPage,
  service: LandingService,
): Array<{ value: string; weight: number }> {
  if (service === 'spotify') {
    return page.spotifyUris.flatMap((entry) => {
      const url = spotifyDestination(entry.uri);
      return url ? [{ value: url, weight: entry.proportion }] : [];
    });
  }
  const urls = {
    apple_music: page.appleMusicUrls,
    amazon_music: page.amazonMusicUrls,
    youtube_music: page.youtubeMusicUrls,
  }[service];
  return urls.map((url) => ({ value: url, weight: 1 }));
}

/** One destination for this visit: a weighted random choice from `random` in [0, 1). */
export function chooseDestination(page: LandingPage, service: LandingService, random: number): string | null {
  return pickWeighted(destinationsOf(page, service), random);
}

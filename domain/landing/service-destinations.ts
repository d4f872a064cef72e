import { LANDING_SERVICES, type LandingService, spotifyDestination } from './landing-services';
import { pickWeighted } from './pick-weighted';
import { normaliseServiceLink } from './service-links';

/** Where a landing page's buttons may lead: its Spotify URIs with their shares, and the other links. */
export interface LandingDestinations {
  readonly spotifyUris: ReadonlyArray<{ readonly uri: string; readonly proportion: number }>;
  readonly appleMusicUrls: readonly string[];
  readonly amazonMusicUrls: readonly string[];
  readonly youtubeMusicUrls: readonly string[];
}

/** The services a page has a button for, in display order. */
export function servicesOf(page: LandingDestinations): LandingService[] {
  return LANDING_SERVICES.filter((service) => destinationsOf(page, service).length > 0);
}

/**
 * Where a service's button may lead, with weights: Spotify by its proportions, the others evenly.
 * Links pass {@link normaliseServiceLink} again, so a row stored before links were checked on save
 * is followed normalised, or not at all.
 */
export function destinationsOf(
  page: LandingDestinations,
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
  return urls.flatMap((url) => {
    const link = normaliseServiceLink(service, url);
    return link ? [{ value: link, weight: 1 }] : [];
  });
}

/** One destination for this visit: a weighted random choice from `random` in [0, 1). */
export function chooseDestination(
  page: LandingDestinations,
  service: LandingService,
  random: number,
): string | null {
  return pickWeighted(destinationsOf(page, service), random);
}

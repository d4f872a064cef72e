import { isSpotifyId } from '../links/is-spotify-id';
import { parseSpotifyLink } from '../links/parse-spotify-link';
import { spotifyWebUrl } from '../links/spotify-web-url';

/** The music services a landing page links to, one button each, in display order. */
export const LANDING_SERVICES = ['spotify', 'apple_music', 'amazon_music', 'youtube_music'] as const;
export type LandingService = (typeof LANDING_SERVICES)[number];

/** True when `value` names one of the {@link LANDING_SERVICES}. */
export function isLandingService(value: string): value is LandingService {
  return (LANDING_SERVICES as readonly string[]).includes(value);
}

/** The label on a service's button. */
export const LANDING_SERVICE_LABELS: Readonly<Record<LandingService, string>> = {
  spotify: 'Spotify',
  apple_music: 'Apple Music',
  amazon_music: 'Amazon Music',
  youtube_music: 'YouTube Music',
};

/**
 * The web address a Spotify entry opens: a `spotify:{type}:{id}` URI or an `open.spotify.com`
 * link to an artist, track, playlist or album (22-character id) becomes `https://open.spotify.com/{type}/{id}` (which
 * opens the app where installed and the web player elsewhere). Anything else, short share links
 * included, is `null`.
 */
export function spotifyDestination(uri: string): string | null {
  const link = parseSpotifyLink(uri);
  return link?.kind === 'item' && isSpotifyId(link.id) ? spotifyWebUrl(link.type, link.id) : null;
}

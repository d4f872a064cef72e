import type { LandingService } from './landing-services';

/** The services whose buttons lead to links the owner typed (Spotify's are built from ids). */
export type LinkService = Exclude<LandingService, 'spotify'>;

const MAX_LINK_LENGTH = 2000;
/**
 * Control characters (CR/LF included), invisible format characters (bidi overrides, zero-width)
 * and every space or separator (U+2028/U+2029 included): none belongs inside a link, and a control
 * character in a `Location` header made every click fail.
 */
const UNSAFE_CHARACTER = /[\p{Cc}\p{Cf}\p{Z}\s]/u;
/** Country domains Amazon Music runs on. */
const AMAZON_TLD = String.raw`(?:com|ca|de|es|fr|it|in|co\.uk|co\.jp|com\.br|com\.mx|com\.au)`;

interface HostRule {
  readonly host: RegExp;
  /** The paths allowed on that host (the service's own pages, not its redirectors). */
  readonly path: RegExp;
}

const ANY_PATH = /^\//;
const HOST_RULES: Readonly<Record<LinkService, readonly HostRule[]>> = {
  apple_music: [{ host: /^(?:geo\.)?music\.apple\.com$/, path: ANY_PATH }],
  amazon_music: [
    { host: new RegExp(`^music\\.amazon\\.${AMAZON_TLD}$`), path: ANY_PATH },
    // The store's own domain serves Amazon Music under /music/ only (/gp/redirect… is a redirector).
    { host: new RegExp(`^(?:www\\.)?amazon\\.${AMAZON_TLD}$`), path: /^\/music\// },
  ],
  youtube_music: [
    { host: /^music\.youtube\.com$/, path: ANY_PATH },
    // A video, playlist or channel on YouTube itself (not /redirect or /attribution_link).
    { host: /^(?:www\.|m\.)?youtube\.com$/, path: /^\/(?:watch|playlist)$|^\/(?:channel\/|@)[^/]/ },
    { host: /^youtu\.be$/, path: /^\/[\w-]+$/ },
  ],
};
/** Redirector paths, refused even on an allowed host. */
const REDIRECTOR_PATH =
  /^\/(?:redirect|url|attribution_link|gp\/redirect|gp\/r\.html|exec\/obidos)(?:[/.?]|$)/i;

/**
 * The link as it is stored and followed: an https address on the service's own site (Apple Music
 * `music.apple.com`; Amazon Music `music.amazon.{country}`, or `/music/…` on `amazon.{country}`;
 * YouTube Music `music.youtube.com`, or a video, playlist or channel on `youtube.com` / `youtu.be`),
 * normalised by the URL parser (lowercase host, non-ASCII percent-encoded), so it is plain ASCII.
 * `null` for anything else: other schemes and hosts, credentials, ports, redirectors, and any
 * control, format or separator character. Surrounding whitespace is ignored.
 */
export function normaliseServiceLink(service: LinkService, raw: string): string | null {
  const text = raw.trim();
  if (text === '' || text.length > MAX_LINK_LENGTH || UNSAFE_CHARACTER.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '') return null;
  if (REDIRECTOR_PATH.test(url.pathname)) return null;
  const allowed = HOST_RULES[service].some(
    (rule) => rule.host.test(url.hostname) && rule.path.test(url.pathname),
  );
  return allowed ? url.href : null;
}

/** True when {@link normaliseServiceLink} accepts `url` for the service. */
export function isServiceUrl(service: LinkService, url: string): boolean {
  return normaliseServiceLink(service, url) !== null;
}

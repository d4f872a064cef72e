/**
 * What each client route loads first, so the HTML can start those downloads itself instead of
 * leaving them to the end of a chain (HTML → entry script → page chunk → data call).
 * `chunk` is the Vite chunk name of the route's lazy page (its file name without extension);
 * `api` is the catalog endpoint the page reads its item from, called with the route's id.
 */
export interface SpaRoute {
  readonly pattern: RegExp;
  readonly chunk: string;
  readonly api?: 'artist' | 'track' | 'playlist';
  /** The API path's prefix of the route's service: `/api/deezer/…` for the Deezer item pages. */
  readonly apiPrefix?: '/deezer';
}

export const SPA_ROUTES: readonly SpaRoute[] = [
  { pattern: /^\/artist\/([^/]+)$/, chunk: 'artist-page', api: 'artist' },
  { pattern: /^\/track\/([^/]+)$/, chunk: 'track-page', api: 'track' },
  { pattern: /^\/playlist\/([^/]+)$/, chunk: 'playlist-page', api: 'playlist' },
  { pattern: /^\/deezer\/artist\/([^/]+)$/, chunk: 'artist-page', api: 'artist', apiPrefix: '/deezer' },
  { pattern: /^\/deezer\/track\/([^/]+)$/, chunk: 'track-page', api: 'track', apiPrefix: '/deezer' },
  { pattern: /^\/deezer\/playlist\/([^/]+)$/, chunk: 'playlist-page', api: 'playlist', apiPrefix: '/deezer' },
  { pattern: /^\/login$/, chunk: 'login-page' },
  { pattern: /^\/register$/, chunk: 'register-page' },
  { pattern: /^\/verify-email$/, chunk: 'verify-email-page' },
  { pattern: /^\/forgotten-password$/, chunk: 'forgotten-password-page' },
  { pattern: /^\/reset-password$/, chunk: 'reset-password-page' },
  { pattern: /^\/contact$/, chunk: 'contact-page' },
  { pattern: /^\/cookie-settings$/, chunk: 'cookie-settings-page' },
  { pattern: /^\/privacy-policy$/, chunk: 'privacy-policy-page' },
  { pattern: /^\/terms-policy$/, chunk: 'terms-policy-page' },
  { pattern: /^\/dashboard$/, chunk: 'dashboard-page' },
  { pattern: /^\/my-account$/, chunk: 'account-page' },
  { pattern: /^\/alerts$/, chunk: 'alerts-page' },
  { pattern: /^\/landing-pages$/, chunk: 'landing-pages-page' },
  { pattern: /^\/admin$/, chunk: 'admin-page' },
];

/**
 * The chunks the browser router loads before any page but `/` (src/app/browser-router.tsx): the
 * route table of every feature, the adapters of their ports, and the HTTP client with the catalog
 * gateway (src/app/http-backend.ts), which every page but `/` calls at once.
 */
export const ROUTE_DISCOVERY_CHUNKS: readonly string[] = [
  'features',
  'http-feature-adapters',
  'http-backend',
];

/**
 * The chunks a signed-in visitor's first render needs besides its page: the user's menu, and the
 * HTTP client with the auth gateway for the session check the page starts with.
 */
export const SIGNED_IN_CHUNKS: readonly string[] = ['signed-in-menu', 'http-backend', 'http-auth-gateway'];

/**
 * The chunks a search address of the home page (`/?q=…`) needs before it can show results: the
 * search's lazy half (src/features/search/search-actions.ts) and the HTTP client with the catalog
 * gateway. A plain `/` needs neither until the visitor searches.
 */
export const HOME_SEARCH_CHUNKS: readonly string[] = ['search-actions', 'http-backend'];

/**
 * The API calls every page makes as soon as its code has loaded: the cookie banner's location check
 * (src/features/consent/cookie-consent-store.ts). The HTML starts them, so the answer is there first.
 */
export const EVERY_PAGE_CALLS: readonly string[] = ['/api/get-user-location'];

/** Catalog ids are short and URL-safe; anything else gets no data preload (the page handles it). */
const PLAIN_ID = /^[A-Za-z0-9_-]{1,100}$/;

export interface RouteMatch {
  readonly chunk: string;
  /** The exact URL the page's HTTP client will request, when known. */
  readonly dataUrl?: string;
}

/** The route a path opens, with the data URL its page reads (as `/api/<type>/<id>`, `/api/deezer/<type>/<id>`). */
export function matchSpaRoute(pathname: string): RouteMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const route of SPA_ROUTES) {
    const match = route.pattern.exec(path);
    if (!match) continue;
    const id = route.api ? decodeSegment(match[1] ?? '') : null;
    const api = route.api && `/api${route.apiPrefix ?? ''}/${route.api}`;
    const dataUrl = api && id && PLAIN_ID.test(id) ? `${api}/${id}` : undefined;
    return { chunk: route.chunk, dataUrl };
  }
  return null;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

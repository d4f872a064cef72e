import { itemKey, type MusicServiceName } from '@domain/catalog/item-key';
import type { PublicItemKind } from '@domain/catalog/item-preview';

/** A public item page's route: the kind of item, and the music service whose id its path carries. */
export interface ItemRoute {
  readonly kind: PublicItemKind;
  readonly service: MusicServiceName;
}

/**
 * What each client route loads first, so the HTML can start those downloads itself instead of
 * leaving them to the end of a chain (HTML → entry script → page chunk → data call).
 * `chunk` is the Vite chunk name of the route's lazy page (its file name without extension);
 * `item` makes it a public item page the server renders (server/http/item-page-html.ts), whose item
 * the pattern's one group names (a Deezer page is `item: { kind: 'artist', service: 'deezer' }`).
 */
export interface SpaRoute {
  readonly pattern: RegExp;
  readonly chunk: string;
  readonly item?: ItemRoute;
}

export const SPA_ROUTES: readonly SpaRoute[] = [
  { pattern: /^\/artist\/([^/]+)$/, chunk: 'artist-page', item: { kind: 'artist', service: 'spotify' } },
  { pattern: /^\/track\/([^/]+)$/, chunk: 'track-page', item: { kind: 'track', service: 'spotify' } },
  {
    pattern: /^\/playlist\/([^/]+)$/,
    chunk: 'playlist-page',
    item: { kind: 'playlist', service: 'spotify' },
  },
  {
    pattern: /^\/deezer\/artist\/([^/]+)$/,
    chunk: 'artist-page',
    item: { kind: 'artist', service: 'deezer' },
  },
  { pattern: /^\/deezer\/track\/([^/]+)$/, chunk: 'track-page', item: { kind: 'track', service: 'deezer' } },
  {
    pattern: /^\/deezer\/playlist\/([^/]+)$/,
    chunk: 'playlist-page',
    item: { kind: 'playlist', service: 'deezer' },
  },
  { pattern: /^\/curator\/[^/]+$/, chunk: 'curator-page' },
  { pattern: /^\/deezer\/curator\/[^/]+$/, chunk: 'curator-page' },
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
  /** A public item page's item: its kind and item key (even a malformed one: the page says 404). */
  readonly item?: { readonly kind: PublicItemKind; readonly key: string };
}

/** The route a path opens, with the data URL its page reads (as `/api/<type>/<id>`, `/api/deezer/<type>/<id>`). */
export function matchSpaRoute(pathname: string): RouteMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const route of SPA_ROUTES) {
    const match = route.pattern.exec(path);
    if (!match) continue;
    if (!route.item) return { chunk: route.chunk };
    const id = decodeSegment(match[1] ?? '');
    if (id === null) return { chunk: route.chunk };
    const { kind, service } = route.item;
    const dataUrl = PLAIN_ID.test(id) ? itemApiPath(route.item, id) : undefined;
    return { chunk: route.chunk, dataUrl, item: { kind, key: itemKey({ service, id }) } };
  }
  return null;
}

/** `GET /api/artist/{id}` for Spotify's items, `/api/{service}/artist/{id}` for another service's. */
function itemApiPath({ kind, service }: ItemRoute, id: string): string {
  return service === 'spotify' ? `/api/${kind}/${id}` : `/api/${service}/${kind}/${id}`;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

import { parseMusicLink, searchBoxRoute } from '@domain/links';
import type { CatalogGateway } from '@domain/ports/browser/catalog-gateway';

/** What the visitor reads when a short link or an album link gets no page (also logged). */
export const SEARCH_NOTICES = {
  shortLinkFailed: "We couldn't open that short link. Check it, or search by name instead.",
  shortLinkElsewhere: "That link doesn't lead to an artist, track or playlist.",
  album: "Albums don't have a page here: search for the album's artist or one of its tracks instead.",
} as const;

/** Where a submitted query leads: an item page, a notice instead of a page, or a search. */
export type SearchBoxDestination =
  | { readonly kind: 'navigate'; readonly to: string }
  | { readonly kind: 'notice'; readonly notice: string }
  | { readonly kind: 'search' };

/**
 * A pasted item link opens its page, a short link is resolved first, an album link gets a notice;
 * anything else is searched. Loaded with the first submit, off the first load of `/`.
 */
export async function searchBoxDestination(
  query: string,
  catalog: Pick<CatalogGateway, 'resolveUrl'>,
): Promise<SearchBoxDestination> {
  const route = searchBoxRoute(query);
  if (route) return { kind: 'navigate', to: route };
  const link = parseMusicLink(query);
  if (link?.kind === 'short') return resolveShortLink(link.url, catalog);
  if (link?.kind === 'item' && link.type === 'album') {
    console.error('Album links have no page:', query);
    return { kind: 'notice', notice: SEARCH_NOTICES.album };
  }
  return { kind: 'search' };
}

async function resolveShortLink(
  url: string,
  catalog: Pick<CatalogGateway, 'resolveUrl'>,
): Promise<SearchBoxDestination> {
  try {
    const resolved = await catalog.resolveUrl(url);
    if (!resolved.ok) {
      console.error('Failed to resolve the shortened Spotify URL', resolved.error);
      return { kind: 'notice', notice: SEARCH_NOTICES.shortLinkFailed };
    }
    const route = searchBoxRoute(resolved.value);
    if (route) return { kind: 'navigate', to: route };
    console.error('The shortened link does not point to an artist, track or playlist:', resolved.value);
    return { kind: 'notice', notice: SEARCH_NOTICES.shortLinkElsewhere };
  } catch (error) {
    console.error('Failed to resolve the shortened Spotify URL', error);
    return { kind: 'notice', notice: SEARCH_NOTICES.shortLinkFailed };
  }
}

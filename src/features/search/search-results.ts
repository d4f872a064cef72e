import type {
  ArtistSearchItem,
  ImageRef,
  PlaylistSearchItem,
  SearchResponse,
  SearchType,
  TrackSearchItem,
} from '@domain/catalog/catalog-contracts';
import type { RemoteResult } from '@domain/ports/browser/remote-result';
import { totalPages } from '@domain/search';

/** One row of the result list, tagged with the type it was searched as. */
export type SearchResult =
  | { readonly type: 'track'; readonly item: TrackSearchItem }
  | { readonly type: 'artist'; readonly item: ArtistSearchItem }
  | { readonly type: 'playlist'; readonly item: PlaylistSearchItem };

/** One page of results as the store shows it: the rows, the matches of all pages, the page count. */
export interface SearchPage {
  readonly results: SearchResult[];
  readonly total: number;
  readonly pages: number;
}

/** A page of results from the search call's answer, or null (logged) when the call failed. */
export function readSearchPage(response: RemoteResult<SearchResponse>, type: SearchType): SearchPage | null {
  if (!response.ok) {
    console.error('Search failed:', response.error);
    return null;
  }
  const { results, total } = readSearchResponse(response.value, type);
  return { results, total, pages: totalPages(total) };
}

/** The rows and total of a search answer for `type`; null playlist items are skipped (docs/product.md §3). */
export function readSearchResponse(
  response: SearchResponse,
  type: SearchType,
): { results: SearchResult[]; total: number } {
  if (type === 'track') {
    const page = response.tracks;
    return { results: present(page?.items).map((item) => ({ type, item })), total: page?.total ?? 0 };
  }
  if (type === 'artist') {
    const page = response.artists;
    return { results: present(page?.items).map((item) => ({ type, item })), total: page?.total ?? 0 };
  }
  const page = response.playlists;
  return { results: present(page?.items).map((item) => ({ type, item })), total: page?.total ?? 0 };
}

function present<T>(items: ReadonlyArray<T | null> | undefined): T[] {
  return (items ?? []).filter((item): item is T => item !== null && item !== undefined);
}

/** The URL of the smallest image (by area when sizes are known, else the last one), or null. */
export function smallestImageUrl(images: readonly ImageRef[] | null | undefined): string | null {
  if (!images || images.length === 0) return null;
  const sized = images.filter((image) => image.width && image.height);
  if (sized.length === 0) return images[images.length - 1]?.url ?? null;
  const area = (image: ImageRef) => (image.width ?? 0) * (image.height ?? 0);
  return sized.reduce((smallest, image) => (area(image) < area(smallest) ? image : smallest)).url;
}

/** The images a result row shows: a track's album art, else the artist's or playlist's own. */
export function resultImages(result: SearchResult): readonly ImageRef[] {
  return result.type === 'track' ? result.item.album.images : result.item.images;
}

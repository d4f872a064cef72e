/** SPEC §9: search results per page. */
export const SEARCH_PAGE_SIZE = 10;

/**
 * Number of search pages for `total` results: `ceil(total / 10)` (SPEC §9). Zero, negative or
 * non-finite totals give 0 pages.
 */
export function totalPages(total: number): number {
  if (!Number.isFinite(total) || total <= 0) return 0;
  return Math.ceil(total / SEARCH_PAGE_SIZE);
}

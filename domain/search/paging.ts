/** docs/product.md §9: search results per page. */
export const SEARCH_PAGE_SIZE = 10;

/**
 * Number of search pages for `total` results: `ceil(total / 10)` (docs/product.md §9). Zero, negative or
 * non-finite totals give 0 pages.
 */
export function totalPages(total: number): number {
  if (!Number.isFinite(total) || total <= 0) return 0;
  return Math.ceil(total / SEARCH_PAGE_SIZE);
}

/** How far the numbered window reaches on each side of the current page (docs/product.md §9). */
export const PAGINATION_RADIUS = 2;

/** One slot of the pagination bar: a page number, or `'...'` standing for skipped pages. */
export type PaginationSlot = number | '...';

/**
 * The numbered pages to show around `current` (1-based) out of `total` pages: two pages either side
 * of the current one, with the first and last page always present and `'...'` wherever pages are
 * skipped, e.g. `paginationWindow(7, 20)` → `[1, '...', 5, 6, 7, 8, 9, '...', 20]`.
 * `current` outside `1..total` is clamped; no pages gives `[]`.
 */
export function paginationWindow(current: number, total: number): PaginationSlot[] {
  const last = Math.floor(total);
  if (!(last >= 1)) return [];
  const page = Math.min(Math.max(Math.floor(current) || 1, 1), last);
  const from = Math.max(1, page - PAGINATION_RADIUS);
  const to = Math.min(last, page + PAGINATION_RADIUS);
  const slots: PaginationSlot[] = [];
  if (from > 1) slots.push(1);
  if (from > 2) slots.push('...');
  for (let n = from; n <= to; n += 1) slots.push(n);
  if (to < last - 1) slots.push('...');
  if (to < last) slots.push(last);
  return slots;
}

/** Whether the Previous button is enabled: it is disabled on page 1 (docs/product.md §5). */
export function canGoPrevious(current: number): boolean {
  return current > 1;
}

/** Whether the Next button is enabled: it is disabled on the last page, and when there are no pages (docs/product.md §5). */
export function canGoNext(current: number, totalPages: number): boolean {
  return current < totalPages;
}

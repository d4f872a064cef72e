import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canGoNext,
  canGoPrevious,
  PAGINATION_RADIUS,
  paginationWindow,
  SEARCH_PAGE_SIZE,
  totalPages,
} from '@domain/search';

const NUM_RUNS = 1000;
const pagesAndCurrent = fc
  .integer({ min: 1, max: 500 })
  .chain((total) => fc.tuple(fc.constant(total), fc.integer({ min: 1, max: total })));

describe('totalPages (docs/product.md §9)', () => {
  it('is ceil(total / 10)', () => {
    expect(SEARCH_PAGE_SIZE).toBe(10);
    expect([0, 1, 10, 11, 95, 100, 101].map(totalPages)).toEqual([0, 1, 1, 2, 10, 10, 11]);
    expect(totalPages(-5)).toBe(0);
    expect(totalPages(Number.NaN)).toBe(0);
  });

  it('holds every result on exactly enough pages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (total) => {
        const pages = totalPages(total);
        expect(pages * SEARCH_PAGE_SIZE).toBeGreaterThanOrEqual(total);
        expect((pages - 1) * SEARCH_PAGE_SIZE).toBeLessThan(total);
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

describe('paginationWindow (docs/product.md §9)', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, '...', 10]],
    [4, 10, [1, 2, 3, 4, 5, 6, '...', 10]],
    [7, 20, [1, '...', 5, 6, 7, 8, 9, '...', 20]],
    [20, 20, [1, '...', 18, 19, 20]],
    [3, 5, [1, 2, 3, 4, 5]],
  ])('page %i of %i shows %j', (current, total, expected) => {
    expect(paginationWindow(current, total)).toEqual(expected);
  });

  it('shows nothing without pages and clamps an out-of-range page', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
    expect(paginationWindow(99, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(0, 8)).toEqual([1, 2, 3, '...', 8]);
  });

  it('always holds the current page, the first and the last, within 1..total, in order', () => {
    fc.assert(
      fc.property(pagesAndCurrent, ([total, current]) => {
        const slots = paginationWindow(current, total);
        const pages = slots.filter((slot): slot is number => slot !== '...');
        expect(pages).toContain(current);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(total);
        for (const page of pages) expect(page >= 1 && page <= total).toBe(true);
        for (let i = 1; i < pages.length; i += 1) expect(pages[i]).toBeGreaterThan(pages[i - 1] ?? 0);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('numbers every page within two of the current one and uses "..." only for skipped pages', () => {
    fc.assert(
      fc.property(pagesAndCurrent, ([total, current]) => {
        const slots = paginationWindow(current, total);
        for (let page = current - PAGINATION_RADIUS; page <= current + PAGINATION_RADIUS; page += 1) {
          if (page >= 1 && page <= total) expect(slots).toContain(page);
        }
        slots.forEach((slot, i) => {
          const before = slots[i - 1];
          const after = slots[i + 1];
          if (slot === '...') {
            expect(typeof before === 'number' && typeof after === 'number' && after - before >= 2).toBe(true);
          } else if (typeof after === 'number') {
            expect(after).toBe(slot + 1);
          }
        });
        expect(slots.length).toBeLessThanOrEqual(2 * PAGINATION_RADIUS + 5);
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

describe('Previous / Next (docs/product.md §5)', () => {
  it('disables Previous on page 1 and Next on the last page', () => {
    expect(canGoPrevious(1)).toBe(false);
    expect(canGoPrevious(2)).toBe(true);
    expect(canGoNext(3, 3)).toBe(false);
    expect(canGoNext(2, 3)).toBe(true);
    expect(canGoNext(1, 0)).toBe(false);
  });

  it('lets every page be reached from page 1 by Next and back by Previous', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), (total) => {
        let page = 1;
        while (canGoNext(page, total)) page += 1;
        expect(page).toBe(total);
        while (canGoPrevious(page)) page -= 1;
        expect(page).toBe(1);
      }),
      { numRuns: 200 },
    );
  });
});

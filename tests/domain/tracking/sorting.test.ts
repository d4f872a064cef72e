import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TrackedArtistRow } from '@domain/tracking';
import { NO_UPDATES_TEXT, type SortState, sortTrackedRows, toggleSort } from '@domain/tracking';

const NUM_RUNS = 500;
type Column = 'artist_name' | 'popularity' | 'last_checked';

const artist = (id: number, artist_name: string, popularity: number | null, last_checked: string | null) =>
  ({ id, spotify_artist_id: `a${id}`, artist_name, popularity, last_checked }) satisfies TrackedArtistRow;

const rowArbitrary = fc.record({
  id: fc.integer({ min: 1, max: 1000 }),
  spotify_artist_id: fc.constant('x'),
  artist_name: fc.constantFrom('abba', 'ABBA', 'Björk', 'Coldplay', 'a-ha', '2Pac', ''),
  popularity: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
  last_checked: fc.option(
    fc.oneof(
      fc.constant(NO_UPDATES_TEXT),
      fc
        .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2026, 0, 1) })
        .map((ms) => new Date(ms).toISOString()),
    ),
    { nil: null },
  ),
});
const stateArbitrary = fc.record({
  column: fc.constantFrom<Column>('artist_name', 'popularity', 'last_checked'),
  direction: fc.constantFrom<'asc' | 'desc'>('asc', 'desc'),
});

/** An independent model of the column order: missing values lowest, dates as time, text case-insensitive. */
function compareBy(column: Column, a: TrackedArtistRow, b: TrackedArtistRow): number {
  if (column === 'artist_name') return Math.sign(collator.compare(a.artist_name, b.artist_name));
  const value = (row: TrackedArtistRow): number => {
    if (column === 'popularity') return row.popularity ?? Number.NEGATIVE_INFINITY;
    if (row.last_checked === null || row.last_checked === NO_UPDATES_TEXT) return Number.NEGATIVE_INFINITY;
    return Date.parse(row.last_checked);
  };
  return Math.sign(value(a) - value(b)) || 0;
}
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

describe('toggleSort', () => {
  it('sorts a new column ascending and flips the current one', () => {
    const first = toggleSort<Column>(null, 'popularity');
    expect(first).toEqual({ column: 'popularity', direction: 'asc' });
    const second = toggleSort(first, 'popularity');
    expect(second).toEqual({ column: 'popularity', direction: 'desc' });
    expect(toggleSort(second, 'popularity')).toEqual(first);
    expect(toggleSort(second, 'artist_name')).toEqual({ column: 'artist_name', direction: 'asc' });
  });
});

describe('sortTrackedRows (docs/product.md §2 Dashboard)', () => {
  const rows = [
    artist(1, 'Coldplay', 80, '2024-05-02T10:00:00Z'),
    artist(2, 'abba', null, NO_UPDATES_TEXT),
    artist(3, 'Björk', 65, '2024-05-01T10:00:00Z'),
    artist(4, 'ABBA', 90, null),
  ];

  it('puts "No updates found yet" and missing dates with the oldest', () => {
    const ascending = sortTrackedRows(rows, { column: 'last_checked', direction: 'asc' }).map((r) => r.id);
    expect(ascending).toEqual([2, 4, 3, 1]);
    const descending = sortTrackedRows(rows, { column: 'last_checked', direction: 'desc' }).map((r) => r.id);
    expect(descending).toEqual([1, 3, 2, 4]);
  });

  it('compares numbers numerically with null lowest, and text case-insensitively', () => {
    expect(sortTrackedRows(rows, { column: 'popularity', direction: 'desc' }).map((r) => r.id)).toEqual([
      4, 1, 3, 2,
    ]);
    expect(sortTrackedRows(rows, { column: 'artist_name', direction: 'asc' }).map((r) => r.id)).toEqual([
      2, 4, 3, 1,
    ]);
  });

  it('orders equal values by the tie-break, in the same direction, so descending reverses ascending', () => {
    const tied = [
      { ...artist(1, 'Big', 50, null), share: 0.0013 },
      { ...artist(2, 'Small', 50, null), share: 0.04 },
      { ...artist(3, 'Mid', 50, null), share: 0.01 },
      { ...artist(4, 'Top', 70, null), share: null },
    ];
    const byShare = [(row: (typeof tied)[number]) => row.share];
    const ascending = sortTrackedRows(tied, { column: 'popularity', direction: 'asc' }, byShare).map(
      (r) => r.id,
    );
    expect(ascending).toEqual([1, 3, 2, 4]);
    const descending = sortTrackedRows(tied, { column: 'popularity', direction: 'desc' }, byShare).map(
      (r) => r.id,
    );
    expect(descending).toEqual([4, 2, 3, 1]);
    expect(sortTrackedRows(tied, { column: 'popularity', direction: 'asc' }).map((r) => r.id)).toEqual([
      1, 2, 3, 4,
    ]);
  });

  it('does not modify its input', () => {
    const before = rows.map((r) => r.id);
    sortTrackedRows(rows, { column: 'popularity', direction: 'asc' });
    expect(rows.map((r) => r.id)).toEqual(before);
  });

  it('returns a permutation, ordered by the column, ties kept in input order in both directions', () => {
    fc.assert(
      fc.property(
        fc.array(rowArbitrary, { maxLength: 30 }),
        stateArbitrary,
        (input, state: SortState<Column>) => {
          const tagged = input.map((row, index) => ({ ...row, index }));
          const sorted = sortTrackedRows(tagged, state);
          expect([...sorted].sort((a, b) => a.index - b.index)).toEqual(tagged);
          const sign = state.direction === 'asc' ? 1 : -1;
          for (let i = 1; i < sorted.length; i += 1) {
            const previous = sorted[i - 1]!;
            const current = sorted[i]!;
            const order = sign * compareBy(state.column, previous, current);
            expect(order).toBeLessThanOrEqual(0);
            if (order === 0) expect(current.index).toBeGreaterThan(previous.index);
          }
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });

  it('sorts "No updates found yet" and null before any real date ascending', () => {
    fc.assert(
      fc.property(fc.array(rowArbitrary, { maxLength: 30 }), (input) => {
        const sorted = sortTrackedRows(input, { column: 'last_checked', direction: 'asc' });
        const firstDated = sorted.findIndex(
          (r) => r.last_checked !== null && r.last_checked !== NO_UPDATES_TEXT,
        );
        if (firstDated === -1) return;
        for (const row of sorted.slice(firstDated)) {
          expect(row.last_checked === null || row.last_checked === NO_UPDATES_TEXT).toBe(false);
        }
        const times = sorted.slice(firstDated).map((r) => Date.parse(r.last_checked ?? ''));
        for (let i = 1; i < times.length; i += 1) expect(times[i]).toBeGreaterThanOrEqual(times[i - 1] ?? 0);
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PlaylistTrackRow, sortTracklist, type TracklistColumn } from '@domain/tracking';

const row = (position: number, values: Partial<PlaylistTrackRow> = {}): PlaylistTrackRow => ({
  position,
  track_id: `t${position}`,
  name: `Track ${position}`,
  artists: [{ id: `a${position}`, name: `Artist ${String(position).padStart(3, '0')}` }],
  added_at: null,
  days_on_playlist: null,
  popularity: null,
  ...values,
});

const COLUMNS: TracklistColumn[] = [
  'position',
  'name',
  'artists',
  'added_at',
  'days_on_playlist',
  'popularity',
];

describe('sortTracklist', () => {
  const rows = [
    row(1, { name: 'beta', popularity: 40, added_at: '2026-02-01T00:00:00Z', days_on_playlist: 3 }),
    row(2, { name: 'Alpha', popularity: null, added_at: null }),
    row(3, { name: 'gamma', popularity: 90, added_at: '2026-01-01T00:00:00Z', days_on_playlist: 34 }),
  ];

  it('sorts text ignoring case, numbers and dates by value, either way', () => {
    const order = (column: TracklistColumn, direction: 'asc' | 'desc') =>
      sortTracklist(rows, { column, direction }).map((r) => r.position);
    expect(order('name', 'asc')).toEqual([2, 1, 3]);
    expect(order('name', 'desc')).toEqual([3, 1, 2]);
    expect(order('popularity', 'desc')).toEqual([3, 1, 2]);
    expect(order('added_at', 'asc')).toEqual([3, 1, 2]);
    expect(order('position', 'desc')).toEqual([3, 2, 1]);
  });

  it('keeps unknown values last in both directions', () => {
    for (const direction of ['asc', 'desc'] as const) {
      expect(sortTracklist(rows, { column: 'popularity', direction }).at(-1)!.position).toBe(2);
    }
  });

  it('is a permutation, ordered by the column, ties in playlist order, and leaves its input alone', () => {
    const rowArbitrary = fc.record({
      popularity: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
      days_on_playlist: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
      name: fc.option(fc.constantFrom('a', 'B', 'c', 'b'), { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.array(rowArbitrary, { maxLength: 30 }),
        fc.constantFrom(...COLUMNS),
        fc.constantFrom('asc' as const, 'desc' as const),
        (values, column, direction) => {
          const input = values.map((value, index) => row(index + 1, value));
          const copy = structuredClone(input);
          const sorted = sortTracklist(input, { column, direction });
          expect(input).toEqual(copy);
          expect(sorted.map((r) => r.position).sort((a, b) => a - b)).toEqual(input.map((r) => r.position));
          const key = (r: PlaylistTrackRow) =>
            column === 'artists'
              ? r.artists[0]!.name.toLowerCase()
              : column === 'name'
                ? (r.name?.toLowerCase() ?? null)
                : (r[column] as number | null);
          for (let index = 1; index < sorted.length; index += 1) {
            const [a, b] = [key(sorted[index - 1]!), key(sorted[index]!)];
            if (a === null) expect(b).toBeNull();
            else if (b !== null) {
              const order = a < b ? -1 : a > b ? 1 : 0;
              if (order === 0) expect(sorted[index - 1]!.position).toBeLessThan(sorted[index]!.position);
              else expect(order).toBe(direction === 'asc' ? -1 : 1);
            }
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

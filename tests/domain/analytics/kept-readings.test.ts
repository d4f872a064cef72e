import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeKeptReadings } from '@domain/analytics';

const day = fc
  .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2026, 11, 31) })
  .map((ms) => new Date(ms).toISOString().slice(0, 10));
const check = fc.record({
  checked_at: fc
    .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2026, 11, 31) })
    .map((ms) => new Date(ms).toISOString()),
  followers: fc.nat(1_000_000),
});
const keptReadings = fc.uniqueArray(fc.record({ date: day, count: fc.nat(1_000_000) }), {
  selector: (reading) => reading.date,
  maxLength: 60,
});

describe('mergeKeptReadings', () => {
  it('places a kept reading at the start of its day, marked imported, before our later checks', () => {
    expect(
      mergeKeptReadings(
        [{ checked_at: '2026-03-02T09:15:00.000Z', followers: 120 }],
        [
          { date: '2026-03-01', count: 110 },
          { date: '2026-02-28', count: 100 },
        ],
      ),
    ).toEqual([
      { checked_at: '2026-02-28T00:00:00.000Z', followers: 100, imported: true },
      { checked_at: '2026-03-01T00:00:00.000Z', followers: 110, imported: true },
      { checked_at: '2026-03-02T09:15:00.000Z', followers: 120, imported: false },
    ]);
  });

  it('keeps our check on a day both exist', () => {
    expect(
      mergeKeptReadings(
        [{ checked_at: '2026-03-02T23:59:00.000Z', followers: 120 }],
        [{ date: '2026-03-02', count: 999 }],
      ),
    ).toEqual([{ checked_at: '2026-03-02T23:59:00.000Z', followers: 120, imported: false }]);
  });

  it('keeps every check, and every kept reading of a day without a check, oldest first', () => {
    fc.assert(
      fc.property(fc.array(check, { maxLength: 60 }), keptReadings, (checks, kept) => {
        const merged = mergeKeptReadings(checks, kept);
        const checkedDays = new Set(checks.map((c) => c.checked_at.slice(0, 10)));
        const ours = merged.filter((point) => !point.imported);
        const imported = merged.filter((point) => point.imported);
        expect(ours.map(({ checked_at, followers }) => ({ checked_at, followers })).sort(byTime)).toEqual(
          [...checks].sort(byTime),
        );
        expect(imported.map((point) => point.checked_at.slice(0, 10)).sort()).toEqual(
          kept
            .filter((r) => !checkedDays.has(r.date))
            .map((r) => r.date)
            .sort(),
        );
        for (const point of imported) expect(checkedDays.has(point.checked_at.slice(0, 10))).toBe(false);
        for (let i = 1; i < merged.length; i++)
          expect(Date.parse(merged[i]!.checked_at)).toBeGreaterThanOrEqual(
            Date.parse(merged[i - 1]!.checked_at),
          );
      }),
    );
  });
});

function byTime(a: { checked_at: string; followers: number }, b: { checked_at: string; followers: number }) {
  return a.checked_at.localeCompare(b.checked_at) || a.followers - b.followers;
}

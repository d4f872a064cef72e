import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { watchlistFigures } from '@adapters/fake/watchlist-figures';
import { lastCheckedText, WindowChangeCell } from '../../../src/features/dashboard/dashboard-cells';
import { Sparkline, sparklineDomain, sparklinePoints } from '../../../src/features/dashboard/sparkline';

describe('the watchlist cells', () => {
  it('writes a follower change absolute first, with a percent that never reads 0.00% when it moved', () => {
    const { container, rerender } = render(
      <WindowChangeCell change={876} percent={0.0014} unit="followers" window="weekly" />,
    );
    expect(container.textContent).toBe('▲ +876 (+<0.01%) followers in 7 days');
    rerender(<WindowChangeCell change={-1200} percent={-2.5} unit="followers" window="monthly" />);
    expect(container.textContent).toBe('▼ -1,200 (-2.50%) followers in 30 days');
  });

  it('writes popularity in points, never percent', () => {
    const { container } = render(<WindowChangeCell change={1} unit="popularity" window="weekly" />);
    expect(container.textContent).toBe('▲ +1 pt popularity in 7 days');
  });

  it('says why a window has no figure', () => {
    const { container } = render(<WindowChangeCell change={null} unit="followers" window="monthly" />);
    expect(container.textContent).toBe('—No check old enough for the change in 30 days');
  });

  it('draws a sparkline with a name saying what it spans, and nothing for fewer than two values', () => {
    const { rerender } = render(
      <Sparkline values={[1200, 1300, 1350]} label="Followers" metric="followers" />,
    );
    expect(screen.getByRole('img', { name: 'Followers over the last 30 days: 1,200 to 1,350' })).toBeTruthy();
    rerender(<Sparkline values={[5]} label="Followers" metric="followers" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(sparklinePoints([3, 3], [3, 3])).toBe('2.0,10.0 62.0,10.0');
    expect(sparklinePoints([0, 10], [0, 10])).toBe('2.0,18.0 62.0,2.0');
  });

  it('draws a popularity wobble of ±1 as a ripple, not a square wave, within 0–100', () => {
    const heights = (values: number[]) => {
      const ys = sparklinePoints(values, sparklineDomain(values, 'popularity'))
        .split(' ')
        .map((point) => Number(point.split(',')[1]));
      return Math.max(...ys) - Math.min(...ys);
    };
    // The box is 20 px with 2 px padding: a full swing is 16 px; one point of ten is 1.6 px.
    expect(heights([50, 51, 50, 51])).toBeCloseTo(1.6, 5);
    expect(heights([20, 60])).toBeCloseTo(16, 5);
    expect(sparklineDomain([99, 100], 'popularity')).toEqual([90, 100]);
    expect(sparklineDomain([0, 1], 'popularity')).toEqual([0, 10]);
  });

  it('draws followers on a span of at least 2% of their level', () => {
    expect(
      sparklineDomain([74_268, 74_319], 'followers')[1] - sparklineDomain([74_268, 74_319], 'followers')[0],
    ).toBeCloseTo(74_293.5 * 0.02, 5);
    expect(sparklineDomain([1000, 1080], 'followers')).toEqual([1000, 1080]);
    expect(sparklineDomain([0, 0], 'followers')).toEqual([0, 1]);
  });

  it('gives Last checked its time: today, yesterday, or the date, to the minute in UTC', () => {
    const now = new Date('2026-11-29T09:10:00Z');
    expect(lastCheckedText('2026-11-29T07:42:31Z', now)).toBe('today 07:42');
    expect(lastCheckedText('2026-11-28T18:03:00Z', now)).toBe('yesterday 18:03');
    expect(lastCheckedText('2026-11-20T06:00:00Z', now)).toBe('20/11/2026 06:00');
    expect(lastCheckedText(null, now)).toBe('No updates found yet');
  });

  it("computes the fake backend's windows as the server does", () => {
    const day = (n: number) => new Date(Date.UTC(2026, 2, n, 6)).toISOString();
    const points = Array.from({ length: 40 }, (_, index) => ({
      checked_at: day(index + 1),
      value: 100 + index,
    }));
    const figures = watchlistFigures([...points, { checked_at: day(41), value: null }]);
    expect(figures.week).toEqual({ change: 7, percent: (7 / 132) * 100 });
    expect(figures.monthly).toEqual({ change: 30, percent: (30 / 109) * 100 });
    expect(figures.sparkline).toEqual(points.slice(10).map((point) => point.value));
    expect(watchlistFigures(points.slice(0, 3)).week).toEqual({ change: null, percent: null });
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef, StrictMode } from 'react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { POINT_COLORS } from '../../../src/shared/charts/chart-colors';
import type { ChartPoint } from '../../../src/shared/charts/chart-series';
import { DAY_MS } from '../../../src/shared/charts/day-ticks';
import {
  MOUSE_HINT,
  TimeSeriesChart,
  type TimeSeriesChartHandle,
} from '../../../src/shared/charts/time-series-chart';
import { dailyPoints, withAnomalies } from './chart-fixtures';

const MARCH_1 = Date.UTC(2024, 2, 1);

function showChart(
  points: readonly ChartPoint[],
  extra: Partial<Parameters<typeof TimeSeriesChart>[0]> = {},
) {
  const ref = createRef<TimeSeriesChartHandle>();
  const view = render(
    <TimeSeriesChart
      ref={ref}
      points={points}
      label="Followers over time"
      valueLabel="Followers"
      color="#87cefa"
      {...extra}
    />,
  );
  const chart = screen.getByRole('group', { name: 'Followers over time' });
  const tooltip = view.container.querySelector<HTMLElement>('.ts-chart-tooltip')!;
  const live = view.container.querySelector<HTMLElement>('[aria-live="polite"]')!;
  const press = (key: string) => fireEvent.keyDown(chart, { key });
  const domain = (): [number, number] => {
    const [start, end] = ref.current!.domain();
    return [start.getTime(), end.getTime()];
  };
  return { ...view, ref, chart, tooltip, live, press, domain };
}

const dotFills = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('.ts-chart-dots circle'), (dot) => dot.getAttribute('fill'));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('TimeSeriesChart', () => {
  it('draws the line, a focusable named chart, day labels and a Reset zoom button', () => {
    const { chart, container } = showChart(dailyPoints(30));
    expect(chart.tabIndex).toBe(0);
    const path = container.querySelector('.ts-chart-line')!.getAttribute('d')!;
    expect(path.startsWith('M')).toBe(true);
    expect(path.split('L')).toHaveLength(30);
    const labels = Array.from(
      container.querySelectorAll('.ts-chart-axis--time .tick text'),
      (t) => t.textContent,
    );
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.length).toBeLessThanOrEqual(10);
    for (const label of labels) expect(label).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(screen.getByRole('button', { name: 'Reset zoom' })).toBeTruthy();
    expect(screen.getByText('Followers over time', { selector: '.ts-chart-label' })).toBeTruthy();
  });

  it('moves the tooltip with the arrow keys, Home and End, and reads it out', () => {
    const { tooltip, live, press } = showChart(dailyPoints(30));
    expect(tooltip.hidden).toBe(true);
    press('ArrowRight');
    expect(tooltip.hidden).toBe(false);
    expect(tooltip.textContent).toBe('01/03/2024Followers: 1,000');
    expect(live.textContent).toBe('01/03/2024, Followers: 1,000');
    press('ArrowRight');
    expect(live.textContent).toBe('02/03/2024, Followers: 1,010');
    press('End');
    expect(live.textContent).toBe('30/03/2024, Followers: 1,290');
    press('ArrowRight');
    expect(live.textContent).toBe('30/03/2024, Followers: 1,290');
    press('PageUp');
    expect(live.textContent).toBe('20/03/2024, Followers: 1,190');
    press('Home');
    expect(live.textContent).toBe('01/03/2024, Followers: 1,000');
    press('Escape');
    expect(tooltip.hidden).toBe(true);
  });

  it('pans to a point the keys move to outside the zoomed view', () => {
    const { ref, press, domain } = showChart(dailyPoints(60));
    act(() => ref.current!.zoomTo(new Date(MARCH_1), new Date(MARCH_1 + 5 * DAY_MS)));
    press('End');
    const [start, end] = domain();
    const last = MARCH_1 + 59 * DAY_MS;
    expect(start <= last && last <= end).toBe(true);
    expect(end - start).toBeCloseTo(5 * DAY_MS, -3);
  });

  it('follows the pointer over the plot and hides when it leaves', () => {
    const { container, tooltip } = showChart(dailyPoints(30));
    const overlay = container.querySelector('.ts-chart-overlay')!;
    // jsdom has no layout: the plot sits at x 0 and is 572 px wide (640 fallback minus margins).
    fireEvent.pointerMove(overlay, { clientX: 572 });
    expect(tooltip.textContent).toBe('30/03/2024Followers: 1,290');
    fireEvent.pointerLeave(overlay);
    expect(tooltip.hidden).toBe(true);
  });

  it('shows the last 7, 30, 90 days or year with the range presets, and All the whole range, under a visible hint', () => {
    const { domain } = showChart(dailyPoints(400));
    const last = MARCH_1 + 399 * DAY_MS;
    expect(screen.getByText(MOUSE_HINT)).toBeTruthy();
    for (const [name, days] of [
      ['7d (last 7 days)', 7],
      ['30d (last 30 days)', 30],
      ['90d (last 90 days)', 90],
      ['1y (last year)', 365],
    ] as const) {
      fireEvent.click(screen.getByRole('button', { name }));
      expect(domain()[1]).toBeCloseTo(last, -4);
      expect(domain()[1] - domain()[0]).toBeCloseTo(days * DAY_MS, -4);
    }
    fireEvent.click(screen.getByRole('button', { name: 'All (whole range)' }));
    expect(domain()).toEqual([MARCH_1, last]);
  });

  it('marks the chosen preset as pressed while its window shows, and Reset zoom, 0 and a double-click go back to it', () => {
    const { domain, press, container } = showChart(dailyPoints(400));
    const last = MARCH_1 + 399 * DAY_MS;
    const pressed = () =>
      screen
        .queryAllByRole('button', { pressed: true })
        .map((button) => button.textContent)
        .join('|');
    expect(pressed()).toBe('All (whole range)');
    fireEvent.click(screen.getByRole('button', { name: '30d (last 30 days)' }));
    expect(pressed()).toBe('30d (last 30 days)');
    const month = domain();
    expect(month[1] - month[0]).toBeCloseTo(30 * DAY_MS, -4);

    press('+');
    expect(domain()[1] - domain()[0]).toBeLessThan(20 * DAY_MS);
    expect(pressed()).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Reset zoom' }));
    expect(domain()).toEqual(month);
    expect(pressed()).toBe('30d (last 30 days)');
    press('-');
    press('0');
    expect(domain()).toEqual(month);
    press('-');
    fireEvent.doubleClick(container.querySelector('.ts-chart-overlay')!);
    expect(domain()).toEqual(month);
    expect(pressed()).toBe('30d (last 30 days)');

    fireEvent.click(screen.getByRole('button', { name: 'All (whole range)' }));
    expect(domain()).toEqual([MARCH_1, last]);
    expect(pressed()).toBe('All (whole range)');
  });

  it('scrolls the chart into view and shows the tooltip of a point picked elsewhere', () => {
    const scrollIntoView = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrollIntoView;
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
    });
    const points = dailyPoints(60);
    const { tooltip, rerender } = showChart(points);
    expect(scrollIntoView).not.toHaveBeenCalled();
    rerender(
      <TimeSeriesChart
        points={points}
        label="Followers over time"
        valueLabel="Followers"
        color="#87cefa"
        focusDate={new Date(MARCH_1 + 20 * DAY_MS).toISOString()}
      />,
    );
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'center' }));
    expect(tooltip.hidden).toBe(false);
    expect(tooltip.textContent).toMatch(/^21\/03\/2024/);
  });

  it('zooms with the keys, never below one day, and Reset zoom, 0 or a double-click restore the range', () => {
    const { ref, press, domain, container } = showChart(dailyPoints(30));
    const full = [MARCH_1, MARCH_1 + 29 * DAY_MS];
    expect(domain()).toEqual(full);
    press('+');
    expect(domain()[1] - domain()[0]).toBeCloseTo(14.5 * DAY_MS, -3);
    fireEvent.click(screen.getByRole('button', { name: 'Reset zoom' }));
    expect(domain()).toEqual(full);

    act(() =>
      ref.current!.zoomTo(new Date(MARCH_1 + 3 * DAY_MS), new Date(MARCH_1 + 3 * DAY_MS + 3_600_000)),
    );
    expect(domain()[1] - domain()[0]).toBeCloseTo(DAY_MS, -3);
    press('0');
    expect(domain()).toEqual(full);

    act(() => ref.current!.zoomTo(new Date(MARCH_1 - 50 * DAY_MS), new Date(MARCH_1 + 2 * DAY_MS)));
    expect(domain()[0]).toBeCloseTo(MARCH_1, -3);
    fireEvent.doubleClick(container.querySelector('.ts-chart-overlay')!);
    expect(domain()).toEqual(full);
  });

  it('zooms the time axis with the wheel around the pointer, down to one day at most', () => {
    const { container, domain } = showChart(dailyPoints(30));
    const overlay = container.querySelector('.ts-chart-overlay')!;
    const [start, end] = domain();
    fireEvent.wheel(overlay, { deltaY: -500, clientX: 0, clientY: 50 });
    expect(domain()[0]).toBe(start);
    expect(domain()[1] - domain()[0]).toBeCloseTo((end - start) / 2, -3);
    for (let step = 0; step < 12; step += 1)
      fireEvent.wheel(overlay, { deltaY: -500, clientX: 0, clientY: 50 });
    expect(domain()[1] - domain()[0]).toBeCloseTo(DAY_MS, -3);
  });

  it('keeps the pointer tooltip off for 500 ms after a zoom, so it does not flicker mid-gesture', () => {
    let now = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const { container, tooltip } = showChart(dailyPoints(30));
    const overlay = container.querySelector('.ts-chart-overlay')!;
    fireEvent.wheel(overlay, { deltaY: -500, clientX: 0, clientY: 50 });
    now += 499;
    fireEvent.pointerMove(overlay, { clientX: 10 });
    expect(tooltip.hidden).toBe(true);
    now += 1;
    fireEvent.pointerMove(overlay, { clientX: 10 });
    expect(tooltip.hidden).toBe(false);
  });

  it('reports the settled window once, 250 ms after the last zoom step', () => {
    vi.useFakeTimers();
    const onZoomComplete = vi.fn();
    const { press } = showChart(dailyPoints(30), { onZoomComplete });
    press('+');
    vi.advanceTimersByTime(200);
    press('+');
    vi.advanceTimersByTime(249);
    expect(onZoomComplete).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onZoomComplete).toHaveBeenCalledTimes(1);
    const [start, end] = onZoomComplete.mock.calls[0]![0] as [Date, Date];
    expect(end.getTime() - start.getTime()).toBeCloseTo(7.25 * DAY_MS, -3);
  });

  it('colours anomalies red (extreme) and orange (trend), other points blue', () => {
    const { container, press, live } = showChart(withAnomalies(dailyPoints(30), 10, 20));
    const fills = dotFills(container);
    expect(fills.filter((fill) => fill === POINT_COLORS.extreme)).toHaveLength(1);
    expect(fills.filter((fill) => fill === POINT_COLORS.trend)).toHaveLength(1);
    expect(fills.filter((fill) => fill === POINT_COLORS.normal)).toHaveLength(28);
    press('Home');
    for (let step = 0; step < 10; step += 1) press('ArrowRight');
    expect(live.textContent).toBe('11/03/2024, Followers: 1,100, Sudden jump, Change: +12,345, Score: 8.25');
    press('PageDown');
    expect(live.textContent).toBe('21/03/2024, Followers: 1,200, Unusual trend, Change: −250, Score: 3.50');
  });

  it('draws only the anomalies as dots when the points are too dense to tell apart', () => {
    const { container } = showChart(withAnomalies(dailyPoints(10_000), 100, 5_000));
    expect(dotFills(container).sort()).toEqual([POINT_COLORS.trend, POINT_COLORS.extreme].sort());
    const path = container.querySelector('.ts-chart-line')!.getAttribute('d')!;
    expect(path.split('L').length).toBeLessThanOrEqual(2 * 572 + 4);
  });

  it('highlights, centres and reads out the focus date', () => {
    const points = dailyPoints(120);
    const { live, tooltip, domain } = showChart(points, { focusDate: points[60]!.at });
    expect(tooltip.hidden).toBe(false);
    expect(live.textContent).toBe('30/04/2024, Followers: 1,600');
    const [start, end] = domain();
    expect(end - start).toBeLessThan(119 * DAY_MS);
    expect((start + end) / 2).toBeCloseTo(Date.parse(points[60]!.at as string), -5);
  });

  it('shows an empty chart without points, and keys do nothing', () => {
    const { container, press, tooltip } = showChart([]);
    expect(container.querySelector('.ts-chart-empty')!.textContent).toBe('No data to show yet');
    press('ArrowRight');
    press('End');
    fireEvent.click(screen.getByRole('button', { name: 'Reset zoom' }));
    expect(tooltip.hidden).toBe(true);
  });

  it('shows a single point mid-plot, which cannot be zoomed', () => {
    const { container, press, live, ref, domain } = showChart([{ at: new Date(MARCH_1), value: 42 }]);
    expect(container.querySelector('.ts-chart-line')!.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+h0$/);
    press('ArrowRight');
    expect(live.textContent).toBe('01/03/2024, Followers: 42');
    const before = domain();
    act(() => ref.current!.zoomTo(new Date(MARCH_1), new Date(MARCH_1 + 3_600_000)));
    expect(domain()).toEqual(before);
    expect(before[1]! - before[0]!).toBe(DAY_MS);
  });

  it('sorts unsorted points and skips unreadable ones', () => {
    const { press, live } = showChart([
      { at: '2024-03-03T00:00:00Z', value: 3 },
      { at: 'not a date', value: 9 },
      { at: '2024-03-01T00:00:00Z', value: 1 },
      { at: '2024-03-02T00:00:00Z', value: Number.NaN },
    ]);
    press('Home');
    expect(live.textContent).toBe('01/03/2024, Followers: 1');
    press('ArrowRight');
    expect(live.textContent).toBe('03/03/2024, Followers: 3');
  });

  it('survives the mount, unmount, mount of StrictMode with one set of listeners', () => {
    const { container } = render(
      <StrictMode>
        <TimeSeriesChart
          points={dailyPoints(30)}
          label="Followers over time"
          valueLabel="Followers"
          color="gold"
        />
      </StrictMode>,
    );
    const chart = screen.getByRole('group', { name: 'Followers over time' });
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(container.querySelector('[aria-live="polite"]')!.textContent).toBe('02/03/2024, Followers: 1,010');
    expect(container.querySelectorAll('.ts-chart-line')).toHaveLength(1);
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '../../../src/shared/charts/day-ticks';
import {
  MOUSE_HINT,
  TimeSeriesChart,
  type TimeSeriesChartHandle,
  TOUCH_HINT,
} from '../../../src/shared/charts/time-series-chart';
import { dailyPoints } from './chart-fixtures';

const MARCH_1 = Date.UTC(2024, 2, 1);
// jsdom has no layout: the plot sits at x 0 and is 572 px wide (640 fallback minus margins).
const PLOT_WIDTH = 572;

function showChart(days = 30) {
  const ref = createRef<TimeSeriesChartHandle>();
  const view = render(
    <TimeSeriesChart
      ref={ref}
      points={dailyPoints(days)}
      label="Followers over time"
      valueLabel="Followers"
      color="#87cefa"
    />,
  );
  const overlay = view.container.querySelector('.ts-chart-overlay')!;
  const tooltip = view.container.querySelector<HTMLElement>('.ts-chart-tooltip')!;
  const finger = (type: 'Down' | 'Move' | 'Up' | 'Leave', clientX: number, pointerId = 1) =>
    fireEvent[`pointer${type}`](overlay, {
      pointerType: 'touch',
      pointerId,
      clientX,
      isPrimary: pointerId === 1,
    });
  const domain = (): [number, number] => {
    const [start, end] = ref.current!.domain();
    return [start.getTime(), end.getTime()];
  };
  return { ...view, overlay, tooltip, finger, domain };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TimeSeriesChart under a finger', () => {
  it('shows the nearest value on a tap and keeps it after the finger lifts', () => {
    const { tooltip, finger, container } = showChart();
    finger('Down', PLOT_WIDTH);
    expect(tooltip.hidden).toBe(false);
    expect(tooltip.textContent).toBe('30/03/2024Followers: 1,290');
    finger('Up', PLOT_WIDTH);
    finger('Leave', PLOT_WIDTH);
    expect(tooltip.hidden).toBe(false);
    expect(container.querySelector('[aria-live="polite"]')!.textContent).toBe('30/03/2024, Followers: 1,290');
  });

  it('scrubs the readout along the line with a one-finger drag, without panning', () => {
    const { tooltip, finger, domain } = showChart();
    const before = domain();
    finger('Down', 0);
    expect(tooltip.textContent).toBe('01/03/2024Followers: 1,000');
    finger('Move', PLOT_WIDTH / 2);
    expect(tooltip.textContent).toMatch(/^(15|16)\/03\/2024Followers: 1,1[45]0$/);
    finger('Move', PLOT_WIDTH);
    expect(tooltip.textContent).toBe('30/03/2024Followers: 1,290');
    expect(domain()).toEqual(before);
  });

  it('zooms in when two fingers spread apart, keeping the times under them, and pans when they move together', () => {
    const { finger, domain } = showChart(60);
    const [start, end] = domain();
    const timeAt = (px: number) => start + ((end - start) * px) / PLOT_WIDTH;
    const under = [timeAt(200), timeAt(300)];
    finger('Down', 200, 1);
    finger('Down', 300, 2);
    finger('Move', 100, 1);
    finger('Move', 400, 2);
    const [zoomedStart, zoomedEnd] = domain();
    expect(zoomedEnd - zoomedStart).toBeCloseTo((end - start) / 3, -4);
    const zoomedTimeAt = (px: number) => zoomedStart + ((zoomedEnd - zoomedStart) * px) / PLOT_WIDTH;
    expect(zoomedTimeAt(100)).toBeCloseTo(under[0]!, -4);
    expect(zoomedTimeAt(400)).toBeCloseTo(under[1]!, -4);

    finger('Move', 50, 1);
    finger('Move', 350, 2);
    const [pannedStart, pannedEnd] = domain();
    expect(pannedEnd - pannedStart).toBeCloseTo(zoomedEnd - zoomedStart, -4);
    expect(pannedStart).toBeGreaterThan(zoomedStart);
    finger('Up', 50, 1);
    finger('Up', 350, 2);
    expect(domain()).toEqual([pannedStart, pannedEnd]);
  });

  it('never zooms a pinch past a day or outside the data', () => {
    const { finger, domain } = showChart(30);
    finger('Down', 280, 1);
    finger('Down', 292, 2);
    finger('Move', 0, 1);
    finger('Move', PLOT_WIDTH, 2);
    expect(domain()[1] - domain()[0]).toBeCloseTo(DAY_MS, -3);
    finger('Move', 2000, 1);
    finger('Move', 2000 + PLOT_WIDTH, 2);
    expect(domain()[0]).toBeGreaterThanOrEqual(MARCH_1);
  });

  it('names the touch gestures once a finger touches the chart, and the mouse ones before', () => {
    const { finger } = showChart();
    expect(screen.getByText(MOUSE_HINT)).toBeTruthy();
    finger('Down', 10);
    expect(screen.getByText(TOUCH_HINT)).toBeTruthy();
    expect(screen.queryByText(MOUSE_HINT)).toBeNull();
  });

  it('names the touch gestures from the start on a device whose main pointer is a finger', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)' }));
    showChart();
    expect(
      screen.getByText('Tap for a value, drag to scrub, pinch to zoom, two fingers to pan'),
    ).toBeTruthy();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dailyPoints } from './chart-fixtures';

describe('LazyTimeSeriesChart', () => {
  it('holds the same-sized place while the chart loads, then shows it', async () => {
    // A fresh copy, whose chart is not loaded yet (test files share a worker's modules).
    vi.resetModules();
    const { LazyTimeSeriesChart } = await import('../../../src/shared/charts/lazy-time-series-chart');
    const { container } = render(
      <LazyTimeSeriesChart
        points={dailyPoints(10)}
        label="Popularity over time"
        valueLabel="Popularity"
        color="gold"
        aspect={{ width: 960, height: 480 }}
      />,
    );
    const placeholder = container.querySelector<HTMLElement>('[aria-busy="true"] .ts-chart-box')!;
    expect(placeholder.style.aspectRatio).toBe('960 / 480');
    expect(screen.getByRole('status').textContent).toBe('Loading popularity over time…');

    const chart = await screen.findByRole('group', { name: 'Popularity over time' });
    const box = container.querySelector<HTMLElement>('.ts-chart-box')!;
    expect(box.contains(chart)).toBe(true);
    expect(box.style.aspectRatio).toBe('960 / 480');
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });
});

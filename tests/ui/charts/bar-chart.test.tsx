import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart, barsFromCounts } from '../../../src/shared/charts/bar-chart';

const counts = { '0-19': 2, '20-39': 0, '40-59': 1_250, '60-79': 625, '80-100': 5 };

describe('BarChart', () => {
  it('is an image named by its label, with a table of the values for screen readers', () => {
    render(
      <BarChart
        bars={barsFromCounts(counts)}
        label="Popularity distribution"
        valueLabel="Tracks"
        color="gold"
      />,
    );
    expect(screen.getByRole('img', { name: 'Popularity distribution' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Popularity distribution' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Range', 'Tracks']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['0-192', '20-390', '40-591,250', '60-79625', '80-1005']);
  });

  it('sizes bars against the largest count, in the given colour, and draws none for zero', () => {
    const { container } = render(
      <BarChart bars={barsFromCounts(counts)} label="Popularity" valueLabel="Tracks" color="salmon" />,
    );
    const widths = Array.from(
      container.querySelectorAll<HTMLElement>('.bar-chart-bar'),
      (bar) => bar.style.width,
    );
    expect(widths).toEqual(['0.16%', '100%', '50%', '0.4%']);
    const figure = container.querySelector<HTMLElement>('.bar-chart')!;
    expect(figure.style.getPropertyValue('--bar-color')).toBe('salmon');
  });

  it('shows an empty distribution without bars', () => {
    const { container } = render(
      <BarChart bars={barsFromCounts({})} label="Age" valueLabel="Tracks" color="green" />,
    );
    expect(container.querySelectorAll('.bar-chart-bar')).toHaveLength(0);
  });
});

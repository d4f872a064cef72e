import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { PLAYLIST_IDS } from '@adapters/fake/catalog-fixtures';
import { PlaylistAnalysisViewModel } from '../../../src/features/analysis/playlist-analysis-view-model';
import { TRACKLIST_SCROLL_CUE } from '../../../src/features/analysis/playlist-tracklist';
import { analysisContainer } from './analysis-fixtures';
import { renderAnalysisApp } from './render-analysis-app';

const numbers = (texts: string[]) => texts.map(Number);
const isSorted = (values: number[], sign: 1 | -1) =>
  values.every((value, index) => index === 0 || sign * (value - values[index - 1]!) >= 0);

describe('the analysis view tracklist', () => {
  it('lists position, track, artists, date added, days on the playlist and popularity in playlist order', async () => {
    const vm = analysisContainer().container.get(PlaylistAnalysisViewModel);
    await vm.load(PLAYLIST_IDS.morningFocus);
    const lines = vm.tracklist.lines;
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.map((line) => line.position)).toEqual(lines.map((_, index) => index + 1));
    expect(lines[0]).toMatchObject({
      name: 'Fixture track 1',
      trackHref: expect.stringMatching(/^\/track\//),
      addedText: expect.stringMatching(/^\d\d\/\d\d\/\d{4}$/),
      daysText: expect.stringMatching(/^\d+$/),
      popularityText: expect.stringMatching(/^\d+$/),
    });
    expect(lines[0]!.artists.length).toBeGreaterThan(0);
  });

  it('sorts by a column on a click of its header, and the other way on a second click', async () => {
    await renderAnalysisApp(`/playlist/${PLAYLIST_IDS.morningFocus}/analysis`);
    const title = await screen.findByText('Tracklist', { selector: 'h2' }, { timeout: 30_000 });
    const region = within(title.closest('section')!).getByRole('region', { name: 'Tracklist' });
    const table = within(region).getByRole('table') as HTMLTableElement;
    // The cells are read through the DOM: role queries over every row of a long table take seconds in jsdom.
    const column = (index: number) =>
      [...table.tBodies[0]!.rows].map((row) => row.cells[index]!.textContent!);
    const header = (name: string) =>
      within(table.tHead!).getByRole('button', { name: new RegExp(`^${name}`) });
    const th = (name: string) => header(name).closest('th')!;
    expect(th('Position').getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(header('Popularity'));
    expect(th('Popularity').getAttribute('aria-sort')).toBe('ascending');
    expect(th('Position').getAttribute('aria-sort')).toBe('none');
    expect(isSorted(numbers(column(5)), 1)).toBe(true);
    fireEvent.click(header('Popularity'));
    expect(th('Popularity').getAttribute('aria-sort')).toBe('descending');
    expect(isSorted(numbers(column(5)), -1)).toBe(true);

    fireEvent.click(header('Days on the playlist'));
    expect(isSorted(numbers(column(4)), 1)).toBe(true);
    fireEvent.click(header('Track'));
    const names = column(1);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
    fireEvent.click(header('Date added'));
    const days = column(3).map((text) => {
      const [day, month, year] = text.split('/').map(Number);
      return Date.UTC(year!, month! - 1, day!);
    });
    expect(isSorted(days, 1)).toBe(true);
    fireEvent.click(header('Artists'));
    expect(th('Artists').getAttribute('aria-sort')).toBe('ascending');
  }, 60_000);

  it('says the table goes on sideways when it is wider than its box, until scrolled to the end', async () => {
    // jsdom lays nothing out: a 375 px phone's box holding a 640 px table.
    const widths = { scrollWidth: 640, clientWidth: 343 };
    for (const [name, value] of Object.entries(widths)) {
      const original = Object.getOwnPropertyDescriptor(Element.prototype, name)!;
      Object.defineProperty(Element.prototype, name, { configurable: true, get: () => value });
      onTestFinished(() => {
        Object.defineProperty(Element.prototype, name, original);
      });
    }
    await renderAnalysisApp(`/playlist/${PLAYLIST_IDS.morningFocus}/analysis`);
    const title = await screen.findByText('Tracklist', { selector: 'h2' }, { timeout: 30_000 });
    const region = within(title.closest('section')!).getByRole('region', { name: 'Tracklist' });
    expect(screen.getByText(TRACKLIST_SCROLL_CUE)).toBeTruthy();
    expect(region.getAttribute('aria-describedby')).toBe(screen.getByText(TRACKLIST_SCROLL_CUE).id);
    expect(region.className).toContain('tracklist-scroll-more');
    region.scrollLeft = 297;
    fireEvent.scroll(region);
    expect(region.className).not.toContain('tracklist-scroll-more');
  });
});

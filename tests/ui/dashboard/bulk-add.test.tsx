import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeTrackingGateway } from '@adapters/fake/fake-tracking-gateway';
import { TrackingGateway } from '@domain/ports/browser/tracking-gateway';
import { DEMO_USER, renderApp } from '../support/render-app';

const CAP = 'Over the limit of 1,000 tracked items for one account: stop tracking some to add more.';

async function openDialog(options: { full?: boolean } = {}) {
  await renderApp('/dashboard', {
    signedInAs: DEMO_USER,
    prepare: (container) => {
      if (options.full) container.get<FakeTrackingGateway>(TrackingGateway).failNext('track', CAP, 409);
    },
  });
  const artists = await screen.findByRole('table', { name: 'Artists' });
  fireEvent.click(screen.getByRole('button', { name: 'Bulk add' }));
  return { artists, dialog: screen.getByRole('dialog', { name: 'Bulk add' }) };
}

describe('Dashboard bulk add', () => {
  it('adds a pasted list and answers each line with its number', async () => {
    const { artists, dialog } = await openDialog();
    const trackedArtist = within(artists).getAllByRole('link')[0]!.getAttribute('href')!;
    const list = [
      `https://open.spotify.com${trackedArtist}`,
      '',
      'hello there',
      `https://open.spotify.com/track/${'0'.repeat(22)}`,
    ].join('\n');
    fireEvent.change(within(dialog).getByLabelText(/Links, one per line/), { target: { value: list } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add all' }));
    const results = await within(dialog).findByRole('table', { name: 'Bulk add results' });
    const rows = within(results)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.map((row) => [row[0], row[2]?.split(':')[0]])).toEqual([
      ['1', 'Already tracked'],
      ['3', 'Not a link'],
      ['4', 'Not found'],
    ]);
    expect(rows[1]![2]).toBe('Not a link: Not a valid Spotify URL. Please try again.');
  });

  it('answers a line past the account’s cap of tracked items with the cap in words', async () => {
    const { dialog } = await openDialog({ full: true });
    const list = `https://open.spotify.com/track/${'1'.repeat(22)}`;
    fireEvent.change(within(dialog).getByLabelText(/Links, one per line/), { target: { value: list } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add all' }));
    const results = await within(dialog).findByRole('table', { name: 'Bulk add results' });
    expect(within(results).getByText(`Over the limit: ${CAP}`)).toBeTruthy();
  });

  it('refuses a file that is not text, and a malformed CSV naming its lines, before sending', async () => {
    const { dialog } = await openDialog();
    const input = within(dialog).getByLabelText(/Or choose a .txt or .csv file/);
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cover.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [image] } });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Choose a text (.txt) or CSV (.csv) file.',
    );
    const csv = new File(['name,url\na,"https://open\nb,x\nc\n'], 'list.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [csv] } });
    await within(dialog).findByText('Read list.csv.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add all' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toMatch(/^Lines 2, 4: Malformed CSV/),
    );
    expect(within(dialog).queryByRole('table')).toBeNull();
  });
});

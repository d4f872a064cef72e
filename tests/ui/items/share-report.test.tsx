import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLAYLIST_IDS } from '@adapters/fake/catalog-fixtures';
import { FakeTrackingGateway } from '@adapters/fake/fake-tracking-gateway';
import { PlaylistPage } from '../../../src/features/items/playlist/playlist-page';
import { renderAt } from './support/render-page';

async function shareSection() {
  return (await screen.findByRole('heading', { name: 'Due-diligence report' })).closest('section')!;
}

// The first renders import the chart code (d3) cold, slow on a loaded machine.
describe('Share report on a tracked playlist', { timeout: 30_000 }, () => {
  it('creates a link, shows it with Copy, lists it, and revokes it', async () => {
    renderAt('/playlist/:playlist_id', `/playlist/${PLAYLIST_IDS.boosted}`, <PlaylistPage />, {
      signedIn: true,
    });
    const section = await shareSection();
    fireEvent.click(within(section).getByRole('button', { name: 'Share report' }));
    const field = (await within(section).findByLabelText('Your share link')) as HTMLInputElement;
    expect(field.value).toMatch(/^https:\/\/chartpulse\.example\/report\/\w+$/);
    expect(within(section).getByRole('button', { name: 'Copy' })).toBeTruthy();
    const listed = within(section).getByRole('link', { name: field.value });
    expect(listed.getAttribute('href')).toBe(field.value);

    fireEvent.click(within(section).getByRole('button', { name: /^Revoke link created/ }));
    await waitFor(() => expect(within(section).queryByRole('link', { name: field.value })).toBeNull());
    expect(within(section).queryByLabelText('Your share link')).toBeNull();
  });

  it('gives the link the expiry chosen, and says when it ends', async () => {
    renderAt('/playlist/:playlist_id', `/playlist/${PLAYLIST_IDS.boosted}`, <PlaylistPage />, {
      signedIn: true,
    });
    const section = await shareSection();
    fireEvent.change(within(section).getByLabelText(/Link works/), { target: { value: '7' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Share report' }));
    await within(section).findByLabelText('Your share link');
    expect(within(section).getByText(/^Created .*, expires /)).toBeTruthy();
  });

  it('is not offered before the user tracks the playlist', async () => {
    // No reading of it at all: a playlist the install reads shows its history instead (issue 33).
    const tracking = new FakeTrackingGateway({ historyDays: { [PLAYLIST_IDS.newList]: 0 } });
    renderAt('/playlist/:playlist_id', `/playlist/${PLAYLIST_IDS.newList}`, <PlaylistPage />, {
      signedIn: true,
      tracking,
    });
    await screen.findByText(/^Track this playlist to see/);
    expect(screen.queryByRole('heading', { name: 'Due-diligence report' })).toBeNull();
  });
});

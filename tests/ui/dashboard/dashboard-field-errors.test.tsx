import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLAYLIST_IDS } from '@adapters/fake/catalog-fixtures';
import type { FakeTrackingGateway } from '@adapters/fake/fake-tracking-gateway';
import { TrackingGateway } from '@domain/ports/browser/tracking-gateway';
import { DEMO_USER, renderApp } from '../support/render-app';
import { expectNoFieldError, expectTiedToError } from '../support/field-errors';

const box = () => screen.getByLabelText(/Track a Spotify playlist/);
function add(url: string) {
  fireEvent.change(box(), { target: { value: url } });
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
}

describe('Dashboard Add box: errors tied to the box', () => {
  it('ties what the link check and the server say about the link to the box, and unties it once tracked', async () => {
    await renderApp('/dashboard', { signedInAs: DEMO_USER });
    await screen.findByRole('table', { name: 'Playlists' });
    expectNoFieldError(box());

    add('not a link');
    await screen.findByRole('alert');
    expectTiedToError(box(), 'Not a valid Spotify URL. Please try again.');

    add(`https://open.spotify.com/album/${'a'.repeat(22)}`);
    await waitFor(() => expectTiedToError(box(), 'Invalid Spotify URL'));

    add(`https://open.spotify.com/playlist/${'Z'.repeat(22)}`);
    await waitFor(() => expectTiedToError(box(), 'Playlist not found.'));

    add(`https://open.spotify.com/playlist/${PLAYLIST_IDS.newList}`);
    await screen.findByText('Started tracking the playlist!');
    expect(screen.queryByRole('alert')).toBeNull();
    expectNoFieldError(box());
  });

  it('keeps a failed request off the box', async () => {
    const { container } = await renderApp('/dashboard', { signedInAs: DEMO_USER });
    await screen.findByRole('table', { name: 'Playlists' });
    container.get<FakeTrackingGateway>(TrackingGateway).failNext('track', null, null);
    add(`https://open.spotify.com/playlist/${PLAYLIST_IDS.newList}`);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Could not reach Chartpulse. Check your connection and try again.',
    );
    expectNoFieldError(box());
  });

  it('unties the box when the error is dismissed', async () => {
    await renderApp('/dashboard', { signedInAs: DEMO_USER });
    await screen.findByRole('table', { name: 'Playlists' });
    add('not a link');
    await waitFor(() => expectTiedToError(box(), 'Not a valid Spotify URL. Please try again.'));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expectNoFieldError(box());
  });
});

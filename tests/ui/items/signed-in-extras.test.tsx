import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ARTIST_IDS, PLAYLIST_IDS, TRACK_IDS } from '@adapters/fake/catalog-fixtures';
import { FakeTrackingGateway } from '@adapters/fake/fake-tracking-gateway';
import { AuthStore } from '@shared/auth/auth-store';
import { ArtistPage } from '../../../src/features/items/artist/artist-page';
import { PlaylistPage } from '../../../src/features/items/playlist/playlist-page';
import { TrackPage } from '../../../src/features/items/track/track-page';
import { renderAt } from './support/render-page';

// The first renders import the chart code (d3) cold, slow on a loaded machine.
describe('Signed-in item extras', { timeout: 30_000 }, () => {
  it('tracks and stops an artist with the §8 messages, dismissable', async () => {
    renderAt('/artist/:id', `/artist/${ARTIST_IDS.northLights}`, <ArtistPage />, { signedIn: true });
    const track = await screen.findByRole('button', { name: 'Track' });
    await waitFor(() => expect((track as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(track);
    expect(screen.getByRole('button', { name: 'Tracking…' }).getAttribute('aria-disabled')).toBe('true');
    expect((await screen.findByRole('status')).textContent).toContain('Started tracking the artist!');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText('Started tracking the artist!')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Stop Tracking' }));
    expect(await screen.findByText('Stopped tracking the artist!')).toBeTruthy();
  });

  it('keeps focus on the Track / Stop Tracking button across the toggle, and sends one toggle per click', async () => {
    const tracking = new FakeTrackingGateway();
    const calls: string[] = [];
    const track = tracking.track.bind(tracking);
    tracking.track = async (kind, id) => {
      calls.push(kind);
      return track(kind, id);
    };
    renderAt('/track/:id', `/track/${TRACK_IDS.glacier}`, <TrackPage />, { signedIn: true, tracking });
    const button = await screen.findByRole('button', { name: 'Track' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    button.focus();
    fireEvent.click(button);
    fireEvent.click(button); // while it submits: ignored
    expect(document.activeElement).toBe(button);
    const stop = await screen.findByRole('button', { name: 'Stop Tracking' });
    expect(stop).toBe(button);
    expect(document.activeElement).toBe(button);
    expect(calls).toEqual(['track']);
  });

  it('shows an artist’s growth, follower change and both charts', async () => {
    renderAt('/artist/:id', `/artist/${ARTIST_IDS.aurora}`, <ArtistPage />, { signedIn: true });
    expect(await screen.findByText('Followers since last check:')).toBeTruthy();
    expect(screen.getAllByText('Cumulative growth')).toHaveLength(2);
    expect(await screen.findByRole('group', { name: 'Popularity over time' })).toBeTruthy();
    expect(await screen.findByRole('group', { name: 'Followers over time' })).toBeTruthy();
    const csv = screen.getAllByRole('link', { name: /^Download CSV/ });
    expect(csv).toHaveLength(2);
    expect(csv[0]!.getAttribute('download')).toBe(`artist-${ARTIST_IDS.aurora}-history.csv`);
  });

  it('says so when an artist has no history', async () => {
    renderAt('/artist/:id', `/artist/${ARTIST_IDS.devMode}`, <ArtistPage />, { signedIn: true });
    expect(
      await screen.findByText(
        'No history available yet for this artist. You may need to start tracking this artist, or wait for updates.',
      ),
    ).toBeTruthy();
  });

  it('says in words, instead of a chart, that Spotify withholds the followers, with the Deezer fans', async () => {
    renderAt('/artist/:id', `/artist/${ARTIST_IDS.devMode}`, <ArtistPage />, { signedIn: true });
    const note = await screen.findByText(/^Spotify does not give artist followers to this installation\.$/, {
      selector: '.withheld-note',
    });
    expect(note).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Followers over time' })).toBeNull();
  });

  it('shows an error alert with the track wording when the request gets no answer', async () => {
    const tracking = new FakeTrackingGateway();
    renderAt('/track/:id', `/track/${TRACK_IDS.glacier}`, <TrackPage />, { signedIn: true, tracking });
    const button = await screen.findByRole('button', { name: 'Track' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    tracking.failNext('track', null, null);
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'An error occurred. Please try again later.',
    );
  });

  it('shows the cap on tracked items in the server’s words when the account is full', async () => {
    const tracking = new FakeTrackingGateway();
    renderAt('/track/:id', `/track/${TRACK_IDS.glacier}`, <TrackPage />, { signedIn: true, tracking });
    const button = await screen.findByRole('button', { name: 'Track' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    const cap = 'Over the limit of 1,000 tracked items for one account: stop tracking some to add more.';
    tracking.failNext('track', cap, 409);
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toContain(cap);
  });

  it('shows a track’s popularity chart at a fixed 960×480 aspect', async () => {
    renderAt('/track/:id', `/track/${TRACK_IDS.runaway}`, <TrackPage />, { signedIn: true });
    const chart = await screen.findByRole('group', { name: 'Popularity over time' });
    expect((chart.closest('.ts-chart-box') as HTMLElement).style.aspectRatio).toBe('960 / 480');
  });

  it('tells an untracked user to track a playlist first, the button beside the message', async () => {
    // No reading of it at all: a playlist the install reads shows its history instead (issue 33).
    const tracking = new FakeTrackingGateway({ historyDays: { [PLAYLIST_IDS.newList]: 0 } });
    renderAt('/playlist/:playlist_id', `/playlist/${PLAYLIST_IDS.newList}`, <PlaylistPage />, {
      signedIn: true,
      tracking,
    });
    const invitation = (await screen.findByText(/^Track this playlist to see/)).parentElement!;
    expect(within(invitation).getByRole('button', { name: 'Track' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Follower bot check' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Followers over time' })).toBeNull();
  });

  it('links the bot-check anomalies to the tracked playlist’s followers chart', async () => {
    renderAt('/playlist/:playlist_id', `/playlist/${PLAYLIST_IDS.boosted}`, <PlaylistPage />, {
      signedIn: true,
    });
    expect(await screen.findByRole('group', { name: 'Followers over time' })).toBeTruthy();
    expect(screen.getByText('Average daily change')).toBeTruthy();
    expect(screen.getByText('Monthly growth')).toBeTruthy();
    const anomaly = screen.getAllByRole('button', { name: /^(Burst|Drip|Purge) on / })[0]!;
    expect(anomaly.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(anomaly);
    expect(anomaly.getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps the anonymous playlist page: the bot check and the login link, no extras', async () => {
    const { container } = renderAt(
      '/playlist/:playlist_id',
      `/playlist/${PLAYLIST_IDS.boosted}`,
      <PlaylistPage />,
    );
    expect(await screen.findByRole('link', { name: 'Advanced stats...' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Follower bot check' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^(Burst|Drip|Purge) on / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Track' })).toBeNull();
    runInAction(() => {
      container.get(AuthStore).isAuthenticated = true;
    });
    expect(await screen.findByRole('button', { name: 'Stop Tracking' })).toBeTruthy();
  });
});

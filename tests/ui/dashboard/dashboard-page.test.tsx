import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeTrackingGateway } from '@adapters/fake/fake-tracking-gateway';
import { TrackingGateway } from '@domain/ports/browser/tracking-gateway';
import { DEMO_USER, renderApp } from '../support/render-app';

function table(title: string) {
  return screen.getByRole('table', { name: title });
}

/** The cells of the column whose header starts with `label`, top to bottom. */
function column(title: string, label: string): HTMLElement[] {
  const headers = within(table(title)).getAllByRole('columnheader');
  const index = headers.findIndex((header) => header.textContent?.startsWith(label));
  return within(table(title))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index]!);
}

describe('Dashboard page', () => {
  it('disables Add while the box is empty', async () => {
    await renderApp('/dashboard', { signedInAs: DEMO_USER });
    // Queried afresh each time: the page re-renders as the tracked lists arrive.
    const add = () => screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement;
    await screen.findByRole('button', { name: 'Add' });
    await waitFor(() => expect(add().disabled).toBe(true));
    fireEvent.change(screen.getByLabelText(/Track a Spotify playlist/), { target: { value: 'x' } });
    await waitFor(() => expect(add().disabled).toBe(false));
    await waitFor(() => expect(document.title).toBe('Dashboard | Chartpulse'));
  });

  it('sorts a column both ways and says so with aria-sort', async () => {
    await renderApp('/dashboard', { signedInAs: DEMO_USER });
    await screen.findByRole('table', { name: 'Playlists' });
    const header = within(table('Playlists')).getByRole('columnheader', { name: /Followers/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    const followers = () =>
      column('Playlists', 'Followers').map((cell) => Number(cell.textContent?.replaceAll(',', '')));
    expect(followers().every(Number.isFinite)).toBe(true);
    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    const ascending = followers();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(followers()).toEqual([...ascending].reverse());
  });

  it('sorts a follower change by its percent with its % button', async () => {
    await renderApp('/dashboard', { signedInAs: DEMO_USER });
    await screen.findByRole('table', { name: 'Playlists' });
    const percent = within(table('Playlists')).getByRole('button', {
      name: 'Sort by 30-day change in percent',
    });
    fireEvent.click(percent);
    fireEvent.click(percent);
    expect(percent.getAttribute('aria-pressed')).toBe('true');
    const header = within(table('Playlists')).getByRole('columnheader', { name: /30-day change/ });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    const percents = column('Playlists', '30-day change')
      .map((cell) => /\(([-+−]?[\d.,]+)%\)/.exec(cell.textContent ?? '')?.[1])
      .filter((text) => text !== undefined)
      .map((text) => Number(text.replace('−', '-').replaceAll(',', '')));
    expect(percents.length).toBeGreaterThan(1);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    // By the absolute change the order differs: the bigger playlist gained more followers, a smaller share.
    const byPercent = column('Playlists', '30-day change').map((cell) => cell.textContent);
    fireEvent.click(within(header).getAllByRole('button')[0]!);
    fireEvent.click(within(header).getAllByRole('button')[0]!);
    expect(percent.getAttribute('aria-pressed')).toBe('false');
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(column('Playlists', '30-day change').map((cell) => cell.textContent)).toEqual(
      [...byPercent].reverse(),
    );
  });

  it('takes a stopped row out at once, with Undo bringing it back', async () => {
    await renderApp('/dashboard', { signedInAs: DEMO_USER });
    const artists = await screen.findByRole('table', { name: 'Artists' });
    const name = within(artists).getAllByRole('link')[0]!.textContent!;
    fireEvent.click(within(artists).getByRole('button', { name: /^Stop tracking/ }));
    expect(
      await screen.findByText(
        'You are not tracking any artists yet. Add a Spotify Artist to start tracking!',
      ),
    ).toBeTruthy();
    expect(screen.getByText(`Stopped tracking ${name}.`)).toBeTruthy();
    const undo = screen.getByRole('button', { name: `Undo: keep tracking ${name}` });
    await waitFor(() => expect(document.activeElement).toBe(undo));
    fireEvent.click(undo);
    const back = await screen.findByRole('table', { name: 'Artists' });
    expect(within(back).getByRole('link', { name }).textContent).toBe(name);
  });

  it('filters the tables by name and says when nothing matches', async () => {
    await renderApp('/dashboard', { signedInAs: DEMO_USER });
    await screen.findByRole('table', { name: 'Playlists' });
    fireEvent.change(screen.getByLabelText('Filter'), { target: { value: 'no such name' } });
    expect(await screen.findByText('No playlists match “no such name”.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Playlists' })).toBeNull();
  });

  it('sends the user to log in with "Session expired" when an add meets a 401', async () => {
    const { container, router } = await renderApp('/dashboard', { signedInAs: DEMO_USER });
    container.get<FakeTrackingGateway>(TrackingGateway).failNext('track', 'Authentication required', 401);
    const box = await screen.findByLabelText(/Track a Spotify playlist/);
    fireEvent.change(box, { target: { value: 'https://open.spotify.com/track/3n3Ppam7vgaVa1iaRUc9Lp' } });
    fireEvent.submit(box);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect((await screen.findByRole('alert')).textContent).toBe('Session expired. Please log in again.');
  });
});

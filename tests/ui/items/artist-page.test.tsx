import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ARTIST_IDS } from '@adapters/fake/catalog-fixtures';
import { ArtistPage } from '../../../src/features/items/artist/artist-page';
import { renderAt } from './support/render-page';

function showArtist(id: string, signedIn = false) {
  return renderAt('/artist/:id', `/artist/${id}`, <ArtistPage />, { signedIn });
}

describe('Artist page', () => {
  it('shows the loading text, then every section for a full artist', async () => {
    showArtist(ARTIST_IDS.aurora);
    expect(screen.getByText(/Analyzing artist, please wait/)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Aurora Vale' })).toBeTruthy();
    expect(screen.getByText('2,431,877')).toBeTruthy();
    expect(screen.getByText('indie pop, nordic folk, art pop')).toBeTruthy();
    expect(screen.getByText('First release')).toBeTruthy();
    expect(screen.getByText('Latest release')).toBeTruthy();
    expect(screen.getByText('What Happened to the Light')).toBeTruthy();
    expect(screen.getByText('11 years and 0 months')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Labels' })).toBeTruthy();
    expect(screen.getByText('Glassnote Records')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in Spotify' }).getAttribute('href')).toBe(
      `https://open.spotify.com/artist/${ARTIST_IDS.aurora}`,
    );
    await waitFor(() => expect(document.title).toBe('Aurora Vale | Chartpulse'));
  });

  it('lists collaborators by count, linking to their pages with the count in brackets', async () => {
    showArtist(ARTIST_IDS.aurora);
    const section = (await screen.findByRole('heading', { name: 'Collaborators' })).closest('details')!;
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['North Lights (5)', 'Kasper Lind (2)']);
    expect(within(section).getByRole('link', { name: 'North Lights' }).getAttribute('href')).toBe(
      `/artist/${ARTIST_IDS.northLights}`,
    );
  });

  it('links top tracks to their track pages', async () => {
    showArtist(ARTIST_IDS.aurora);
    const table = await screen.findByRole('table');
    const runaway = within(table).getByRole('link', { name: 'Runaway' });
    expect(runaway.getAttribute('href')).toMatch(/^\/track\//);
  });

  it('hides the optional blocks and says in words what a Development Mode Spotify withholds', async () => {
    showArtist(ARTIST_IDS.devMode);
    await screen.findByRole('heading', { level: 1, name: 'Quiet Harbour' });
    const followers = screen.getByRole('heading', { name: 'Followers' }).parentElement!;
    expect(within(followers).getByText('Not given')).toBeTruthy();
    expect(
      within(followers).getByText('Spotify does not give artist followers to this installation'),
    ).toBeTruthy();
    // The linked Deezer artist's fans stand in, labelled as Deezer's.
    expect(await within(followers).findByText('Deezer fans: 1,234,567')).toBeTruthy();
    const popularity = screen.getByRole('heading', { name: 'Popularity' }).parentElement!;
    expect(
      within(popularity).getByText('Spotify does not give artist popularity to this installation'),
    ).toBeTruthy();
    expect(within(popularity).queryByText('0')).toBeNull();
    expect(screen.getByRole('link', { name: 'Also on Deezer' }).getAttribute('href')).toBe(
      '/deezer/artist/27',
    );
    for (const absent of ['First release', 'Latest release', 'Career longevity', 'Collaborators', 'Labels']) {
      expect(screen.queryByText(absent)).toBeNull();
    }
  });

  it('offers anonymous visitors a login link that remembers the artist page', async () => {
    const { router } = showArtist(ARTIST_IDS.aurora);
    const link = await screen.findByRole('link', { name: 'See other advanced stats...' });
    expect(link.getAttribute('href')).toBe('/login');
    link.click();
    await screen.findByText('Login screen');
    expect(router.state.location.state).toEqual({ from: `/artist/${ARTIST_IDS.aurora}` });
  });

  it('does not show the login link to signed-in users', async () => {
    showArtist(ARTIST_IDS.aurora, true);
    await screen.findByRole('heading', { level: 1, name: 'Aurora Vale' });
    expect(screen.queryByText('See other advanced stats...')).toBeNull();
  });

  it('shows a friendly not-found state for an unknown artist', async () => {
    showArtist('0000000000000000000000');
    expect(await screen.findByRole('heading', { name: "We couldn't find that artist" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to search' }).getAttribute('href')).toBe('/');
  });

  it('says nothing about Deezer for an artist without a twin, unless the visitor may link one', async () => {
    showArtist(ARTIST_IDS.aurora);
    await screen.findByRole('heading', { level: 1, name: 'Aurora Vale' });
    expect(screen.queryByText(/Deezer/)).toBeNull();
  });

  it('lets a signed-in user reject a wrong link and set another', async () => {
    showArtist(ARTIST_IDS.devMode, true);
    await screen.findByRole('link', { name: 'Also on Deezer' });
    screen.getByRole('button', { name: 'This link is wrong' }).click();
    expect(await screen.findByText('Thanks: this link is removed and will not be made again.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Also on Deezer' })).toBeNull();
    screen.getByRole('button', { name: 'Link to Deezer' }).click();
    const input = await screen.findByLabelText('Deezer artist link or id');
    fireEvent.change(input, { target: { value: 'https://www.deezer.com/en/track/5' } });
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByText('Please enter a Deezer artist link or id.')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'https://www.deezer.com/en/artist/5' } });
    fireEvent.submit(input.closest('form')!);
    expect((await screen.findByRole('link', { name: 'Also on Deezer' })).getAttribute('href')).toBe(
      '/deezer/artist/5',
    );
  });
});

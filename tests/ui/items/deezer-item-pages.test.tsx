import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeCatalogGateway } from '@adapters/fake/fake-catalog-gateway';
import { ARTISTS } from '@adapters/fake/catalog-fixtures';
import { ArtistPage } from '../../../src/features/items/artist/artist-page';
import { renderAt } from './support/render-page';

// A Deezer artist as the server answers it: every id an item key (`deezer:{id}`).
const aurora = ARTISTS[0]!;
const deezerArtist = {
  ...aurora,
  id: 'deezer:27',
  profile_url: 'https://www.deezer.com/artist/27',
  collaborators: [{ id: 'deezer:28', name: 'North Lights', collaborations: 5 }],
};

describe('Deezer item pages (/deezer/…)', () => {
  it('renders the artist page of /deezer/artist/{id} from the key, linking on to /deezer pages and to Deezer', async () => {
    const catalog = new FakeCatalogGateway({ artists: [deezerArtist] });
    renderAt('/deezer/artist/:id', '/deezer/artist/27', <ArtistPage />, { catalog });
    expect(await screen.findByRole('heading', { level: 1, name: aurora.name })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in Deezer' }).getAttribute('href')).toBe(
      'https://www.deezer.com/artist/27',
    );
    expect(screen.queryByRole('link', { name: 'Open in Spotify' })).toBeNull();
    const section = screen.getByRole('heading', { name: 'Collaborators' }).closest('details')!;
    expect(within(section).getByRole('link', { name: 'North Lights' }).getAttribute('href')).toBe(
      '/deezer/artist/28',
    );
  });

  it('shows the not-found page for a Deezer id the catalog does not know (Deezer off, or no such item)', async () => {
    renderAt('/deezer/artist/:id', '/deezer/artist/27', <ArtistPage />);
    expect(await screen.findByText(/may have been removed/)).toBeTruthy();
  });
});

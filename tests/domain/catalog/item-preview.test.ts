import { describe, expect, it } from 'vitest';
import type { ArtistDetails, TrackDetails } from '@domain/catalog/catalog-contracts';
import { itemPreview, plainText } from '@domain/catalog/item-preview';

const ARTIST: ArtistDetails = {
  id: 'a1',
  name: 'Nova',
  profile_image: null,
  popularity: null,
  genres: ['synth pop', 'electro', 'dream pop', 'shoegaze'],
  followers: 1234,
  first_release: null,
  latest_release: null,
  career_longevity: null,
  profile_url: 'https://open.spotify.com/artist/a1',
  collaborators: [],
  labels: [],
  top_tracks: [],
  withheld: [],
};

const TRACK: TrackDetails = {
  id: 't1',
  name: 'Song',
  album: {
    id: 'al1',
    name: 'Album',
    images: [
      { url: 'https://i/640', height: 640, width: 640 },
      { url: 'https://i/300', height: 300, width: 300 },
    ],
    release_date: '2024-01-02',
  },
  artists: [
    { id: 'a1', name: 'Nova' },
    { id: 'a2', name: 'Echo' },
  ],
  external_urls: { spotify: 'https://open.spotify.com/track/t1' },
  duration_ms: 1000,
  popularity: 61,
  explicit: false,
  external_ids: { isrc: null },
  withheld: [],
};

describe('item previews', () => {
  it("an artist's: figures in the cards' words, never a made-up popularity, three genres at most", () => {
    const preview = itemPreview('artist', ARTIST);
    expect(preview.figures).toEqual([
      { label: 'Followers', text: '1,234' },
      { label: 'Popularity', text: 'not available' },
    ]);
    expect(preview.description).toBe(
      'Artist on Chartpulse: Followers 1,234 · Popularity not available. Genres: synth pop, electro, dream pop.',
    );
    expect(preview.facts.map((fact) => fact.label)).toEqual(['Genres']);
    expect(preview.roundImage).toBe(true);
    expect(preview.grade).toBeNull();
  });

  it("a track's: the second cover size and its artists", () => {
    const preview = itemPreview('track', TRACK);
    expect(preview.image).toBe('https://i/300');
    expect(preview.byline).toBe('by Nova, Echo');
    expect(preview.description).toBe('Track by Nova, Echo on Chartpulse: Popularity 61.');
  });

  it('a description as text: tags dropped, entities read', () => {
    expect(plainText('Best <a href="spotify:x">indie</a> &amp; more&#x27;s <br/>')).toBe(
      "Best indie & more's",
    );
    expect(plainText('&lt;b&gt;')).toBe('<b>');
  });
});

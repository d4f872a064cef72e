import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { songMatcher, type TrackToMatch } from '@domain/listening';

const TRACKS: TrackToMatch[] = [
  { key: 'aaaaaaaaaaaaaaaaaaaaa1', name: 'All My Gold', artistNames: 'Nova Lane', isrc: 'GBAYE1800001' },
  { key: 'aaaaaaaaaaaaaaaaaaaaa2', name: 'Slow Forever', artistNames: 'Nova Lane, Kip', isrc: null },
  { key: 'aaaaaaaaaaaaaaaaaaaaa3', name: 'Slow Forever', artistNames: 'Other Band', isrc: null },
  { key: 'aaaaaaaaaaaaaaaaaaaaa4', name: 'Twin', artistNames: 'Nova Lane', isrc: 'USXYZ2400001' },
  { key: 'aaaaaaaaaaaaaaaaaaaaa5', name: 'Twin', artistNames: 'Nova Lane', isrc: 'USXYZ2400002' },
];
const match = songMatcher(TRACKS);
const song = (overrides: Partial<Parameters<typeof match>[0]>) => ({
  song: 'Unknown',
  link: null,
  isrc: null,
  artist: 'Nova Lane',
  ...overrides,
});

describe('songMatcher (issue 34: songs matched to tracked tracks)', () => {
  it('takes a Spotify track link, URI or id first, whatever the title says', () => {
    const id = 'BBBBBBBBBBBBBBBBBBBBB7';
    for (const link of [`https://open.spotify.com/track/${id}?si=x`, `spotify:track:${id}`, id])
      expect(match(song({ song: 'All My Gold', link }))).toBe(id);
    expect(match(song({ song: 'All My Gold', link: `https://open.spotify.com/album/${id}` }))).toBe(
      'aaaaaaaaaaaaaaaaaaaaa1',
    );
  });

  it('then an ISRC, written with hyphens or in lower case', () => {
    expect(match(song({ isrc: 'gb-aye-18-00001', artist: null }))).toBe('aaaaaaaaaaaaaaaaaaaaa1');
    expect(match(song({ song: 'Twin', isrc: 'USXYZ2400002' }))).toBe('aaaaaaaaaaaaaaaaaaaaa5');
  });

  it('then the exact normalized title with its artist, and never a guess', () => {
    expect(match(song({ song: '  all my  GOLD ' }))).toBe('aaaaaaaaaaaaaaaaaaaaa1');
    expect(match(song({ song: 'Slow Forever', artist: 'kip' }))).toBe('aaaaaaaaaaaaaaaaaaaaa2');
    expect(match(song({ song: 'Slow Forever', artist: 'Other Band' }))).toBe('aaaaaaaaaaaaaaaaaaaaa3');
    expect(match(song({ song: 'Slow Forever', artist: null })), 'no artist to compare').toBeNull();
    expect(match(song({ song: 'Twin' })), 'two tracks of that title and artist').toBeNull();
    expect(match(song({ song: 'All My Gold (Remix)' })), 'not the same title').toBeNull();
    expect(match(song({ song: 'All My Gold', artist: 'Nova' })), 'not the same artist').toBeNull();
  });

  it('matches a song only to a track that has its link, ISRC, or title and artist', () => {
    const names = fc.constantFrom('All My Gold', 'Slow Forever', 'Twin', 'Elsewhere', 'all my gold');
    fc.assert(
      fc.property(
        names,
        fc.option(fc.constantFrom('GBAYE1800001', 'USXYZ2400001', 'ZZZZZ0000000'), { nil: null }),
        fc.option(fc.constantFrom('Nova Lane', 'Kip', 'Other Band', 'Nobody'), { nil: null }),
        (title, isrc, artist) => {
          const key = match(song({ song: title, isrc, artist }));
          if (key === null) return;
          const track = TRACKS.find((candidate) => candidate.key === key)!;
          const byIsrc = isrc !== null && track.isrc === isrc;
          const byName =
            track.name.toLowerCase() === title.toLowerCase() &&
            artist !== null &&
            track.artistNames.split(', ').includes(artist);
          expect(byIsrc || byName).toBe(true);
        },
      ),
    );
  });
});

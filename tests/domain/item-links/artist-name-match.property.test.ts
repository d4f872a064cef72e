import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ArtistVote,
  artistLinkFromVotes,
  majorityArtist,
  normalizeArtistName,
  parseDeezerTwinInput,
  sameArtistName,
} from '@domain/item-links';

const word = fc.stringMatching(/^[a-z][a-z0-9]{0,7}$/).filter((w) => w !== 'the' && w !== 'and');
const name = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));
const accents: Record<string, string> = { a: 'á', e: 'é', i: 'ï', o: 'ô', u: 'ü', n: 'ñ', c: 'ç' };

describe('artist names across services (properties)', () => {
  it('ignores case, accents, a leading "the", punctuation and spacing', () => {
    fc.assert(
      fc.property(name, fc.boolean(), fc.constantFrom('', '.', '!', ' - '), (plain, the, mark) => {
        const dressed = `${the ? 'The ' : ''}${plain
          .split(' ')
          .map((w) => w.toUpperCase().replace(/[AEIOUNC]/g, (c) => accents[c.toLowerCase()]!.toUpperCase()))
          .join(`${mark}  `)}${mark}`;
        expect(sameArtistName(dressed, plain)).toBe(true);
      }),
    );
  });

  it('is idempotent and never matches two different plain names', () => {
    fc.assert(
      fc.property(name, name, (a, b) => {
        expect(normalizeArtistName(normalizeArtistName(a))).toBe(normalizeArtistName(a));
        expect(sameArtistName(a, b)).toBe(a === b);
      }),
    );
  });

  it('reads "&" as "and", ", The" as a leading "the", and never matches empty names', () => {
    expect(sameArtistName('Simon & Garfunkel', 'simon and garfunkel')).toBe(true);
    expect(sameArtistName('Beatles, The', 'The Beatles')).toBe(true);
    expect(sameArtistName('Beyoncé', 'BEYONCE')).toBe(true);
    expect(sameArtistName('!!!', '...')).toBe(false);
    expect(sameArtistName('The The', 'the the')).toBe(true);
  });
});

const vote = fc.constantFrom<ArtistVote | null>(
  { id: '1', name: 'Aurora' },
  { id: '2', name: 'Aurora' },
  { id: '3', name: 'Someone Else' },
  null,
);

describe('majority of looked-up tracks (properties)', () => {
  it('answers only an artist more than half of the votes name, whatever their order', () => {
    fc.assert(
      fc.property(fc.array(vote, { maxLength: 12 }), (votes) => {
        const winner = majorityArtist(votes);
        const countOf = (id: string) => votes.filter((v) => v?.id === id).length;
        if (winner) expect(countOf(winner.id) * 2).toBeGreaterThan(votes.length);
        else for (const id of ['1', '2', '3']) expect(countOf(id) * 2).toBeLessThanOrEqual(votes.length);
        expect(majorityArtist([...votes].reverse())?.id).toBe(winner?.id);
      }),
    );
  });

  it('links only when the winner also bears the name', () => {
    fc.assert(
      fc.property(fc.array(vote, { maxLength: 12 }), (votes) => {
        const link = artistLinkFromVotes('AURORA', votes);
        if (link) expect(['1', '2']).toContain(link.id);
        expect(artistLinkFromVotes('Nobody', votes)).toBeNull();
      }),
    );
  });

  it('a track without a twin counts against every candidate', () => {
    const aurora = { id: '1', name: 'Aurora' };
    expect(majorityArtist([aurora, null])).toBeNull();
    expect(majorityArtist([aurora, aurora, null])).toEqual(aurora);
    expect(majorityArtist([])).toBeNull();
  });
});

describe('a Deezer id typed to correct a link', () => {
  it('accepts digits, item keys and pages of the same kind only', () => {
    expect(parseDeezerTwinInput('3135556', 'artist')).toBe('3135556');
    expect(parseDeezerTwinInput(' deezer:3135556 ', 'artist')).toBe('3135556');
    expect(parseDeezerTwinInput('https://www.deezer.com/fr/artist/27?utm=x', 'artist')).toBe('27');
    expect(parseDeezerTwinInput('deezer.com/track/3135556', 'track')).toBe('3135556');
    expect(parseDeezerTwinInput('https://www.deezer.com/en/track/3135556', 'artist')).toBeNull();
    expect(parseDeezerTwinInput('https://evil.example/en/artist/27', 'artist')).toBeNull();
    expect(parseDeezerTwinInput('0', 'artist')).toBeNull();
    expect(parseDeezerTwinInput('not a link', 'album')).toBeNull();
  });
});

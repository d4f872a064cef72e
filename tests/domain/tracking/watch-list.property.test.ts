import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  OVER_CAP_ERROR,
  parseWatchList,
  SHORT_LINK_IN_LIST,
  splitCsvRow,
  WATCH_LIST_MAX_CHARS,
  WATCH_LIST_MAX_LINKS,
} from '@domain/tracking';

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'.split('');
const spotifyId = fc
  .array(fc.constantFrom(...ALNUM), { minLength: 22, maxLength: 22 })
  .map((c) => c.join(''));
const kind = fc.constantFrom('artist', 'track', 'playlist' as const);
const spotifyLink = fc
  .tuple(kind, spotifyId)
  .map(([k, id]) => ({ text: `https://open.spotify.com/${k}/${id}`, kind: k, key: id }));
const deezerLink = fc
  .tuple(kind, fc.integer({ min: 1, max: 2_000_000_000 }))
  .map(([k, id]) => ({ text: `https://www.deezer.com/en/${k}/${id}`, kind: k, key: `deezer:${id}` }));
const link = fc.oneof(spotifyLink, deezerLink);

function ok(text: string) {
  const list = parseWatchList(text);
  if (!list.ok) throw new Error(`refused: ${list.error}`);
  return list.entries;
}

describe('parseWatchList', () => {
  it('reads one link per line, keeping each line number and skipping blank lines', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(link, fc.nat({ max: 2 })), { maxLength: 40 }), (rows) => {
        const lines = rows.flatMap(([l, blanks]) => [...Array<string>(blanks).fill('  '), `  ${l.text} `]);
        const entries = ok(lines.join('\n'));
        expect(entries).toHaveLength(rows.length);
        let lineNumber = 0;
        rows.forEach(([l, blanks], index) => {
          lineNumber += blanks + 1;
          expect(entries[index]).toEqual({ line: lineNumber, input: l.text, kind: l.kind, key: l.key });
        });
      }),
    );
  });

  it('reads the link column of a CSV whatever its position and quoting', () => {
    fc.assert(
      fc.property(
        fc.array(link, { minLength: 1, maxLength: 20 }),
        fc.nat({ max: 3 }),
        fc.constantFrom('link', 'URL', 'Url'),
        fc.boolean(),
        (links, column, name, quote) => {
          const header = [...Array<string>(column).fill('note'), name, 'after'].join(',');
          const rows = links.map((l) => {
            const cell = quote ? `"${l.text}"` : l.text;
            return [...Array<string>(column).fill('"a, ""b"""'), cell, 'x'].join(',');
          });
          const entries = ok([header, ...rows].join('\r\n'));
          expect(entries.map((e) => ('key' in e ? e.key : null))).toEqual(links.map((l) => l.key));
          expect(entries.map((e) => e.line)).toEqual(links.map((_, index) => index + 2));
        },
      ),
    );
  });

  it('answers every line past the cap over_cap, and never more than the cap as links', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 260 }), (count) => {
        const text = Array.from(
          { length: count },
          (_, i) => `https://open.spotify.com/artist/${'a'.repeat(21)}${ALNUM[i % 62]}`,
        ).join('\n');
        const entries = ok(text);
        expect(entries).toHaveLength(count);
        const over = entries.filter((e) => 'problem' in e && e.problem === 'over_cap');
        expect(over).toHaveLength(Math.max(0, count - WATCH_LIST_MAX_LINKS));
        expect(
          over.every((e) => e.line > WATCH_LIST_MAX_LINKS && 'error' in e && e.error === OVER_CAP_ERROR),
        ).toBe(true);
      }),
      { numRuns: 20 },
    );
  });

  it('answers text that is no trackable link not_a_link, with the reason', () => {
    const entries = ok(
      ['hello', 'https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy', 'https://spotify.link/abc'].join(
        '\n',
      ),
    );
    expect(entries).toEqual([
      { line: 1, input: 'hello', problem: 'not_a_link', error: 'Not a valid Spotify URL. Please try again.' },
      expect.objectContaining({ line: 2, problem: 'not_a_link', error: 'Invalid Spotify URL' }),
      expect.objectContaining({ line: 3, problem: 'not_a_link', error: SHORT_LINK_IN_LIST }),
    ]);
  });

  it('refuses binary content whole, naming its lines', () => {
    fc.assert(
      fc.property(
        fc.array(link, { minLength: 1, maxLength: 10 }),
        fc.nat(),
        fc.constantFrom('\u0000', '\u0001', '\u007f', '\ufffd'),
        (links, at, junk) => {
          const lines = links.map((l) => l.text);
          const index = at % lines.length;
          lines[index] = `${lines[index]}${junk}`;
          const list = parseWatchList(lines.join('\n'));
          expect(list).toEqual({ ok: false, error: 'This is not a text or CSV file.', lines: [index + 1] });
        },
      ),
    );
  });

  it('refuses malformed CSV whole, naming the rows at fault, and a list that is too big', () => {
    const csv = [
      'name,url',
      'a,https://open.spotify.com/artist/0TnOYISbd1XYRBk9myaseg',
      'b,"https://x',
      'c',
    ].join('\n');
    expect(parseWatchList(csv)).toEqual({
      ok: false,
      error: expect.stringContaining('Malformed CSV'),
      lines: [3, 4],
    });
    const big = parseWatchList('x'.repeat(WATCH_LIST_MAX_CHARS + 1));
    expect(big).toMatchObject({ ok: false, error: expect.stringContaining('too big') });
  });

  it('splits CSV rows so that joining quoted cells gives them back', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: fc.constantFrom('a', ',', '"', ' ', 'b') }), { minLength: 1 }),
        (cells) => {
          const line = cells.map((c) => `"${c.replaceAll('"', '""')}"`).join(',');
          expect(splitCsvRow(line)).toEqual(cells);
        },
      ),
    );
  });
});

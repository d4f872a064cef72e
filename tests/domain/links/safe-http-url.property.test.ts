import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeHttpUrl } from '@domain/links';

const NUM_RUNS = 500;
/** Schemes a browser would run, render or hand to another application. */
const unsafeScheme = fc.constantFrom(
  'javascript',
  'JavaScript',
  'vbscript',
  'data',
  'file',
  'blob',
  'spotify',
  'ftp',
);
/** What may come before a scheme and is still ignored by URL parsers (spaces, C0 controls). */
const ignoredPrefix = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u0000', '\u001f'), maxLength: 3 });
/** A tab or newline inside the scheme: parsers drop them, so `java\tscript:` is `javascript:`. */
/** Built once: making a web-address arbitrary takes seconds on a small machine. */
const webUrl = fc.webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true, withFragments: true });
const anyText = fc.oneof(fc.string(), webUrl);
const withDroppedCharacters = (scheme: string, at: number, character: string) =>
  `${scheme.slice(0, at)}${character}${scheme.slice(at)}`;

describe('safeHttpUrl', () => {
  it('keeps the http(s) addresses the music service sends', () => {
    expect(safeHttpUrl('https://i.scdn.co/image/ab67616d0000b273')).toBe(
      'https://i.scdn.co/image/ab67616d0000b273',
    );
    expect(safeHttpUrl('https://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQVPb')).toBe(
      'https://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQVPb',
    );
    expect(safeHttpUrl('http://mosaic.scdn.co/640/ab67')).toBe('http://mosaic.scdn.co/640/ab67');
  });

  it('refuses scripts, other schemes, relative text, credentials and non-strings', () => {
    for (const raw of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'spotify:artist:4Z8W4fKeB5YxbusRsdQVPb',
      '//evil.example/x',
      '/relative/path',
      'https://user:secret@evil.example/',
      'https://',
      '',
      null,
      undefined,
      42,
      { href: 'https://example.com' },
    ])
      expect(safeHttpUrl(raw), String(raw)).toBeNull();
  });

  it('answers only absolute http(s) addresses, for any input', () => {
    fc.assert(
      fc.property(anyText, (raw) => {
        const safe = safeHttpUrl(raw);
        if (safe === null) return;
        const parsed = new URL(safe);
        expect(['http:', 'https:']).toContain(parsed.protocol);
        expect(parsed.hostname).not.toBe('');
        expect(parsed.href).toBe(safe);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('keeps every web address, as its parsed form, and is idempotent', () => {
    fc.assert(
      fc.property(webUrl, (raw) => {
        const safe = safeHttpUrl(raw);
        expect(safe).toBe(new URL(raw).href);
        expect(safeHttpUrl(safe)).toBe(safe);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('refuses every other scheme, however it is disguised', () => {
    fc.assert(
      fc.property(
        unsafeScheme,
        ignoredPrefix,
        fc.nat(),
        fc.constantFrom('', '\t', '\n', '\r'),
        fc.string({ maxLength: 40 }),
        (scheme, prefix, position, dropped, rest) => {
          const disguised = withDroppedCharacters(scheme, position % (scheme.length + 1), dropped);
          expect(safeHttpUrl(`${prefix}${disguised}:${rest}`)).toBeNull();
          expect(safeHttpUrl(`${prefix}${disguised}://example.com/${rest}`)).toBeNull();
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseDestination, type LinkService, normaliseServiceLink, servicesOf } from '@domain/landing';

const SERVICES: readonly LinkService[] = ['apple_music', 'amazon_music', 'youtube_music'];
/** A host and path prefix each service accepts: the arbitrary paths go below them. */
const HOME: Readonly<Record<LinkService, string>> = {
  apple_music: 'https://music.apple.com/gb/album',
  amazon_music: 'https://music.amazon.co.uk/albums',
  youtube_music: 'https://music.youtube.com/playlist',
};
/** Control, format and separator characters that must never be in a stored link. */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Z}\s]/u;
const unsafeCharacter = fc.constantFrom(
  '\r',
  '\n',
  '\r\n',
  '\t',
  '\u0000',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u200b',
  '\u202e',
  '\u2028',
  '\u2029',
  '\u3000',
  '\ufeff',
  ' ',
);
const service = fc.constantFrom(...SERVICES);

describe('normaliseServiceLink', () => {
  it('never answers a link with a control, format or separator character, or anything but ASCII', () => {
    fc.assert(
      fc.property(service, fc.string({ unit: 'binary', maxLength: 80 }), (name, tail) => {
        for (const raw of [tail, `${HOME[name]}/${tail}`, `${HOME[name]}?q=${tail}#${tail}`]) {
          const link = normaliseServiceLink(name, raw);
          if (link === null) continue;
          expect(link).not.toMatch(UNSAFE);
          expect(link).toMatch(/^https:\/\/[\x21-\x7e]+$/);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a link with such a character anywhere inside it', () => {
    fc.assert(
      fc.property(service, fc.webPath(), unsafeCharacter, fc.nat(), (name, path, bad, at) => {
        const link = `${HOME[name]}/x${path}`;
        const position = 'https://'.length + (at % (link.length - 'https://'.length));
        const raw = `${link.slice(0, position)}${bad}${link.slice(position)}`;
        expect(normaliseServiceLink(name, raw)).toBeNull();
      }),
    );
  });

  it('round-trips valid links: a normalised link normalises to itself, on the same host', () => {
    fc.assert(
      fc.property(
        service,
        fc.webPath(),
        fc.webQueryParameters(),
        fc.webFragments(),
        (name, path, query, fragment) => {
          const raw = `${HOME[name]}/x${path}${query ? `?${query}` : ''}${fragment ? `#${fragment}` : ''}`;
          const link = normaliseServiceLink(name, raw);
          expect(link, raw).not.toBeNull();
          expect(normaliseServiceLink(name, link!)).toBe(link);
          expect(new URL(link!).hostname).toBe(new URL(HOME[name]).hostname);
        },
      ),
    );
  });

  it('percent-encodes non-ASCII characters such as €, and lowercases the host', () => {
    expect(normaliseServiceLink('apple_music', 'https://MUSIC.apple.com/gb/album/€uro/1?x=é')).toBe(
      'https://music.apple.com/gb/album/%E2%82%ACuro/1?x=%C3%A9',
    );
    expect(normaliseServiceLink('youtube_music', '  https://music.youtube.com/watch?v=a  ')).toBe(
      'https://music.youtube.com/watch?v=a',
    );
  });

  it.each<[LinkService, string]>([
    ['apple_music', 'https://music.apple.com/gb/album/x/1\r\nSet-Cookie: a=b'],
    ['apple_music', 'https://music.apple.com/gb/album/x\u2028/1'],
    ['apple_music', 'https://itunes.apple.com.evil.example/x'],
    ['apple_music', 'http://music.apple.com/gb/album/x/1'],
    ['youtube_music', 'https://www.youtube.com/redirect?q=https://evil.example'],
    ['youtube_music', 'https://www.youtube.com/attribution_link?u=/watch%3Fv%3Da'],
    ['youtube_music', 'https://music.youtube.com/redirect?q=https://evil.example'],
    ['youtube_music', 'https://www.google.com/url?q=https://music.youtube.com/watch?v=a'],
    ['youtube_music', 'https://l.facebook.com/l.php?u=https://music.youtube.com/watch?v=a'],
    ['amazon_music', 'https://www.amazon.com/gp/redirect.html?location=https://evil.example'],
    ['amazon_music', 'https://www.amazon.com/dp/B000000000'],
    ['amazon_music', 'https://music.amazon.com/gp/redirect.html?location=https://evil.example'],
    ['amazon_music', 'https://music.amazon.evil.example/albums/B0'],
  ])('refuses %s %j', (name, raw) => {
    expect(normaliseServiceLink(name, raw)).toBeNull();
  });

  it.each<[LinkService, string]>([
    ['apple_music', 'https://music.apple.com/gb/album/midnight-signals/1'],
    ['apple_music', 'https://geo.music.apple.com/us/album/x/1?app=music'],
    ['amazon_music', 'https://music.amazon.de/albums/B0'],
    ['amazon_music', 'https://www.amazon.com/music/player/albums/B0'],
    ['youtube_music', 'https://music.youtube.com/watch?v=a&list=b'],
    ['youtube_music', 'https://www.youtube.com/watch?v=a'],
    ['youtube_music', 'https://www.youtube.com/@artist'],
    ['youtube_music', 'https://youtu.be/a-B_1'],
  ])('accepts %s %j', (name, raw) => {
    expect(normaliseServiceLink(name, raw)).toBe(raw);
  });
});

describe('destinations of rows stored before links were checked', () => {
  it('follows them normalised, and leaves out the ones that are no link', () => {
    const page = {
      spotifyUris: [],
      appleMusicUrls: ['https://music.apple.com/gb/album/€/1', 'https://music.apple.com/a\r\nb'],
      amazonMusicUrls: ['https://music.amazon.com/x\u2028y'],
      youtubeMusicUrls: [],
    };
    expect(servicesOf(page)).toEqual(['apple_music']);
    for (const random of [0, 0.5, 0.99]) {
      expect(chooseDestination(page, 'apple_music', random)).toBe(
        'https://music.apple.com/gb/album/%E2%82%AC/1',
      );
    }
    expect(chooseDestination(page, 'amazon_music', 0.5)).toBeNull();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoS4aExports, parseExport } from '@domain/listening';

const input = (followers: readonly number[], silentAt: number) => ({
  today: '2026-03-01',
  seed: 'test',
  artist: { name: 'The Midnight Parade', followers: 120_000 },
  songs: [
    { name: 'All My Gold', releaseDate: '2018-09-30' },
    { name: 'Slow Forever', releaseDate: '2019-01-04' },
  ],
  playlists: followers.map((count, at) => ({
    title: `Playlist ${at}`,
    author: 'curator',
    link: `https://open.spotify.com/playlist/${String(at).padStart(22, 'A')}`,
    followers: count,
    silent: at === silentAt,
  })),
});

describe('the demo Spotify for Artists exports', () => {
  it('are in the documented layouts: a year of audience, six four-week periods ending today', () => {
    const exports = demoS4aExports(input([60_000, 2_000], 0));
    const audience = parseExport('audience', exports.audience, { maxRows: 20_000 });
    expect(audience.ok && audience.value.length).toBe(365);
    expect(audience.ok && audience.value.at(-1)!.values.date).toBe('2026-03-01');
    expect(exports.periods.map((period) => [period.start, period.end]).at(-1)).toEqual([
      '2026-02-02',
      '2026-03-01',
    ]);
    expect(exports.periods).toHaveLength(6);
    for (const period of exports.periods) {
      expect(parseExport('songs', period.songs, { maxRows: 100 }).ok).toBe(true);
      expect(parseExport('playlists', period.playlists, { maxRows: 100 }).ok).toBe(true);
    }
    expect(parseExport('song_timeline', exports.timeline.text, { maxRows: 100 }).ok).toBe(true);
  });

  it('keep the silent playlist under 1 stream per 1,000 followers and the others listening', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 500, max: 500_000 }), { minLength: 2, maxLength: 8 }),
        fc.integer({ min: 50_000, max: 2_000_000 }),
        (others, silentFollowers) => {
          const followers = [silentFollowers, ...others];
          const exports = demoS4aExports(input(followers, 0));
          for (const period of exports.periods) {
            const rows = parseExport('playlists', period.playlists, { maxRows: 100 });
            if (!rows.ok) throw new Error('unreadable');
            rows.value.forEach((row, at) => {
              const perThousand = ((row.values.streams as number) * 1000) / followers[at]!;
              if (at === 0) expect(perThousand).toBeLessThan(1);
              else expect(perThousand).toBeGreaterThanOrEqual(15);
            });
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});

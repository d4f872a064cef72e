import { describe, expect, it } from 'vitest';
import type { MusicItemType } from '@domain/catalog';
import { DemoMusicService } from '@server/catalog';
import { DemoSearchIndex } from '@server/catalog/adapters/demo/demo-search-index';
import { systemClock } from '@server/platform/system-clock';

const catalog = new DemoMusicService(systemClock).catalog();
const index = new DemoSearchIndex(catalog);

/** Each kind's names in prominence order, as the ranking defines it. */
function rankedNames(type: MusicItemType) {
  const named =
    type === 'artist'
      ? catalog.artists.map((artist) => ({
          id: artist.id,
          name: artist.name,
          prominence: artist.followers.ceiling,
        }))
      : type === 'track'
        ? catalog.tracks.map((track) => ({
            id: track.id,
            name: track.name,
            prominence: (catalog.artistById.get(track.artistIds[0]!)?.basePopularity ?? 0) + track.appeal,
          }))
        : catalog.playlists.map((playlist) => ({
            id: playlist.id,
            name: playlist.name,
            prominence: playlist.followers.ceiling,
          }));
  return named
    .map((item) => ({ ...item, lowerName: item.name.toLowerCase() }))
    .sort((a, b) => b.prominence - a.prominence || a.lowerName.localeCompare(b.lowerName));
}

const ranked = {
  artist: rankedNames('artist'),
  track: rankedNames('track'),
  playlist: rankedNames('playlist'),
};

/** The ranking by definition: each name in prominence order, tiered by where its first match is. */
function reference(query: string, type: MusicItemType): string[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  const tiers: string[][] = [[], [], []];
  for (const entry of ranked[type]) {
    const at = entry.lowerName.indexOf(needle);
    if (at < 0) continue;
    tiers[at === 0 ? 0 : /[\s(&.'-]/.test(entry.lowerName[at - 1]!) ? 1 : 2]!.push(entry.id);
  }
  return tiers.flat();
}

describe('DemoSearchIndex', () => {
  const names = {
    artist: catalog.artists.map((artist) => artist.name),
    track: catalog.tracks.map((track) => track.name),
    playlist: catalog.playlists.map((playlist) => playlist.name),
  };
  // Prefixes, inner words, single letters, names whole, across-name and unmatched text.
  const queries = (type: MusicItemType) => {
    const some = names[type].filter((_, position) => position % 97 === 0);
    return [
      ...some.flatMap((name) => [name.slice(0, 3), name, name.slice(2, 6), name.split(' ').at(-1)!]),
      'a',
      'e',
      ' the ',
      'LOVE',
      `${names[type][0]!}${names[type][1]!}`,
      'zzqx no such name',
      '\u0000',
      '   ',
    ];
  };

  for (const type of ['artist', 'track', 'playlist'] as const) {
    it(`ranks ${type} matches as the name-by-name scan does, with totals and pages`, () => {
      for (const query of queries(type)) {
        const expected = reference(query, type);
        expect(index.search(query, type, 20, 0), query).toEqual({
          ids: expected.slice(0, 20),
          total: expected.length,
        });
        expect(index.search(query, type, 5, 7).ids, query).toEqual(expected.slice(7, 12));
      }
    });
  }
});

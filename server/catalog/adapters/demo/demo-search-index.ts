// Name search over the demo catalog: case-insensitive, prefix matches first, then matches at a
// word start, then any substring; ties go to the more prominent item.
import type { MusicItemType } from '@domain/catalog';
import type { DemoCatalog } from './demo-model';

interface Entry {
  readonly id: string;
  readonly lowerName: string;
  readonly prominence: number;
}

export class DemoSearchIndex {
  private readonly entries: Record<MusicItemType, readonly Entry[]>;

  constructor(catalog: DemoCatalog) {
    const byProminence = (a: Entry, b: Entry) =>
      b.prominence - a.prominence || a.lowerName.localeCompare(b.lowerName);
    this.entries = {
      artist: catalog.artists
        .map((artist) => ({
          id: artist.id,
          lowerName: artist.name.toLowerCase(),
          prominence: artist.followers.ceiling,
        }))
        .sort(byProminence),
      track: catalog.tracks
        .map((track) => ({
          id: track.id,
          lowerName: track.name.toLowerCase(),
          prominence: (catalog.artistById.get(track.artistIds[0]!)?.basePopularity ?? 0) + track.appeal,
        }))
        .sort(byProminence),
      playlist: catalog.playlists
        .map((playlist) => ({
          id: playlist.id,
          lowerName: playlist.name.toLowerCase(),
          prominence: playlist.followers.ceiling,
        }))
        .sort(byProminence),
    };
  }

  /** Ids of the matching items in rank order, and how many matched in all. */
  search(
    query: string,
    type: MusicItemType,
    limit: number,
    offset: number,
  ): { ids: string[]; total: number } {
    const needle = query.trim().toLowerCase();
    if (needle === '') return { ids: [], total: 0 };
    const tiers: [string[], string[], string[]] = [[], [], []];
    for (const entry of this.entries[type]) {
      const at = entry.lowerName.indexOf(needle);
      if (at < 0) continue;
      const tier = at === 0 ? 0 : /[\s(&.'-]/.test(entry.lowerName[at - 1]!) ? 1 : 2;
      tiers[tier].push(entry.id);
    }
    const ranked = tiers.flat();
    return { ids: ranked.slice(offset, offset + limit), total: ranked.length };
  }
}

// Name search over the demo catalog: case-insensitive, prefix matches first, then matches at a
// word start, then any substring; ties go to the more prominent item.
import type { MusicItemType } from '@domain/catalog';
import type { DemoCatalog } from './demo-model';

interface Entry {
  readonly id: string;
  readonly lowerName: string;
  readonly prominence: number;
}

/** Between names in a kind's joined text: no name holds it, so no match spans two names. */
const SEPARATOR = '\u0000';

/** One kind's names in rank order, joined, so a search is one native scan of one string. */
class JoinedNames {
  private readonly text: string;
  /** Where each entry's name starts in `text`. */
  private readonly starts: number[] = [];

  constructor(private readonly entries: readonly Entry[]) {
    let offset = 0;
    for (const entry of entries) {
      this.starts.push(offset);
      offset += entry.lowerName.length + SEPARATOR.length;
    }
    this.text = entries.map((entry) => entry.lowerName).join(SEPARATOR);
  }

  /** Each entry whose name holds `needle`, in rank order, with where its first match starts. */
  *matches(needle: string): Generator<{ readonly entry: Entry; readonly at: number }> {
    if (needle.includes(SEPARATOR)) return;
    let from = 0;
    for (let found = this.text.indexOf(needle, from); found >= 0; found = this.text.indexOf(needle, from)) {
      const index = this.entryAt(found);
      yield { entry: this.entries[index]!, at: found - this.starts[index]! };
      // Later matches in the same name do not count: its first one decided its tier.
      from = this.starts[index + 1] ?? this.text.length;
    }
  }

  private entryAt(offset: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  }
}

export class DemoSearchIndex {
  private readonly names: Record<MusicItemType, JoinedNames>;

  constructor(catalog: DemoCatalog) {
    const byProminence = (a: Entry, b: Entry) =>
      b.prominence - a.prominence || a.lowerName.localeCompare(b.lowerName);
    const ranked = (entries: Entry[]) => {
      if (entries.some((entry) => entry.lowerName.includes(SEPARATOR)))
        throw new Error('a demo name holds the search index separator');
      return new JoinedNames(entries.sort(byProminence));
    };
    this.names = {
      artist: ranked(
        catalog.artists.map((artist) => ({
          id: artist.id,
          lowerName: artist.name.toLowerCase(),
          prominence: artist.followers.ceiling,
        })),
      ),
      track: ranked(
        catalog.tracks.map((track) => ({
          id: track.id,
          lowerName: track.name.toLowerCase(),
          prominence: (catalog.artistById.get(track.artistIds[0]!)?.basePopularity ?? 0) + track.appeal,
        })),
      ),
      playlist: ranked(
        catalog.playlists.map((playlist) => ({
          id: playlist.id,
          lowerName: playlist.name.toLowerCase(),
          prominence: playlist.followers.ceiling,
        })),
      ),
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
    for (const { entry, at } of this.names[type].matches(needle)) {
      const tier = at === 0 ? 0 : /[\s(&.'-]/.test(entry.lowerName[at - 1]!) ? 1 : 2;
      tiers[tier].push(entry.id);
    }
    const ranked = tiers.flat();
    return { ids: ranked.slice(offset, offset + limit), total: ranked.length };
  }
}

import type { PlacementDigest } from '@domain/tracking';

type Digests = ReadonlyMap<string, PlacementDigest>;

/**
 * A user's cached placements column of one kind: the digests read for their items, and the items
 * started since (`unread`), whose news is read on the next visit, for those items alone, instead of
 * the whole column again. Each column is a value: a patch makes a new one.
 */
export class PlacementColumn {
  private completed: Promise<Digests> | null = null;

  constructor(
    private readonly digests: Digests,
    /** Reads the digests of some of the user's items (the `since` of the column's first read). */
    private readonly readItems: (spotifyIds: readonly string[]) => Promise<Digests>,
    private readonly unread: ReadonlySet<string> = new Set(),
  ) {}

  /** The whole column: the same map on every call once the unread items are read. */
  complete(): Promise<Digests> {
    if (this.unread.size === 0) return Promise.resolve(this.digests);
    this.completed ??= this.readItems([...this.unread]).then(
      (read) => new Map([...this.digests, ...read]),
      (error: unknown) => {
        this.completed = null;
        throw error;
      },
    );
    return this.completed;
  }

  /** The column once the user started tracking the item (its news unknown until read). */
  withStarted(spotifyId: string): PlacementColumn {
    return new PlacementColumn(this.digests, this.readItems, new Set([...this.unread, spotifyId]));
  }

  /** The column without the item's row. */
  withoutItem(spotifyId: string): PlacementColumn {
    if (!this.digests.has(spotifyId) && !this.unread.has(spotifyId)) return this;
    const digests = new Map(this.digests);
    digests.delete(spotifyId);
    const unread = new Set(this.unread);
    unread.delete(spotifyId);
    return new PlacementColumn(digests, this.readItems, unread);
  }
}

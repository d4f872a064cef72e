import type { LinkedFigure, LinkedKind, LinkMethod } from '@domain/item-links';
import type { Clock, MusicLookups, MusicService } from '@domain/ports';

/** A link in force between a Spotify item and its Deezer twin. */
export interface StoredLink {
  readonly kind: LinkedKind;
  readonly spotifyKey: string;
  readonly deezerKey: string;
  readonly method: LinkMethod;
  readonly confirmed: boolean;
}

export interface ItemRef {
  readonly kind: LinkedKind;
  readonly spotifyKey: string;
}

export interface ItemLinkStore {
  /** The link in force, if any (rejected pairs are not). */
  current(item: ItemRef): Promise<StoredLink | null>;
  /** True when a user rejected this pair. */
  isRejected(item: ItemRef, deezerKey: string): Promise<boolean>;
  /** Stores a link found by a rule, unless the item has one or the pair was rejected. */
  saveFound(link: StoredLink, at: Date): Promise<void>;
  /** A user's link: the one in force before it (if another) is rejected, this pair confirmed. */
  saveByUser(link: ItemRef & { readonly deezerKey: string }, userId: number, at: Date): Promise<void>;
  /** Rejects the link in force; answers it, or null when there was none. */
  reject(item: ItemRef, userId: number): Promise<StoredLink | null>;
}

/** The other side: Deezer, with its lookups by ISRC and UPC. */
export type TwinService = MusicService & MusicLookups;

/** A Deezer item's figures that stand in for numbers Spotify withholds ("Deezer fans"). */
export interface TwinFigures {
  figuresOf(kind: LinkedKind, deezerId: string): Promise<readonly LinkedFigure[]>;
}

/** Looks for a twin in the background, within its budget; never blocks the caller. */
export interface LinkScheduler {
  linkSoon(item: ItemRef): void;
}

export interface ItemLinksPorts {
  readonly spotify: MusicService;
  readonly deezer: TwinService;
  readonly store: ItemLinkStore;
  readonly clock: Clock;
}

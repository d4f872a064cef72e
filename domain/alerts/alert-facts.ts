import type { GradeTransition } from '../analytics/playlist-grade';
import type { NotifiedValues } from '../analytics/significant-change';
import type { AlertChannel, AlertItemKind, AlertRule } from './alert-contracts';
import type { AlertReading, BottedPlacement } from './alert-events';

/** `kind:spotifyId`, the key of an item in maps. */
export type ItemKey = `${AlertItemKind}:${string}`;
export const itemKey = (kind: AlertItemKind, spotifyId: string): ItemKey => `${kind}:${spotifyId}`;

/** One user's alert about one item landing on one playlist. */
export const placementKey = (userId: number, item: ItemKey, playlistId: string): string =>
  `${userId} ${item} ${playlistId}`;

/** A user's rules: their default (null = the house default) and their overrides by item. */
export interface UserRules {
  readonly defaultRule: AlertRule | null;
  readonly overrides: ReadonlyMap<ItemKey, AlertRule>;
}

/** A user's judged state of one item. */
export interface ItemState {
  /** The values of the last absolute-rule alert (or of the first reading judged). */
  readonly baseline: NotifiedValues;
  /** The UTC day of the last unusual-move alert (null: none). */
  readonly lastMoveDay: number | null;
  /** The latest reading already judged: an item not read since is not judged twice. */
  readonly evaluatedThrough: Date;
}

/** A user's item, as tracking knows it. */
export interface TrackedAlertItem {
  readonly userId: number;
  readonly kind: AlertItemKind;
  readonly spotifyId: string;
  readonly name: string;
}

/** Which channels can deliver to a user now (email and Telegram settings on, an active webhook). */
export type OpenChannels = Readonly<Record<AlertChannel, boolean>>;

/** Everything one evaluation run judges, read beforehand; `now` is the time of the run. */
export interface AlertFacts {
  readonly now: Date;
  /** The items the recipients track, one entry per user and item. */
  readonly tracked: readonly TrackedAlertItem[];
  /** Each item's recent readings by item key, oldest first; the last one is judged. */
  readonly readings: ReadonlyMap<string, readonly AlertReading[]>;
  readonly rules: ReadonlyMap<number, UserRules>;
  /** By user, then item: absent when the user's item was never judged. */
  readonly states: ReadonlyMap<number, ReadonlyMap<ItemKey, ItemState>>;
  /** Botted placements by item key, from `placementsWindowStart` on. */
  readonly placements: ReadonlyMap<ItemKey, readonly BottedPlacement[]>;
  /** Placements already told (`placementKey`), from `placementsWindowStart` on. */
  readonly toldPlacements: ReadonlySet<string>;
  /** Playlists' grade transitions by Spotify id (those of `duePlaylists` at least). */
  readonly transitions: ReadonlyMap<string, GradeTransition>;
  readonly openChannels: ReadonlyMap<number, OpenChannels>;
}

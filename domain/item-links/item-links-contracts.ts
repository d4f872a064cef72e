/** How a link between a Spotify item and its Deezer twin was made. */
export const LINK_METHODS = ['isrc', 'upc', 'artist_tracks', 'user'] as const;
export type LinkMethod = (typeof LINK_METHODS)[number];

/** The kinds of item linked across services (a playlist is its curator's own, never a twin). */
export const LINKED_KINDS = ['artist', 'track', 'album'] as const;
export type LinkedKind = (typeof LINKED_KINDS)[number];

/** A figure of the linked item, named as its service names it ("Deezer fans"). */
export interface LinkedFigure {
  readonly label: string;
  readonly value: number;
}

/** The Deezer twin of a Spotify item, as item pages show it ("Also on Deezer"). */
export interface ItemLinkAnswer {
  readonly kind: LinkedKind;
  readonly spotify_key: string;
  /** The twin's item key (`deezer:3135556`). */
  readonly deezer_key: string;
  /** The twin's page in this app (`/deezer/artist/3135556`). */
  readonly path: string;
  readonly method: LinkMethod;
  /** True when a signed-in user set or confirmed it. */
  readonly confirmed: boolean;
  /** The twin's figures that stand in for numbers Spotify withholds; empty when none could be read. */
  readonly figures: readonly LinkedFigure[];
}

/** `GET /api/item-links/{kind}/{key}`: the link when one is known (null while it is being looked for). */
export interface ItemLinkResponse {
  readonly success: true;
  /** False when this installation has no Deezer: pages then say nothing about links. */
  readonly linking: boolean;
  readonly link: ItemLinkAnswer | null;
}

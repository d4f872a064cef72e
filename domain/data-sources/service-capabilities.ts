import type { MusicServiceName } from '../catalog/item-key';

/**
 * What a music service may or may not give this installation. Spotify's Development Mode withholds
 * every one of these; the demo catalog and Extended Quota apps give them all.
 */
export const CAPABILITIES = [
  'artist_followers',
  'artist_popularity',
  'track_popularity',
  'playlist_contents',
  'top_tracks',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

/** Per capability: given (true), withheld (false), or unknown (null: the probe could not tell). */
export type CapabilityMap = Readonly<Record<Capability, boolean | null>>;

/** What a probe found, and when (ISO 8601 UTC). */
export interface CapabilityReport {
  readonly service: MusicServiceName;
  readonly capabilities: CapabilityMap;
  readonly probedAt: string;
}

/** Every capability given: the demo catalog, without a single call. */
export const ALL_CAPABILITIES: CapabilityMap = Object.freeze(
  Object.fromEntries(CAPABILITIES.map((capability) => [capability, true])) as Record<Capability, boolean>,
);

/** A map with every capability unknown, for a probe whose calls all failed. */
export const UNKNOWN_CAPABILITIES: CapabilityMap = Object.freeze(
  Object.fromEntries(CAPABILITIES.map((capability) => [capability, null])) as Record<Capability, null>,
);

/** The capabilities a probe found withheld, in the list's order (unknown ones are not claimed). */
export function withheldCapabilities(map: CapabilityMap): Capability[] {
  return CAPABILITIES.filter((capability) => map[capability] === false);
}

/** A stored map read back: anything but a boolean is unknown, missing capabilities too. */
export function capabilityMapFrom(value: unknown): CapabilityMap {
  const source = (value !== null && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return Object.fromEntries(
    CAPABILITIES.map((capability) => {
      const given = source[capability];
      return [capability, typeof given === 'boolean' ? given : null];
    }),
  ) as Record<Capability, boolean | null>;
}

/** Each capability as the admins' panel names it. */
export const CAPABILITY_LABELS: Readonly<Record<Capability, string>> = {
  artist_followers: 'Artist followers',
  artist_popularity: 'Artist popularity',
  track_popularity: 'Track popularity',
  playlist_contents: "Contents of others' playlists",
  top_tracks: 'Artist top tracks',
};

/** A capability's state in words: "Given", "Withheld" or "Unknown". */
export function capabilityState(given: boolean | null): 'Given' | 'Withheld' | 'Unknown' {
  return given === null ? 'Unknown' : given ? 'Given' : 'Withheld';
}

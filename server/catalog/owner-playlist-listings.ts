import {
  itemKey,
  type ListedPlaylist,
  type MusicPlaylist,
  type OwnerPlaylistListing,
  parseItemKey,
} from '@domain/catalog';
import { ok } from '../platform/result';
import { type CacheTimes, cachedMusicRead } from './cached-music-read';
import type { MusicServices } from './music-services';
import type { CatalogCache } from './ports';

/** A curator's public playlists as their music service lists them (tracking's curator pages read this). */
export interface OwnerPlaylistListings {
  /** Whether listing `ownerKey`'s playlists would call the music service now (not cached, offered). */
  reachesService(ownerKey: string): boolean;
  listed(ownerKey: string): Promise<OwnerPlaylistListing>;
}

export interface OwnerPlaylistListingsDeps {
  readonly services: MusicServices;
  readonly cache: CatalogCache;
  readonly times: CacheTimes;
  /**
   * Whether the service that cannot list playlists knows this user at all (the demo catalog knows
   * its every curator); unset: unknown, so every such owner is `not_offered`.
   */
  readonly knowsOwner?: (ownerId: string) => boolean;
}

const cacheKey = (ownerKey: string) => `owner-playlists:${ownerKey}`;

/**
 * The owner's public playlists where the service lists them: Deezer's `/user/{id}/playlists` (every
 * page, capped by the adapter), kept in the catalog's cache like any answer ("not found" briefly).
 * A Spotify owner (and the demo standing in for Spotify) is `not_offered`: Development Mode has no
 * such call (docs/integrations.md). A Deezer listing also holds the playlists the user only follows;
 * those are left out (their creator is someone else), and so are private ones.
 */
export function ownerPlaylistListings(deps: OwnerPlaylistListingsDeps): OwnerPlaylistListings {
  const deezerId = (ownerKey: string): string | null => {
    const key = parseItemKey(ownerKey);
    return key?.service === 'deezer' ? key.id : null;
  };
  return {
    reachesService: (ownerKey) =>
      deezerId(ownerKey) !== null &&
      deps.services.deezer !== undefined &&
      !deps.cache.has(cacheKey(ownerKey)),
    async listed(ownerKey) {
      const id = deezerId(ownerKey);
      if (id === null)
        return deps.knowsOwner && !deps.knowsOwner(ownerKey)
          ? { kind: 'not_found' }
          : { kind: 'not_offered' };
      const deezer = deps.services.deezer;
      // Switched off here, a Deezer owner is as unknown as a Deezer playlist is (404).
      if (!deezer) return { kind: 'not_found' };
      const answer = await cachedMusicRead(deps.cache, cacheKey(ownerKey), deps.times, async () => {
        const read = await deezer.userPlaylists(id);
        return read.ok ? ok(ownedBy(id, read.value)) : read;
      });
      if (answer.ok) return { kind: 'listed', playlists: answer.value };
      return { kind: answer.error === 'not_found' ? 'not_found' : 'unavailable' };
    },
  };
}

function ownedBy(ownerId: string, playlists: readonly MusicPlaylist[]): ListedPlaylist[] {
  return playlists
    .filter((playlist) => playlist.owner.id === ownerId && playlist.public !== false)
    .map((playlist) => ({
      playlistId: itemKey({ service: 'deezer', id: playlist.id }),
      name: playlist.name,
      followers: playlist.followers,
      ownerName: playlist.owner.displayName,
    }));
}

import type { PlaylistTrackers } from '@server/catalog/ports';

/** PlaylistTrackers for tests: `track` records what tracking would have. */
export class InMemoryPlaylistTrackers implements PlaylistTrackers {
  private readonly tracked = new Set<string>();

  track(userId: number, playlistId: string): this {
    this.tracked.add(`${userId}:${playlistId}`);
    return this;
  }

  async isTracking(userId: number, _kind: 'playlist', playlistId: string): Promise<boolean> {
    return this.tracked.has(`${userId}:${playlistId}`);
  }
}

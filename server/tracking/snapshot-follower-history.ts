import type { Kysely } from 'kysely';
import type { FollowerPoint } from '@domain/tracking';
import type { PlaylistFollowerHistory } from '../catalog/playlist-follower-history';
import type { DB } from '../db/schema';
import { playlistFollowerPoints } from './history-store';

/** The catalog's `chart_analysis` input, read from the recorded playlist snapshots. */
export class SnapshotPlaylistFollowerHistory implements PlaylistFollowerHistory {
  constructor(private readonly db: Kysely<DB>) {}

  followerPoints(playlistId: string): Promise<FollowerPoint[]> {
    return playlistFollowerPoints(this.db, playlistId);
  }
}

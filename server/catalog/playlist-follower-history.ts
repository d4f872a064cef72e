import type { FollowerPoint } from '@domain/tracking';

/** Where the catalog reads a playlist's recorded followers for `chart_analysis` (tracking provides it). */
export interface PlaylistFollowerHistory {
  followerPoints(playlistId: string): Promise<FollowerPoint[]>;
}

/** No history recorded: every playlist's analysis is `insufficient_data`. */
export const noFollowerHistory: PlaylistFollowerHistory = {
  followerPoints: async () => [],
};

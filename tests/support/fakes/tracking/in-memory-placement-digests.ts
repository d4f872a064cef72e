import { gradePlaylist } from '@domain/analytics';
import { type PlacementDigest, type PlacementMove, placementDigests } from '@domain/tracking';
import type { PlacementDigests, PlaylistGradeInputs } from '@server/tracking/ports';
import type { TrackingTables } from './tracking-tables';

/** The dashboard's placements column from the in-memory tables, read as the SQL adapter reads them. */
export class InMemoryPlacementDigests implements PlacementDigests {
  constructor(
    private readonly tables: TrackingTables,
    private readonly gradeInputs: PlaylistGradeInputs,
  ) {}

  async ofUser(
    userId: number,
    kind: 'artist' | 'track',
    since: Date,
    only?: readonly string[],
  ): Promise<ReadonlyMap<string, PlacementDigest>> {
    const moves: PlacementMove[] = [];
    for (const item of this.tables.trackedOf(userId, kind)) {
      if (only && !only.includes(item.spotifyId)) continue;
      const stays = this.tables.stays.filter((stay) =>
        kind === 'track'
          ? stay.trackId === item.spotifyId
          : this.tables.trackDetails.get(stay.trackId)?.artistIds.includes(item.spotifyId),
      );
      for (const stay of stays) {
        const playlist = this.tables.item(stay.itemId);
        const input = (await this.gradeInputs.of([playlist.spotifyId])).get(playlist.spotifyId);
        moves.push({
          itemId: item.spotifyId,
          playlistId: playlist.spotifyId,
          playlistName: playlist.name,
          trackName: this.tables.trackDetails.get(stay.trackId)?.name ?? null,
          firstSeen: stay.firstSeen.toISOString(),
          seenAdded: this.tables.snapshotsOf(stay.itemId).some((row) => row.checkedAt < stay.firstSeen),
          removedAt: stay.removedAt?.toISOString() ?? null,
          verdict: input && input.points.length > 0 ? gradePlaylist(input).verdict : null,
        });
      }
    }
    return placementDigests(moves, since.toISOString());
  }
}

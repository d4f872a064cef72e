// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { TrackedPlaylistRow, TrackedTrackRow } from '@domain/tracking';
import {
  gradeRank,
  PLACEMENT_TIES,
  PLAYLIST_TEXT,
  type PlaylistColumn,
  type PlaylistRow,
  playlistRow,
  TRACK_TEXT,
  type TrackColumn,
  type TrackRow,
  trackRow,
} from '../../../src/features/dashboard/dashboard-rows';
import { TrackedTable } from '../../../src/features/dashboard/tracked-table';

const playlist = (
  id: string,
  verdict: TrackedPlaylistRow['verdict'],
  confidence: TrackedPlaylistRow['confidence'],
) =>
  playlistRow({
    id: 1,
    spotify_playlist_id: id,
    playlist_name: id,
    followers: 10,
    number_of_tracks: 3,
    last_checked: null,
    verdict,
    confidence,
  });

const track = (id: string, placements: TrackedTrackRow['placements']) =>
  trackRow({
    id: 1,
    spotify_track_id: id,
    track_name: id,
    artist_names: '',
    popularity: 50,
    last_checked: null,
    placements,
  });

const on = (name: string) => ({ playlist_id: name, playlist_name: name, track_name: null });

describe('the dashboard rows', () => {
  it('ranks grades clean < suspicious < likely botted, surer grades higher, and none for too little data', () => {
    expect(gradeRank('clean', 'high')).toBeLessThan(gradeRank('suspicious', 'low')!);
    expect(gradeRank('suspicious', 'high')).toBeLessThan(gradeRank('likely_botted', 'low')!);
    expect(gradeRank('likely_botted', 'medium')).toBeLessThan(gradeRank('likely_botted', 'high')!);
    expect(gradeRank('insufficient_data', 'high')).toBeNull();
    expect(gradeRank(null, null)).toBeNull();
  });

  it('sorts playlists by grade, worst first when descending, ungraded last', async () => {
    const rows = [
      playlist('clean', 'clean', 'high'),
      playlist('unknown', 'insufficient_data', null),
      playlist('botted', 'likely_botted', 'medium'),
      playlist('odd', 'suspicious', 'low'),
      playlist('surely-botted', 'likely_botted', 'high'),
    ];
    const table = new TrackedTable<PlaylistColumn, PlaylistRow>(
      'playlist',
      async () => ({ ok: true, value: rows }),
      (row) => row.spotify_playlist_id,
      PLAYLIST_TEXT,
    );
    await table.load();
    table.toggleSort('grade_rank');
    table.toggleSort('grade_rank');
    expect(table.sortedRows.map((row) => row.spotify_playlist_id)).toEqual([
      'surely-botted',
      'botted',
      'odd',
      'clean',
      'unknown',
    ]);
  });

  it('sorts the placements column by botted places, then by the day’s moves', async () => {
    const rows = [
      track('quiet', { added: [], removed: [], botted: [] }),
      track('busy', { added: [on('a'), on('b')], removed: [on('c')], botted: [] }),
      track('botted', { added: [], removed: [], botted: [on('farm')] }),
      track('old-server', undefined),
    ];
    const table = new TrackedTable<TrackColumn, TrackRow>(
      'track',
      async () => ({ ok: true, value: rows }),
      (row) => row.spotify_track_id,
      TRACK_TEXT,
      PLACEMENT_TIES,
    );
    await table.load();
    table.toggleSort('placements_botted');
    table.toggleSort('placements_botted');
    expect(table.sortedRows.map((row) => row.spotify_track_id)).toEqual([
      'botted',
      'busy',
      'quiet',
      'old-server',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { TrackedPlaylistRow } from '@domain/tracking';
import { playlistRow } from '../../../src/features/dashboard/dashboard-rows';

const ROW: TrackedPlaylistRow = {
  id: 1,
  spotify_playlist_id: 'p1',
  playlist_name: 'Clean but silent',
  followers: 40_000,
  number_of_tracks: 50,
  last_checked: '2026-11-28T09:00:00.000Z',
  verdict: 'clean',
  confidence: 'high',
};

describe('the dashboard’s playlist grade', () => {
  it('is the grade weighed with the account’s listening when the list carries it', () => {
    const row = playlistRow({
      ...ROW,
      verdict_with_listening: { verdict: 'suspicious', confidence: 'medium', listening: 'silent' },
    });
    expect(row.verdict).toBe('suspicious');
    expect(row.confidence).toBe('medium');
  });

  it('is the follower grade when the account imported no listening', () => {
    const row = playlistRow(ROW);
    expect(row.verdict).toBe('clean');
    expect(row.confidence).toBe('high');
  });
});

import { describe, expect, it } from 'vitest';
import type { PlacementsGateway } from '@domain/ports/browser/placements-gateway';
import type { Placement } from '@domain/tracking/placements';
import { TrackPlacementsViewModel } from '../../../src/features/items/shared/placements-view-model';

const stay = (playlist: string, verdict: Placement['verdict'], removed_at: string | null): Placement => ({
  playlist_id: playlist,
  playlist_name: playlist,
  verdict,
  followers: 1000,
  track_id: 't1',
  track_name: 'Song',
  added_at: '2026-01-01T00:00:00.000Z',
  days_on_playlist: 10,
  removed_at,
});

async function summaryOf(placements: Placement[]): Promise<string> {
  const gateway: PlacementsGateway = {
    placements: async () => ({ ok: true, value: placements }),
    curator: async () => ({ ok: false, error: 'not asked', status: null }),
  };
  const vm = new TrackPlacementsViewModel(gateway);
  await vm.load('t1');
  return vm.summaryText;
}

describe('the placements summary line', () => {
  it('counts current and past placements, then those on flagged playlists', async () => {
    expect(
      await summaryOf([
        stay('a', 'clean', null),
        stay('b', 'likely_botted', null),
        stay('c', 'likely_botted', '2026-02-01T00:00:00.000Z'),
        stay('d', 'suspicious', '2026-02-01T00:00:00.000Z'),
      ]),
    ).toBe(
      '2 current placements and 2 past. 2 on playlists graded likely botted: b, c (past); 1 on a playlist graded suspicious: d (past).',
    );
  });

  it('says so when the track is on no tracked playlist now', async () => {
    expect(await summaryOf([stay('d', 'suspicious', '2026-02-01T00:00:00.000Z')])).toBe(
      'Not on a tracked playlist now; 1 past placement. 1 on a playlist graded suspicious: d (past).',
    );
  });

  it('names a playlist once however many stays it had, current when one still is', async () => {
    expect(
      await summaryOf([
        stay('Farm', 'likely_botted', '2026-02-01T00:00:00.000Z'),
        stay('Farm', 'likely_botted', null),
      ]),
    ).toBe('1 current placement and 1 past. 1 on a playlist graded likely botted: Farm.');
  });

  it('names no grade when every playlist is clean', async () => {
    expect(await summaryOf([stay('a', 'clean', null)])).toBe('1 current placement.');
  });
});

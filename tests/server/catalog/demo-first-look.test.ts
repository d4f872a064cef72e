// The demo catalog holds untracked playlists whose contents show paid placements: a first look at
// any of them warns, with reasons, before a single follower check.
import { describe, expect, it } from 'vitest';
import { gradePlaylist } from '@domain/analytics';
import { DemoMusicService } from '@server/catalog/adapters/demo/demo-music-service';
import { PAID_CURATOR } from '@server/catalog/adapters/demo/paid-rotations';
import { readFirstLook } from '@server/catalog/read-first-look';
import { InMemoryCatalogCache } from '../../support/fakes/catalog/in-memory-catalog-cache';

describe('the demo catalog’s paid rotations, at first look', () => {
  it('are graded from their contents alone, with reasons and a ready-by date', async () => {
    const clock = { now: () => new Date('2026-11-29T05:00:00.000Z') };
    const demo = new DemoMusicService(clock);
    const deps = {
      music: demo,
      cache: new InMemoryCatalogCache(),
      times: { answerMs: 60_000, notFoundMs: 1000 },
      clock,
      curators: { ofOwner: async () => null },
    };
    const chart = gradePlaylist({ points: [], stays: [], tracks: [] });
    const paid = demo.catalog().playlists.filter((playlist) => playlist.ownerId === PAID_CURATOR.id);
    expect(paid).toHaveLength(3);
    for (const playlist of paid) {
      const look = await readFirstLook(deps, { id: playlist.id, chart, contents: null, fresh: false });
      expect(look?.verdict, playlist.name).toBe('suspicious');
      expect(look?.reasons[0]).toMatch(/^Curation from one reading: .* the pattern of paid placements\.$/);
      expect(look?.reasons.some((reason) => reason.startsWith('Audience: '))).toBe(true);
      expect(look?.verdict_ready_by).toBe('2026-12-06T05:00:00.000Z');
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { FollowerPoint } from '@domain/tracking';
import type { PlaylistFollowerHistory } from '../../../../server/catalog/ports';
import { GetPlaylist } from '../../../../server/catalog/use-cases/get-playlist';
import { images, playlist } from '../support/catalog-fixtures';
import { InMemoryCatalogCache } from '../support/in-memory-catalog-cache';
import { catalogId, InMemoryMusicService } from '../support/in-memory-music-service';

const PLAYLIST = catalogId('list');
const times = { answerMs: 60_000, notFoundMs: 5_000 };
const DAY = 86_400_000;

/** 60 daily checks with a jump of 50,000 followers on day 40. */
const boughtFollowers: FollowerPoint[] = Array.from({ length: 60 }, (_unused, day) => ({
  checked_at: new Date(Date.parse('2026-01-01T00:00:00Z') + day * DAY).toISOString(),
  followers: 1000 + day * 10 + (day >= 40 ? 50_000 : 0),
}));

function setup(points: FollowerPoint[] = []) {
  const music = new InMemoryMusicService();
  music.playlists.set(PLAYLIST, playlist(PLAYLIST));
  const asked: string[] = [];
  const history: PlaylistFollowerHistory = {
    followerPoints: async (id) => {
      asked.push(id);
      return points;
    },
  };
  const getPlaylist = new GetPlaylist(music, history, new InMemoryCatalogCache(), times);
  return { music, asked, getPlaylist };
}

describe('GetPlaylist', () => {
  it('answers the playlist with an insufficient_data analysis when nothing is recorded', async () => {
    const { getPlaylist, asked } = setup();
    const result = await getPlaylist.execute({ id: PLAYLIST, forceRefresh: false });
    if (!result.ok) throw new Error(result.error);
    expect(result.value).toMatchObject({
      id: PLAYLIST,
      name: 'Playlist lis',
      image: images(PLAYLIST)[0]!.url,
      description: 'Songs',
      spotify_url: `https://open.spotify.com/playlist/${PLAYLIST}`,
      total_tracks: 25,
      followers: 900,
      owner: { name: 'Owner', profile_url: 'https://open.spotify.com/user/owner' },
      chart_analysis: { verdict: 'insufficient_data' },
    });
    expect(asked).toEqual([PLAYLIST]);
  });

  it('analyses the recorded follower history', async () => {
    const { getPlaylist } = setup(boughtFollowers);
    const result = await getPlaylist.execute({ id: PLAYLIST, forceRefresh: false });
    if (!result.ok) throw new Error(result.error);
    expect(result.value.chart_analysis.verdict).not.toBe('insufficient_data');
    expect(result.value.chart_analysis.anomalies.length).toBeGreaterThan(0);
  });

  it('caches the playlist but reads the history every time; forceRefresh reads the playlist again', async () => {
    const { music, asked, getPlaylist } = setup();
    await getPlaylist.execute({ id: PLAYLIST, forceRefresh: false });
    await getPlaylist.execute({ id: PLAYLIST, forceRefresh: false });
    expect(music.calls.getPlaylist).toBe(1);
    expect(asked).toHaveLength(2);
    await getPlaylist.execute({ id: PLAYLIST, forceRefresh: true });
    expect(music.calls.getPlaylist).toBe(2);
  });

  it('returns invalid_id, not_found and service failures as values, without reading history', async () => {
    const { asked, getPlaylist } = setup();
    expect(await getPlaylist.execute({ id: 'x', forceRefresh: false })).toEqual({
      ok: false,
      error: 'invalid_id',
    });
    expect(await getPlaylist.execute({ id: catalogId('gone'), forceRefresh: false })).toEqual({
      ok: false,
      error: 'not_found',
    });
    expect(asked).toEqual([]);
    for (const kind of ['forbidden', 'quota', 'unavailable'] as const) {
      const { music, getPlaylist: failing } = setup();
      music.failWith('getPlaylist', kind);
      expect(await failing.execute({ id: PLAYLIST, forceRefresh: false })).toEqual({
        ok: false,
        error: kind,
      });
    }
  });
});

import { gradePlaylist } from '@domain/analytics';
import { describe, expect, it } from 'vitest';
import type { FollowerPoint } from '@domain/tracking';
import type { PlaylistFollowerHistory } from '@server/catalog/ports';
import { OncePerInterval } from '@server/catalog/adapters/once-per-interval';
import { type GetPlaylistInput, getPlaylist as getPlaylistOf } from '@server/catalog/use-cases/get-playlist';
import { artist, images, playlist, track } from '../support/catalog-fixtures';
import { InMemoryCatalogCache } from '../../../support/fakes/catalog/in-memory-catalog-cache';
import { InMemoryPlaylistTrackers } from '../../../support/fakes/catalog/in-memory-playlist-trackers';
import { catalogId, InMemoryMusicService } from '../../../support/fakes/catalog/in-memory-music-service';

const PLAYLIST = catalogId('list');
const times = { answerMs: 60_000, notFoundMs: 5_000 };
const DAY = 86_400_000;
const TRACKER = 7;
const STRANGER = 8;

/** 60 daily checks with a jump of 50,000 followers on day 40. */
const boughtFollowers: FollowerPoint[] = Array.from({ length: 60 }, (_unused, day) => ({
  checked_at: new Date(Date.parse('2026-01-01T00:00:00Z') + day * DAY).toISOString(),
  followers: 1000 + day * 10 + (day >= 40 ? 50_000 : 0),
}));

/** TRACKER tracks PLAYLIST; nobody tracks anything else. */
const trackers = new InMemoryPlaylistTrackers().track(TRACKER, PLAYLIST);

function setup(points: FollowerPoint[] = []) {
  const music = new InMemoryMusicService();
  music.playlists.set(PLAYLIST, playlist(PLAYLIST));
  const asked: string[] = [];
  const history: PlaylistFollowerHistory = {
    playlistChart: async (id) => {
      asked.push(id);
      return gradePlaylist({ points, stays: [], tracks: [] });
    },
  };
  const clock = { at: Date.parse('2026-06-15T12:00:00Z'), now: () => new Date(clock.at) };
  const deps = {
    music,
    history,
    trackers,
    cache: new InMemoryCatalogCache(),
    times,
    forcedRefreshes: new OncePerInterval(clock, 60_000),
    clock,
    curators: { ofOwner: async () => null },
    coordinatedMoves: { reasonFor: async () => null },
  };
  const getPlaylist = { execute: (input: GetPlaylistInput) => getPlaylistOf(deps, input) };
  return { music, asked, getPlaylist, clock };
}

describe('getPlaylist', () => {
  it('answers the playlist with an insufficient_data analysis when nothing is recorded', async () => {
    const { getPlaylist, asked } = setup();
    const result = await getPlaylist.execute({ id: PLAYLIST, forceRefresh: false, userId: null });
    if (!result.ok) throw new Error(result.error);
    expect(result.value).toMatchObject({
      id: PLAYLIST,
      name: 'Playlist lis',
      image: images(PLAYLIST)[0]!.url,
      description: 'Songs',
      spotify_url: `https://open.spotify.com/playlist/${PLAYLIST}`,
      total_tracks: 25,
      followers: 900,
      owner: { id: 'owner', name: 'Owner', profile_url: 'https://open.spotify.com/user/owner' },
      chart_analysis: { verdict: 'insufficient_data' },
    });
    expect(asked).toEqual([PLAYLIST]);
  });

  it('analyses the recorded follower history', async () => {
    const { getPlaylist } = setup(boughtFollowers);
    const result = await getPlaylist.execute({ id: PLAYLIST, forceRefresh: false, userId: null });
    if (!result.ok) throw new Error(result.error);
    expect(result.value.chart_analysis.verdict).not.toBe('insufficient_data');
    expect(result.value.chart_analysis.anomalies.length).toBeGreaterThan(0);
  });

  it('caches the playlist but reads the history every time', async () => {
    const { music, asked, getPlaylist } = setup();
    await getPlaylist.execute({ id: PLAYLIST, forceRefresh: false, userId: null });
    await getPlaylist.execute({ id: PLAYLIST, forceRefresh: false, userId: TRACKER });
    expect(music.calls.getPlaylist).toBe(1);
    expect(asked).toHaveLength(2);
  });

  it('honours forceRefresh only for a signed-in user who tracks the playlist', async () => {
    const { music, getPlaylist } = setup();
    await getPlaylist.execute({ id: PLAYLIST, forceRefresh: false, userId: null });
    await getPlaylist.execute({ id: PLAYLIST, forceRefresh: true, userId: null });
    await getPlaylist.execute({ id: PLAYLIST, forceRefresh: true, userId: STRANGER });
    expect(music.calls.getPlaylist).toBe(1);
    const fresh = await getPlaylist.execute({ id: PLAYLIST, forceRefresh: true, userId: TRACKER });
    expect(fresh.ok).toBe(true);
    expect(music.calls.getPlaylist).toBe(2);
  });

  it('reads a playlist afresh at most once a minute, whoever asks', async () => {
    const { music, getPlaylist, clock } = setup();
    const force = () => getPlaylist.execute({ id: PLAYLIST, forceRefresh: true, userId: TRACKER });
    await force();
    await force();
    expect(music.calls.getPlaylist).toBe(1);
    clock.at += 59_999;
    await force();
    expect(music.calls.getPlaylist).toBe(1);
    clock.at += 1;
    await force();
    expect(music.calls.getPlaylist).toBe(2);
  });

  it('returns invalid_id (without reading history), not_found and service failures as values', async () => {
    const { asked, getPlaylist } = setup();
    expect(await getPlaylist.execute({ id: 'x', forceRefresh: false, userId: null })).toEqual({
      ok: false,
      error: 'invalid_id',
    });
    expect(asked).toEqual([]);
    // The history is read first: it decides whether the one read takes the contents for a first look.
    expect(await getPlaylist.execute({ id: catalogId('gone'), forceRefresh: false, userId: null })).toEqual({
      ok: false,
      error: 'not_found',
    });
    for (const kind of ['forbidden', 'quota', 'unavailable'] as const) {
      const { music, getPlaylist: failing } = setup();
      music.failWith('getPlaylist', kind);
      expect(await failing.execute({ id: PLAYLIST, forceRefresh: false, userId: null })).toEqual({
        ok: false,
        error: kind,
      });
    }
  });
});

describe('getPlaylist: the first look', () => {
  const READ_AT = '2026-06-15T12:00:00.000Z';
  const daysAgo = (days: number) => new Date(Date.parse(READ_AT) - days * DAY).toISOString();
  /** 20 tracks, 17 of them added in the last week and 3 kept for a year, by 20 artists with 100 followers. */
  function rotatingPlaylist(music: InMemoryMusicService) {
    const ages = [...Array.from({ length: 17 }, (_unused, index) => index * 0.4), 300, 330, 365];
    const items = ages.map((age, index) => {
      const artistId = catalogId(`ar${index}`);
      const ref = { id: artistId, name: `A${index}` };
      music.artists.set(artistId, artist(ref, { followers: 100 }));
      return {
        trackId: catalogId(`t${index}`),
        addedAt: daysAgo(age),
        track: track(catalogId(`t${index}`), [ref]),
      };
    });
    music.playlists.set(PLAYLIST, playlist(PLAYLIST, { followers: 250_000, totalTracks: 20, items }));
  }

  it('answers a graded first look from one read of the contents while the history is too short', async () => {
    const { music, getPlaylist } = setup();
    rotatingPlaylist(music);
    const result = await getPlaylist.execute({ id: PLAYLIST, forceRefresh: false, userId: null });
    if (!result.ok) throw new Error(result.error);
    expect(result.value.chart_analysis).toMatchObject({ verdict: 'insufficient_data', trend: null });
    expect(result.value.first_look).toMatchObject({
      label: 'first look',
      verdict: 'likely_botted',
      confidence: 'low',
      read_at: READ_AT,
      verdict_ready_by: '2026-06-22T12:00:00.000Z',
      tracked: false,
    });
    expect(result.value.first_look!.reasons).toHaveLength(3);
    // No statement without data: no "Only 0 checks over 0 days", and the first look's own date.
    expect(result.value.chart_analysis.reasons).toEqual([
      'No checks yet: at least 7 checks over 7 days are needed. The follower verdict will be ready by 22/06/2026 if it is tracked today.',
    ]);
    expect(music.calls.getPlaylist).toBe(1);
    expect(music.calls.getArtist).toBe(20);
    await getPlaylist.execute({ id: PLAYLIST, forceRefresh: false, userId: null });
    expect(music.calls.getPlaylist).toBe(1);
    expect(music.calls.getArtist).toBe(20);
  });

  it('gives none once the follower verdict speaks', async () => {
    const { music, getPlaylist } = setup(boughtFollowers);
    rotatingPlaylist(music);
    const result = await getPlaylist.execute({ id: PLAYLIST, forceRefresh: false, userId: null });
    if (!result.ok) throw new Error(result.error);
    expect(result.value.first_look).toBeNull();
    expect(music.calls.getArtist ?? 0).toBe(0);
  });
});

// @vitest-environment node
import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { PLAYLIST_IDS, PLAYLISTS } from '@adapters/fake/catalog-fixtures';
import { ANALYSIS_TIMEOUT_MS, HttpAnalysisGateway } from '@adapters/http/http-analysis-gateway';
import type { PlaylistAnalysis } from '@domain/tracking';
import { type Reply, scriptedApi } from '../support/scripted-api';

const boosted = PLAYLISTS.find((playlist) => playlist.id === PLAYLIST_IDS.boosted)!;

const analysis: PlaylistAnalysis = {
  average_age: 10,
  average_popularity: 70,
  average_longevity: 12.5,
  latest_5_added_dates: ['2026-03-31T09:00:00.000Z'],
  weekly_track_addition_frequency: 4,
  monthly_track_addition_frequency: 17,
  track_diversity_percentage: 30,
  top_artists: [{ spotify_id: '1WgXqy2Dd70QQOU7Ay074N', name: 'Aurora Vale', count: 9 }],
  explicit_content: true,
  average_duration: 200_000,
  shortest_duration: 140_000,
  longest_duration: 320_000,
  server_now: '2026-04-01T08:00:00.000Z',
  all_tracks_same_day: false,
  days_since_all_added: null,
  longevity_distribution: { '0-7 days': 3 },
  age_distribution: { '6-12 months': 2 },
  popularity_distribution: { '60-79': 5 },
};

/** An HttpAnalysisGateway over a client answered by `route`; `requests` records what was sent. */
function gateway(route: (config: InternalAxiosRequestConfig) => Reply) {
  const { api, requests } = scriptedApi(route);
  return { analyses: new HttpAnalysisGateway(api), requests };
}

describe('HttpAnalysisGateway', () => {
  it('posts the playlist info in the fields the server accepts, with 60 s to answer', async () => {
    const answer = {
      success: true,
      analysis: '## Summary',
      cached: false,
      ...analysis,
      playlist_analysis: analysis,
    };
    const { analyses, requests } = gateway(() => ({ status: 200, data: answer }));
    await expect(analyses.analyzePlaylist(boosted, boosted.id)).resolves.toEqual({
      ok: true,
      value: { markdown: '## Summary', analysis, cached: false },
    });
    const [request] = requests;
    expect(request?.method).toBe('post');
    expect(request?.url).toBe('/gemini/analyze_playlist');
    expect(request?.timeout).toBe(ANALYSIS_TIMEOUT_MS);
    expect(ANALYSIS_TIMEOUT_MS).toBe(60_000);
    const { playlistData } = JSON.parse(String(request?.data));
    expect(Object.keys(playlistData).sort()).toEqual(
      [
        'chart_analysis',
        'description',
        'followers',
        'image',
        'name',
        'owner',
        'spotify_playlist_id',
        'spotify_url',
        'total_tracks',
      ].sort(),
    );
    expect(playlistData.spotify_playlist_id).toBe(boosted.id);
    expect(playlistData.chart_analysis).toEqual(boosted.chart_analysis);
  });

  it('reads the figures of the analysis view', async () => {
    const { analyses, requests } = gateway(() => ({ status: 200, data: { success: true, ...analysis } }));
    await expect(analyses.playlistAnalysis(boosted.id)).resolves.toEqual({ ok: true, value: analysis });
    expect(requests[0]?.url).toBe(`/playlist/${boosted.id}/analysis`);
  });

  it('fails on an answer of the wrong shape', async () => {
    const { analyses } = gateway(() => ({ status: 200, data: { success: true, analysis: null } }));
    await expect(analyses.analyzePlaylist(boosted, boosted.id)).resolves.toMatchObject({
      ok: false,
      status: null,
    });
    await expect(analyses.playlistAnalysis(boosted.id)).resolves.toMatchObject({ ok: false });
  });

  it('passes on the server’s refusal with its status', async () => {
    const { analyses } = gateway(() => ({
      status: 503,
      data: { success: false, error: 'Analysis temporarily unavailable. Please try refreshing.' },
    }));
    await expect(analyses.analyzePlaylist(boosted, boosted.id)).resolves.toEqual({
      ok: false,
      error: 'Analysis temporarily unavailable. Please try refreshing.',
      status: 503,
    });
  });
});

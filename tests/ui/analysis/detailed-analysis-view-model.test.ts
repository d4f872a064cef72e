import { describe, expect, it } from 'vitest';
import { PLAYLIST_IDS, PLAYLISTS } from '@adapters/fake/catalog-fixtures';
import type { FakeAnalysisOptions } from '@adapters/fake/fake-analysis-gateway';
import type { PlaylistInfo } from '@domain/catalog/catalog-contracts';
import type { AnalysisGateway } from '@domain/ports/browser/analysis-gateway';
import { DetailedAnalysisViewModel } from '../../../src/features/analysis/detailed-analysis-view-model';
import { analysisContainer, EMPTY_ANALYSIS } from './analysis-fixtures';
import { noAnalyticsTag } from '@adapters/browser/no-analytics-tag';
import { AnalyticsTag } from '@domain/ports/browser/analytics-tag';
import { recordingAnalytics } from '../support/recording-analytics';

const boosted = PLAYLISTS.find((playlist) => playlist.id === PLAYLIST_IDS.boosted)!;

function viewModel(options: FakeAnalysisOptions = {}) {
  const { container, gateway } = analysisContainer(options);
  return { vm: container.get(DetailedAnalysisViewModel), gateway };
}

describe('DetailedAnalysisViewModel on the fake backend', () => {
  it('shows it is generating, then the written analysis of the playlist', async () => {
    const { vm, gateway } = viewModel();
    expect(vm.status).toBe('idle');
    const loading = vm.load(boosted, boosted.id);
    expect(vm.isLoading).toBe(true);
    await loading;
    expect(vm.status).toBe('ready');
    expect(vm.markdown).toContain('## Summary');
    expect(vm.markdown).toContain('**Verdict: likely botted.**');
    expect(gateway.analyzed).toEqual([boosted.id]);
  });

  it('fails when the server cannot write the analysis, and the error can be dismissed', async () => {
    const { vm } = viewModel({
      failure: { error: 'Analysis temporarily unavailable. Please try refreshing.', status: 503 },
    });
    await vm.load(boosted, boosted.id);
    expect(vm.status).toBe('error');
    expect(vm.showsError).toBe(true);
    expect(vm.markdown).toBeNull();
    vm.dismissError();
    expect(vm.showsError).toBe(false);
  });

  it('treats an answer of the wrong shape as a failure', async () => {
    const { vm } = viewModel({
      rawAnswer: { success: true, analysis: 42, playlist_analysis: EMPTY_ANALYSIS },
    });
    await vm.load(boosted, boosted.id);
    expect(vm.status).toBe('error');
  });

  it('treats a request that never got an answer as a failure', async () => {
    const { vm } = viewModel({ failure: { error: null, status: null } });
    await vm.load(boosted, boosted.id);
    expect(vm.status).toBe('error');
  });

  it('shows nothing when the server says the playlist is not tracked', async () => {
    const { vm } = viewModel();
    const unknown: PlaylistInfo = { ...boosted, id: '0000000000000000000000' };
    await vm.load(unknown, unknown.id);
    expect(vm.status).toBe('not-tracking');
    expect(vm.showsError).toBe(false);
  });

  it('keeps only the answer to the latest request', async () => {
    const answers: Array<(markdown: string) => void> = [];
    const gateway: AnalysisGateway = {
      analyzePlaylist: () =>
        new Promise((resolve) =>
          answers.push((markdown) =>
            resolve({ ok: true, value: { markdown, analysis: EMPTY_ANALYSIS, cached: false } }),
          ),
        ),
      playlistAnalysis: async () => ({ ok: true, value: EMPTY_ANALYSIS }),
    };
    const vm = new DetailedAnalysisViewModel(gateway, noAnalyticsTag);
    const first = vm.load(boosted, boosted.id);
    const second = vm.load(boosted, boosted.id);
    answers[1]!('## Newer');
    answers[0]!('## Older');
    await Promise.all([first, second]);
    expect(vm.markdown).toBe('## Newer');
  });
});

describe('DetailedAnalysisViewModel analytics (docs/product.md §7, Analytics events)', () => {
  it('records analysis_opened when the written analysis is shown, not when it fails', async () => {
    const { tag, events } = recordingAnalytics();
    const failing = analysisContainer({ failure: { error: 'down', status: 503 } }).container;
    failing.rebind(AnalyticsTag).toConstantValue(tag);
    await failing.get(DetailedAnalysisViewModel).load(boosted, boosted.id);
    expect(events).toEqual([]);
    const { container } = analysisContainer();
    container.rebind(AnalyticsTag).toConstantValue(tag);
    await container.get(DetailedAnalysisViewModel).load(boosted, boosted.id);
    expect(events).toEqual([['analysis_opened', { playlist_id: boosted.id, analysis_view: 'written' }]]);
  });
});

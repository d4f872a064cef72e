import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { retryingLazy } from '@shared/ui/retrying-lazy';
import { Link } from 'react-router-dom';
import { AuthStore } from '@shared/auth/auth-store';
import { useStore, useViewModel } from '@shared/di/container-context';
import { DismissibleMessage } from '@shared/ui/dismissible-message';
import type { PlaylistAnalysisSlotProps } from '@shared/extensions/playlist-extras';
import { analysisModule } from './analysis-module';
import { ANALYSIS_UNAVAILABLE, GENERATING_ANALYSIS } from './analysis-messages';
import { DetailedAnalysisViewModel } from './detailed-analysis-view-model';
import { playlistAnalysisPath } from './analysis-paths';
import './analysis.css';

// marked and DOMPurify load with the first analysis that is shown, never before.
const AnalysisMarkdown = retryingLazy(async () => ({
  default: (await import('./markdown/analysis-markdown')).AnalysisMarkdown,
}));

/** 'Our Detailed Analysis' (docs/product.md §2): only for a signed-in user (docs/product.md §4). */
export const DetailedAnalysisSection = observer(function DetailedAnalysisSection(
  props: PlaylistAnalysisSlotProps,
) {
  const auth = useStore(AuthStore);
  return auth.isAuthenticated ? <DetailedAnalysis {...props} /> : null;
});

const DetailedAnalysis = observer(function DetailedAnalysis({
  spotifyId,
  playlist,
}: PlaylistAnalysisSlotProps) {
  const vm = useViewModel(DetailedAnalysisViewModel, analysisModule);
  useEffect(() => {
    void vm.load(playlist, spotifyId);
  }, [vm, playlist, spotifyId]);

  if (vm.status === 'not-tracking') return null;
  return (
    <section className="card item-section detailed-analysis" aria-labelledby="detailed-analysis-title">
      <h2 id="detailed-analysis-title">Our Detailed Analysis</h2>
      {vm.isLoading && (
        <p className="analysis-waiting" role="status">
          {GENERATING_ANALYSIS}
        </p>
      )}
      <DismissibleMessage
        tone="error"
        text={vm.showsError ? ANALYSIS_UNAVAILABLE : null}
        onDismiss={vm.dismissError}
      />
      {vm.status === 'ready' && vm.markdown !== null && (
        <Suspense
          fallback={
            <p className="analysis-waiting" role="status">
              {GENERATING_ANALYSIS}
            </p>
          }
        >
          <AnalysisMarkdown markdown={vm.markdown} />
        </Suspense>
      )}
      <p className="analysis-view-link">
        <Link to={playlistAnalysisPath(spotifyId)}>See the playlist analysis</Link>
      </p>
    </section>
  );
});

import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useViewModel } from '@shared/di/container-context';
import { usePageTitle } from '@shared/ui/page-title';
import { ThreeDots } from '@shared/ui/three-dots';
import { analysisModule } from './analysis-module';
import { ANALYSIS_UNAVAILABLE, NO_ANALYSIS_DATA } from './analysis-messages';
import { PlaylistAnalysisFigures } from './playlist-analysis-figures';
import { PlaylistAnalysisViewModel } from './playlist-analysis-view-model';
import '@shared/ui/item-page.css';
import './analysis.css';

/** `/playlist/:id/analysis`: the playlist analysis view (docs/product.md §2), signed-in users only. */
export const PlaylistAnalysisPage = observer(function PlaylistAnalysisPage() {
  const { id } = useParams();
  const vm = useViewModel(PlaylistAnalysisViewModel, analysisModule);
  usePageTitle('Playlist analysis');
  useEffect(() => {
    if (id) void vm.load(id);
  }, [vm, id]);

  return (
    <article className="page item-page playlist-analysis">
      <header className="playlist-analysis-header">
        <p className="item-kind">Playlist</p>
        <h1>Playlist analysis</h1>
        {id && <Link to={`/playlist/${encodeURIComponent(id)}`}>Back to the playlist</Link>}
      </header>
      {vm.isLoading && (
        <p className="item-loading" role="status">
          Loading analysis, please wait <ThreeDots />
        </p>
      )}
      {vm.status === 'error' && (
        <p className="message message-error" role="alert">
          {ANALYSIS_UNAVAILABLE}
        </p>
      )}
      {vm.hasNoData && <p className="card item-section">{NO_ANALYSIS_DATA}</p>}
      {vm.status === 'ready' && !vm.hasNoData && <PlaylistAnalysisFigures vm={vm} />}
    </article>
  );
});

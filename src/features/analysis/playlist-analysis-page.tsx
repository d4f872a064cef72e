import { itemPath } from '@domain/links';
import { useItemKey } from '@shared/routing/use-item-key';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useViewModel } from '@shared/di/container-context';
import { ExternalLink } from '@shared/ui/external-link';
import { usePageTitle } from '@shared/ui/page-title';
import { ThreeDots } from '@shared/ui/three-dots';
import { HeaderGradeLink } from '@shared/ui/header-grade';
import { analysisModule } from './analysis-module';
import { ANALYSIS_UNAVAILABLE, NO_ANALYSIS_DATA } from './analysis-messages';
import { PlaylistAnalysisFigures } from './playlist-analysis-figures';
import { TRACK_TO_SEE_ANALYSIS } from './playlist-analysis-text';
import { PlaylistAnalysisViewModel } from './playlist-analysis-view-model';
import { PlaylistTracklist } from './playlist-tracklist';
import '@shared/ui/item-page.css';
import './analysis.css';

/** `/playlist/:id/analysis`: the playlist analysis view (docs/product.md §2), signed-in users only. */
export const PlaylistAnalysisPage = observer(function PlaylistAnalysisPage() {
  const id = useItemKey();
  const vm = useViewModel(PlaylistAnalysisViewModel, analysisModule);
  usePageTitle(vm.pageTitle);
  useEffect(() => {
    if (id) void vm.load(id);
  }, [vm, id]);
  const playlist = vm.playlist;

  return (
    <article className="page item-page playlist-analysis">
      <header className="item-hero playlist-analysis-header">
        {playlist?.image ? (
          <img className="item-cover" src={playlist.image} alt={`Cover of ${playlist.name}`} />
        ) : (
          <div className="item-cover item-cover-empty" aria-hidden="true" />
        )}
        <div className="item-hero-text">
          <p className="item-kind">Playlist analysis</p>
          <h1>{vm.heading}</h1>
          {playlist && (
            <p className="analysis-owner">
              {'By '}
              {playlist.ownerUrl && playlist.ownerName ? (
                <ExternalLink href={playlist.ownerUrl}>{playlist.ownerName}</ExternalLink>
              ) : (
                (playlist.ownerName ?? 'an unknown owner')
              )}
            </p>
          )}
          {playlist && id && (
            <HeaderGradeLink
              grade={playlist.grade}
              href={`${itemPath('playlist', id)}#${playlist.grade.anchor}`}
            />
          )}
          {id && <Link to={itemPath('playlist', id)}>Back to the playlist</Link>}
        </div>
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
      {vm.status === 'not_tracking' && (
        <div className="card item-section analysis-not-tracking">
          <p>{TRACK_TO_SEE_ANALYSIS}</p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => void vm.trackPlaylist()}
            aria-disabled={vm.isTracking}
          >
            {vm.isTracking ? 'Tracking…' : 'Track'}
          </button>
          {vm.trackError && (
            <p className="message message-error" role="alert">
              {vm.trackError}
            </p>
          )}
        </div>
      )}
      {vm.contentsWithheld ? (
        <p className="card item-section withheld-note">{vm.contentsWithheld}.</p>
      ) : (
        <>
          {vm.hasNoData && <p className="card item-section">{NO_ANALYSIS_DATA}</p>}
          {vm.status === 'ready' && !vm.hasNoData && <PlaylistAnalysisFigures vm={vm} />}
          {vm.status === 'ready' && <PlaylistTracklist table={vm.tracklist} />}
        </>
      )}
    </article>
  );
});

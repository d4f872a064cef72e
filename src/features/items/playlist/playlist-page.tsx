import { openInServiceText } from '@shared/ui/open-in-service';
import { useItemKey } from '@shared/routing/use-item-key';
import { musicServiceLabel, serviceOfKey } from '@domain/catalog/item-key';
import { curatorPath } from '@domain/links';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { AuthStore } from '@shared/auth/auth-store';
import { useStore } from '@shared/di/container-context';
import { usePageTitle } from '@shared/ui/page-title';
import { ThreeDots } from '@shared/ui/three-dots';
import { ExternalLink } from '@shared/ui/external-link';
import { itemsModule } from '../items-module';
import { ItemLoadFailed } from '../shared/item-load-failed';
import { ItemNotFound } from '../shared/item-not-found';
import { MetricCardRow } from '../shared/metric-card-row';
import { SignInPrompt } from '../shared/sign-in-prompt';
import { useItemViewModel } from '../shared/use-item-view-model';
import { PlaylistExtras } from '../signed-in/playlist-extras';
import { ChartAnalysisPanel } from './chart-analysis-panel';
import { FirstLookPanel } from './first-look-panel';
import { HeaderGradeLink } from '@shared/ui/header-grade';
import { PlaylistDescription } from './playlist-description';
import { PlaylistViewModel } from './playlist-view-model';
import '@shared/ui/item-page.css';
import './playlist-page.css';

/** `/playlist/:playlist_id`: public playlist info and its bot check, plus the signed-in extras (which then show the bot check). */
export const PlaylistPage = observer(function PlaylistPage() {
  const id = useItemKey('playlist_id');
  const vm = useItemViewModel(PlaylistViewModel, itemsModule, id, { membersAnswerDiffers: true });
  const auth = useStore(AuthStore);
  const playlist = vm.playlist;
  usePageTitle(playlist?.name);

  if (vm.loader.isLoading) {
    return (
      <p className="item-loading" role="status">
        Loading playlist, please wait <ThreeDots />
      </p>
    );
  }
  if (vm.loader.isNotFound) return <ItemNotFound what="playlist" />;
  if (vm.loader.status === 'failed' && id)
    return <ItemLoadFailed what="playlist" onRetry={() => vm.load(id)} />;
  if (!playlist || !id) return <p className="item-loading">Loading...</p>;

  return (
    <article className="page item-page">
      <header className="item-hero">
        {playlist.image ? (
          <img className="item-cover" src={playlist.image} alt={`Cover of ${playlist.name}`} />
        ) : (
          <div className="item-cover item-cover-empty" aria-hidden="true" />
        )}
        <div className="item-hero-text">
          <p className="item-kind">Playlist</p>
          <h1>{playlist.name}</h1>
          <HeaderGradeLink grade={vm.headerGrade} href={`#${vm.headerGrade.anchor}`} />
          {playlist.description && <PlaylistDescription html={playlist.description} />}
          <dl className="item-facts">
            <div>
              <dt>Owner</dt>
              <dd>
                {playlist.owner.id ? (
                  <Link to={curatorPath(playlist.owner.id)}>by {vm.ownerName}</Link>
                ) : (
                  vm.ownerName
                )}
                {playlist.owner.profile_url && (
                  <>
                    {' · '}
                    <ExternalLink href={playlist.owner.profile_url}>
                      Profile on {musicServiceLabel(serviceOfKey(id))}
                    </ExternalLink>
                  </>
                )}
              </dd>
            </div>
          </dl>
          <ExternalLink className="button button-spotify" href={playlist.spotify_url}>
            {openInServiceText(id)}
          </ExternalLink>
        </div>
      </header>

      {auth.isAuthenticated ? (
        <PlaylistExtras playlistId={id} playlist={playlist} onTracked={() => void vm.refresh(id)} />
      ) : (
        <>
          <MetricCardRow cards={vm.signedOutCards} />
          <ChartAnalysisPanel analysis={playlist.chart_analysis} />
          {playlist.first_look && <FirstLookPanel look={playlist.first_look} />}
        </>
      )}
      <SignInPrompt label="Advanced stats..." />
    </article>
  );
});

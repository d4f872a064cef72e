import { itemPath } from '@domain/links';
import { openInServiceText } from '@shared/ui/open-in-service';
import { useItemKey } from '@shared/routing/use-item-key';
import { observer } from 'mobx-react-lite';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '@shared/ui/page-title';
import { LoadingSpinner } from '@shared/ui/spinner';
import { ExternalLink } from '@shared/ui/external-link';
import { itemsModule } from '../items-module';
import { AlsoOnDeezer } from '../shared/also-on-deezer';
import { TrackLinkViewModel } from '../shared/item-link-view-model';
import { ItemLoadFailed } from '../shared/item-load-failed';
import { ItemNotFound } from '../shared/item-not-found';
import { CollapsibleSection } from '../shared/collapsible-section';
import { PlacementsSection } from '../shared/placements-section';
import { SignInPrompt } from '../shared/sign-in-prompt';
import { useItemViewModel } from '../shared/use-item-view-model';
import { TrackExtras } from '../signed-in/track-extras';
import { TrackViewModel } from './track-view-model';
import '@shared/ui/item-page.css';

/** `/track/:id`: public track details, plus the signed-in extras. */
export const TrackPage = observer(function TrackPage() {
  const id = useItemKey();
  const vm = useItemViewModel(TrackViewModel, itemsModule, id);
  const link = useItemViewModel(TrackLinkViewModel, itemsModule, id);
  const track = vm.track;
  usePageTitle(track?.name);

  if (vm.loader.isLoading) return <LoadingSpinner label="Loading track…" />;
  if (vm.loader.isNotFound) return <ItemNotFound what="track" />;
  if (vm.loader.status === 'failed' && id) return <ItemLoadFailed what="track" onRetry={() => vm.load(id)} />;
  if (!track || !id) return <p className="item-loading">Loading...</p>;

  return (
    <article className="page item-page">
      <header className="item-hero">
        {vm.coverUrl ? (
          <img className="item-cover" src={vm.coverUrl} alt={`Cover of ${track.album.name}`} />
        ) : (
          <div className="item-cover item-cover-empty" aria-hidden="true" />
        )}
        <div className="item-hero-text">
          <p className="item-kind">Track</p>
          <h1>{track.name}</h1>
          <p className="item-byline">
            by{' '}
            {track.artists.map((artist, index) => (
              <Fragment key={artist.id}>
                {index > 0 && ', '}
                <Link to={itemPath('artist', artist.id)}>{artist.name}</Link>
              </Fragment>
            ))}
          </p>
          <ExternalLink className="button button-spotify" href={track.external_urls.spotify}>
            {openInServiceText(id)}
          </ExternalLink>
        </div>
      </header>

      <TrackExtras
        trackId={id}
        currentPopularity={track.popularity}
        popularityWithheld={vm.popularityWithheld}
        signedOutCards={vm.signedOutCards}
      />
      <AlsoOnDeezer vm={link} />
      <PlacementsSection kind="track" id={id} />

      <CollapsibleSection title="Track details" id="track-details-title">
        <dl className="item-facts item-facts-grid">
          <div>
            <dt>Release date</dt>
            <dd>{vm.releaseDateText}</dd>
          </div>
          <div>
            <dt>Duration</dt>
            <dd>{vm.durationText}</dd>
          </div>
          <div>
            <dt>Explicit</dt>
            <dd>{vm.explicitText}</dd>
          </div>
          <div>
            <dt>ISRC</dt>
            <dd>{vm.isrcText}</dd>
          </div>
        </dl>
      </CollapsibleSection>
      <SignInPrompt label="See advanced stats..." />
    </article>
  );
});

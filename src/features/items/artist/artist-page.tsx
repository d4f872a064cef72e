import { openInServiceText } from '@shared/ui/open-in-service';
import { useItemKey } from '@shared/routing/use-item-key';
import { observer } from 'mobx-react-lite';
import { usePageTitle } from '@shared/ui/page-title';
import { ThreeDots } from '@shared/ui/three-dots';
import { ExternalLink } from '@shared/ui/external-link';
import { ArtistListeningSlot } from '@shared/extensions/listening-extras';
import { itemsModule } from '../items-module';
import { AlsoOnDeezer } from '../shared/also-on-deezer';
import { ArtistLinkViewModel } from '../shared/item-link-view-model';
import { ItemLoadFailed } from '../shared/item-load-failed';
import { ItemNotFound } from '../shared/item-not-found';
import { PlacementsSection } from '../shared/placements-section';
import { SignInPrompt } from '../shared/sign-in-prompt';
import { useItemViewModel } from '../shared/use-item-view-model';
import { ArtistExtras } from '../signed-in/artist-extras';
import { ArtistReleases, CollaboratorList, LabelList, TopTracksTable } from './artist-sections';
import { ArtistViewModel } from './artist-view-model';
import '@shared/ui/item-page.css';

/** `/artist/:id`: public artist details, plus the signed-in extras. */
export const ArtistPage = observer(function ArtistPage() {
  const id = useItemKey();
  const vm = useItemViewModel(ArtistViewModel, itemsModule, id);
  const link = useItemViewModel(ArtistLinkViewModel, itemsModule, id);
  const artist = vm.artist;
  usePageTitle(artist?.name);

  if (vm.loader.isLoading) {
    return (
      <p className="item-loading" role="status">
        Analyzing artist, please wait <ThreeDots />
      </p>
    );
  }
  if (vm.loader.isNotFound) return <ItemNotFound what="artist" />;
  if (vm.loader.status === 'failed' && id)
    return <ItemLoadFailed what="artist" onRetry={() => vm.load(id)} />;
  if (!artist || !id) return <p className="item-loading">Loading...</p>;

  return (
    <article className="page item-page">
      <header className="item-hero">
        {artist.profile_image ? (
          <img className="item-cover item-cover-round" src={artist.profile_image} alt={`${artist.name}`} />
        ) : (
          <div className="item-cover item-cover-round item-cover-empty" aria-hidden="true" />
        )}
        <div className="item-hero-text">
          <p className="item-kind">Artist</p>
          <h1>{artist.name}</h1>
          <dl className="item-facts">
            <div>
              <dt>Genres</dt>
              <dd>{vm.genresText}</dd>
            </div>
            {vm.careerLongevityText !== null && (
              <div>
                <dt>Career longevity</dt>
                <dd>{vm.careerLongevityText}</dd>
              </div>
            )}
          </dl>
          <ExternalLink className="button button-spotify" href={artist.profile_url}>
            {openInServiceText(id)}
          </ExternalLink>
        </div>
      </header>

      <ArtistExtras
        artistId={id}
        current={{
          followers: artist.followers,
          popularity: artist.popularity,
          withheld: vm.withheld,
          standIn: link.standIn,
        }}
        signedOutCards={vm.signedOutCardsWith(link.standIn)}
      />
      <AlsoOnDeezer vm={link} />
      <ArtistListeningSlot artistKey={id} />
      <PlacementsSection kind="artist" id={id} />

      <ArtistReleases first={artist.first_release} latest={artist.latest_release} />
      <CollaboratorList collaborators={vm.collaborators} />
      <LabelList labels={artist.labels} />
      <TopTracksTable tracks={artist.top_tracks} />
      <SignInPrompt label="See other advanced stats..." />
    </article>
  );
});

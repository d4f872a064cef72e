import { ContainerModule } from 'inversify';
import { ArtistViewModel } from './artist/artist-view-model';
import { CuratorViewModel } from './curator/curator-view-model';
import { PlaylistViewModel } from './playlist/playlist-view-model';
import { ArtistLinkViewModel, TrackLinkViewModel } from './shared/item-link-view-model';
import { ArtistPlacementsViewModel, TrackPlacementsViewModel } from './shared/placements-view-model';
import { ArtistExtrasViewModel } from './signed-in/artist-extras-view-model';
import { PlaylistExtrasViewModel } from './signed-in/playlist-extras-view-model';
import { ShareReportViewModel } from './signed-in/share-report-view-model';
import { TrackExtrasViewModel } from './signed-in/track-extras-view-model';
import { TrackingViewModel } from './signed-in/tracking-view-model';
import { TrackViewModel } from './track/track-view-model';

/** The item pages' view-models, one per page visit; loaded by the first item page shown (lazy). */
export const itemsModule = new ContainerModule(({ bind }) => {
  bind(ArtistViewModel).toSelf().inTransientScope();
  bind(TrackViewModel).toSelf().inTransientScope();
  bind(PlaylistViewModel).toSelf().inTransientScope();
  bind(CuratorViewModel).toSelf().inTransientScope();
  bind(TrackingViewModel).toSelf().inTransientScope();
  bind(ArtistExtrasViewModel).toSelf().inTransientScope();
  bind(TrackExtrasViewModel).toSelf().inTransientScope();
  bind(PlaylistExtrasViewModel).toSelf().inTransientScope();
  bind(ArtistPlacementsViewModel).toSelf().inTransientScope();
  bind(TrackPlacementsViewModel).toSelf().inTransientScope();
  bind(ShareReportViewModel).toSelf().inTransientScope();
  bind(ArtistLinkViewModel).toSelf().inTransientScope();
  bind(TrackLinkViewModel).toSelf().inTransientScope();
});

import { ContainerModule } from 'inversify';
import { ArtistViewModel } from './artist/artist-view-model';
import { PlaylistViewModel } from './playlist/playlist-view-model';
import { TrackViewModel } from './track/track-view-model';

/** The item pages' view-models, one per page visit; loaded by the first item page shown (lazy). */
export const itemsModule = new ContainerModule(({ bind }) => {
  bind(ArtistViewModel).toSelf().inTransientScope();
  bind(TrackViewModel).toSelf().inTransientScope();
  bind(PlaylistViewModel).toSelf().inTransientScope();
});

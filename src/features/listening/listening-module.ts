import { ContainerModule } from 'inversify';
import { ArtistListeningViewModel } from './artist-listening-view-model';
import { ImportsViewModel } from './imports-view-model';
import { KeptReadingsViewModel } from './kept-readings-view-model';

/** The listening screens' view-models, one per visit; loaded with the first of them shown (lazy). */
export const listeningModule = new ContainerModule(({ bind }) => {
  bind(ArtistListeningViewModel).toSelf().inTransientScope();
  bind(ImportsViewModel).toSelf().inTransientScope();
  bind(KeptReadingsViewModel).toSelf().inTransientScope();
});

import { ContainerModule } from 'inversify';
import { DetailedAnalysisViewModel } from './detailed-analysis-view-model';
import { PlaylistAnalysisViewModel } from './playlist-analysis-view-model';

/** The analysis screens' view-models, one per mount; loaded by the first analysis screen shown (lazy). */
export const analysisModule = new ContainerModule(({ bind }) => {
  bind(DetailedAnalysisViewModel).toSelf().inTransientScope();
  bind(PlaylistAnalysisViewModel).toSelf().inTransientScope();
});

import { ContainerModule } from 'inversify';
import { LandingPageEditorViewModel } from './landing-page-editor-view-model';
import { LandingPagesViewModel } from './landing-pages-view-model';

/** The manager's view-models, fresh per visit; loaded by the (lazy) manager page. */
export const landingPagesModule = new ContainerModule(({ bind }) => {
  bind(LandingPageEditorViewModel).toSelf().inTransientScope();
  bind(LandingPagesViewModel).toSelf().inTransientScope();
});

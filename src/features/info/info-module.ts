import { ContainerModule } from 'inversify';
import { ContactViewModel } from './contact/contact-view-model';

/** The contact form's view-model, a fresh one per visit; loaded by the (lazy) contact page. */
export const infoModule = new ContainerModule(({ bind }) => {
  bind(ContactViewModel).toSelf().inTransientScope();
});

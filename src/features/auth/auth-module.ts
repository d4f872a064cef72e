import { ContainerModule } from 'inversify';
import { ForgottenPasswordViewModel } from './forgotten-password-view-model';
import { LoginViewModel } from './login-view-model';
import { RegisterViewModel } from './register-view-model';
import { ResetPasswordViewModel } from './reset-password-view-model';
import { VerifyEmailViewModel } from './verify-email-view-model';

/**
 * The account screens' view-models, loaded into the container with their (lazy) route chunk so the
 * first load of / does not carry them. Transient: a new view-model each time a screen mounts.
 */
export const authModule = new ContainerModule(({ bind }) => {
  bind(LoginViewModel).toSelf().inTransientScope();
  bind(RegisterViewModel).toSelf().inTransientScope();
  bind(VerifyEmailViewModel).toSelf().inTransientScope();
  bind(ForgottenPasswordViewModel).toSelf().inTransientScope();
  bind(ResetPasswordViewModel).toSelf().inTransientScope();
});

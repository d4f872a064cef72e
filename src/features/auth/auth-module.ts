import { ContainerModule } from 'inversify';
import { LoginModel } from './login-model';
import { ForgottenPasswordModel, ResetPasswordModel } from './password-reset-models';
import { RegisterModel } from './register-model';
import { VerifyEmailModel } from './verify-email-model';

/**
 * The account screens' view-models, loaded into the container with their (lazy) route chunk so the
 * first load of / does not carry them. Transient: a new view-model each time a screen mounts.
 */
export const authModule = new ContainerModule(({ bind }) => {
  bind(LoginModel).toSelf().inTransientScope();
  bind(RegisterModel).toSelf().inTransientScope();
  bind(VerifyEmailModel).toSelf().inTransientScope();
  bind(ForgottenPasswordModel).toSelf().inTransientScope();
  bind(ResetPasswordModel).toSelf().inTransientScope();
});

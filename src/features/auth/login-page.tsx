import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AuthStore } from '@shared/auth/auth-store';
import { returnPathFrom } from './return-path';
import { useStore, useViewModel } from '@shared/di/container-context';
import { usePageTitle } from '@shared/ui/page-title';
import { FormField, MessageBox } from '@shared/ui/form-field';
import { AuthCard } from './auth-layout';
import { authModule } from './auth-module';
import { startGoogleOneTap } from './google-one-tap';
import { LoginViewModel } from './login-view-model';

/** /login: email and password, Google One Tap when configured, links to register and reset. */
export const LoginPage = observer(function LoginPage() {
  const model = useViewModel(LoginViewModel, authModule);
  const { signOutNotice } = useStore(AuthStore);
  const navigate = useNavigate();
  const location = useLocation();
  const returnPath = returnPathFrom(location.state);
  const googleHost = useRef<HTMLDivElement>(null);
  const errorId = useId();
  usePageTitle('Log in');

  useEffect(() => {
    void model.loadGoogleClientId();
  }, [model]);

  const clientId = model.googleClientId;
  useEffect(() => {
    if (!clientId || !googleHost.current) return;
    let cleanup: (() => void) | undefined;
    startGoogleOneTap(clientId, googleHost.current, async (credential) => {
      if (!credential) return model.googleFailed();
      const outcome = await model.submitGoogleCredential(credential, returnPath);
      if (outcome) navigate(outcome.to, { replace: true });
    })
      .then((stop) => {
        cleanup = stop;
      })
      .catch((error) => {
        console.error(error);
        model.googleFailed();
      });
    return () => cleanup?.();
  }, [clientId, model, navigate, returnPath]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const outcome = await model.submit(returnPath);
    if (outcome) navigate(outcome.to, { replace: true });
  }

  return (
    <AuthCard title="Log in" intro="Track artists, tracks and playlists and see how they grow.">
      <MessageBox kind="error">{signOutNotice}</MessageBox>
      <form className="form" onSubmit={submit} noValidate>
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={model.email}
          onValueChange={model.setEmail}
          errorId={model.isInvalid('email') ? errorId : null}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={model.password}
          onValueChange={model.setPassword}
          errorId={model.isInvalid('password') ? errorId : null}
        />
        <MessageBox kind="error" id={errorId}>
          {model.error}
        </MessageBox>
        <button className="button button-primary button-block" type="submit" disabled={model.isSubmitting}>
          Log in
        </button>
      </form>
      {clientId ? (
        <div className="google-signin">
          <p className="divider">
            <span>or</span>
          </p>
          <div ref={googleHost} />
        </div>
      ) : null}
      <p className="auth-links">
        <Link to="/forgotten-password">Forgotten your password?</Link>
        <span>
          New to Chartpulse?{' '}
          <Link to="/register" state={location.state}>
            Create an account
          </Link>
        </span>
      </p>
    </AuthCard>
  );
});

import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useViewModel } from '@shared/di/container-context';
import { usePageTitle } from '@shared/ui/page-title';
import { FormField, fieldErrorProps, MessageBox } from '@shared/ui/form-field';
import { AuthCard } from './auth-layout';
import { authModule } from './auth-module';
import type { RegistrationField } from '@domain/accounts';
import { REGISTER_REDIRECT_DELAY_MS, RegisterViewModel } from './register-view-model';

/** /register: email, password twice, informed updates (optional) and the terms (required). */
export const RegisterPage = observer(function RegisterPage() {
  const model = useViewModel(RegisterViewModel, authModule);
  const navigate = useNavigate();
  const informedId = useId();
  const termsId = useId();
  const errorId = useId();
  const errorIdFor = (field: RegistrationField) => (model.isInvalid(field) ? errorId : null);
  usePageTitle('Create an account');

  const registered = model.message !== null;
  useEffect(() => {
    if (!registered) return;
    const timer = window.setTimeout(() => navigate('/'), REGISTER_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [registered, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    await model.submit();
  }

  return (
    <AuthCard title="Create an account" intro="Free to join. Track what matters to you.">
      <form className="form" onSubmit={submit} noValidate>
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={model.email}
          onValueChange={(value) => model.setField('email', value)}
          errorId={errorIdFor('email')}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          value={model.password}
          onValueChange={(value) => model.setField('password', value)}
          errorId={errorIdFor('password')}
        />
        <FormField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
          value={model.confirmPassword}
          onValueChange={(value) => model.setField('confirmPassword', value)}
          errorId={errorIdFor('confirmPassword')}
        />
        <p className="hint">
          At least 8 characters with an uppercase and a lowercase letter, a digit and a special character; no
          spaces.
        </p>
        <div className="checkbox">
          <input
            id={informedId}
            type="checkbox"
            checked={model.informedUpdates}
            onChange={(event) => model.setInformedUpdates(event.target.checked)}
          />
          <label htmlFor={informedId}>Keep me informed about new Chartpulse features (optional)</label>
        </div>
        <div className="checkbox">
          <input
            id={termsId}
            type="checkbox"
            required
            checked={model.acceptedTerms}
            onChange={(event) => model.setAcceptedTerms(event.target.checked)}
            {...fieldErrorProps(errorIdFor('acceptedTerms'))}
          />
          <label htmlFor={termsId}>
            I accept the{' '}
            <Link to="/terms-policy" target="_blank" rel="noopener">
              Terms and Conditions
            </Link>
          </label>
        </div>
        <MessageBox kind="error" id={errorId}>
          {model.error}
        </MessageBox>
        <MessageBox kind="success">
          {model.message && (
            <>
              {model.message}{' '}
              {model.verifyPath && <Link to={model.verifyPath}>Enter your verification code</Link>}
            </>
          )}
        </MessageBox>
        <button
          className="button button-primary button-block"
          type="submit"
          disabled={model.isSubmitting || registered}
        >
          Register
        </button>
      </form>
      <p className="auth-links">
        <span>
          Already have an account? <Link to="/login">Log in</Link>
        </span>
      </p>
    </AuthCard>
  );
});

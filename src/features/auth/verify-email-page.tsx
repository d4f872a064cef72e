import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useViewModel } from '@shared/di/container-context';
import { Redirect } from '@shared/routing/redirect';
import { usePageTitle } from '@shared/ui/page-title';
import { FormField, MessageBox } from '@shared/ui/form-field';
import { AuthCard } from './auth-layout';
import { authModule } from './auth-module';
import { VERIFY_REDIRECT_DELAY_MS, VerifyEmailViewModel } from './verify-email-view-model';

/** /verify-email?user_id=…&code=…: the emailed code, Verify and Resend Code. */
export const VerifyEmailPage = observer(function VerifyEmailPage() {
  const model = useViewModel(VerifyEmailViewModel, authModule);
  const query = new URLSearchParams(useLocation().search);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  usePageTitle('Verify your email');

  const queryKey = query.toString();
  useEffect(() => model.start(new URLSearchParams(queryKey)), [model, queryKey]);

  useEffect(() => {
    if (!model.verified) return;
    const timer = window.setTimeout(() => navigate('/'), VERIFY_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [model.verified, navigate]);

  if (!query.get('user_id') && model.mustLogIn) return <Redirect to="/login" />;

  async function verify(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setError(await model.verify());
  }

  async function resend() {
    setError(null);
    setError(await model.resend());
  }

  return (
    <AuthCard title="Verify your email" intro="Enter the 6-digit code we sent to your email address.">
      <form className="form" onSubmit={verify} noValidate>
        <FormField
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={model.code}
          onValueChange={model.setCode}
          errorId={error ? errorId : null}
        />
        <MessageBox kind="error" id={errorId}>
          {error}
        </MessageBox>
        <MessageBox kind="success">{model.message}</MessageBox>
        <div className="button-row">
          <button
            className="button button-primary"
            type="submit"
            disabled={model.isSubmitting || model.verified}
          >
            Verify
          </button>
          <button
            className="button button-secondary"
            type="button"
            onClick={resend}
            disabled={model.verified}
          >
            Resend Code
          </button>
        </div>
      </form>
    </AuthCard>
  );
});

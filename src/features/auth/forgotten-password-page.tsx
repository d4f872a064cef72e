import { observer } from 'mobx-react-lite';
import { type FormEvent, useId } from 'react';
import { Link } from 'react-router-dom';
import { useViewModel } from '@shared/di/container-context';
import { usePageTitle } from '@shared/ui/page-title';
import { FormField, MessageBox } from '@shared/ui/form-field';
import { AuthCard } from './auth-layout';
import { authModule } from './auth-module';
import { ForgottenPasswordViewModel } from './forgotten-password-view-model';

/** /forgotten-password: an email and 'Send Reset Link'. */
export const ForgottenPasswordPage = observer(function ForgottenPasswordPage() {
  const model = useViewModel(ForgottenPasswordViewModel, authModule);
  const errorId = useId();
  usePageTitle('Forgotten password');

  async function submit(event: FormEvent) {
    event.preventDefault();
    await model.submit();
  }

  return (
    <AuthCard title="Forgotten password" intro="We will email you a link to choose a new password.">
      <form className="form" onSubmit={submit} noValidate>
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={model.email}
          onValueChange={model.setEmail}
          errorId={model.emailInvalid ? errorId : null}
        />
        <MessageBox kind="error" id={errorId}>
          {model.error}
        </MessageBox>
        <MessageBox kind="success">{model.message}</MessageBox>
        <button className="button button-primary button-block" type="submit" disabled={model.isSubmitting}>
          Send Reset Link
        </button>
      </form>
      <p className="auth-links">
        <Link to="/login">Back to log in</Link>
      </p>
    </AuthCard>
  );
});

import { observer } from 'mobx-react-lite';
import { type FormEvent, useId } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useViewModel } from '@shared/di/container-context';
import { usePageTitle } from '@shared/ui/page-title';
import { FormField, MessageBox } from '@shared/ui/form-field';
import { AuthCard } from './auth-layout';
import { authModule } from './auth-module';
import { ResetPasswordViewModel } from './reset-password-view-model';

/** /reset-password?token=…: the new password twice, then /login. */
export const ResetPasswordPage = observer(function ResetPasswordPage() {
  const model = useViewModel(ResetPasswordViewModel, authModule);
  const query = new URLSearchParams(useLocation().search);
  const navigate = useNavigate();
  const errorId = useId();
  usePageTitle('Reset password');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await model.submit(query.get('token'))) navigate('/login', { replace: true });
  }

  return (
    <AuthCard title="Choose a new password">
      <form className="form" onSubmit={submit} noValidate>
        <FormField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={model.password}
          onValueChange={(value) => model.setField('password', value)}
          errorId={model.isInvalid('password') ? errorId : null}
        />
        <FormField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          value={model.confirmPassword}
          onValueChange={(value) => model.setField('confirmPassword', value)}
          errorId={model.isInvalid('confirmPassword') ? errorId : null}
        />
        <MessageBox kind="error" id={errorId}>
          {model.error}
        </MessageBox>
        <button className="button button-primary button-block" type="submit" disabled={model.isSubmitting}>
          Reset password
        </button>
      </form>
    </AuthCard>
  );
});

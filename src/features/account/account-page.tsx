import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useId, useState } from 'react';
import {
  PASSWORD_CHANGE_RULES_MESSAGE,
  type PasswordChangeField,
} from '@domain/accounts/validate-password-change';
import { useViewModel } from '@shared/di/container-context';
import { AccountImportsSlot } from '@shared/extensions/listening-extras';
import { AccountAlertsSlot } from '@shared/extensions/alerts-extras';
import { ConfirmDialog } from '@shared/ui/confirm-dialog';
import { FormField } from '@shared/ui/form-field';
import { NoticeMessage } from '@shared/ui/notice-message';
import { usePageTitle } from '@shared/ui/page-title';
import { LoadingSpinner } from '@shared/ui/spinner';
import { UNSAVED_CHANGES_MESSAGE } from './account-messages';
import { accountModule } from './account-module';
import { AccountViewModel } from './account-view-model';
import { NotificationChoices } from './notification-choices';
import { TelegramSection } from './telegram-section';
import { useLeaveGuard } from './use-leave-guard';
import './account.css';

/** /my-account: email, password change, notification choices and the Telegram link. */
export const AccountPage = observer(function AccountPage() {
  const vm = useViewModel(AccountViewModel, accountModule);
  const [alertsUnsaved, setAlertsUnsaved] = useState(false);
  const blocker = useLeaveGuard(vm.hasUnsavedChanges || alertsUnsaved);
  const noticeId = useId();
  const errorIdFor = (name: PasswordChangeField) => (vm.isInvalid(name) ? noticeId : null);
  usePageTitle('My Account');

  useEffect(() => {
    void vm.load();
    return () => vm.dispose();
  }, [vm]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.save();
  };

  return (
    <div className="page page-narrow account">
      <h1>My Account</h1>
      <p className="account-email">
        Signed in as <strong>{vm.email ?? '…'}</strong>
      </p>
      <NoticeMessage notice={vm.notice} textId={noticeId} onDismiss={vm.dismissNotice} />
      {vm.status === 'loading' && <LoadingSpinner label="Loading your settings…" />}
      {vm.status === 'error' && (
        <div className="account-load-failed">
          <button type="button" className="button button-secondary" onClick={() => void vm.retry()}>
            Retry
          </button>
        </div>
      )}
      {vm.status === 'ready' && (
        <form className="account-form" onSubmit={submit} noValidate>
          <fieldset className="card account-section">
            <legend>Change password</legend>
            <p className="hint account-hint">
              Leave these empty to keep your password. {PASSWORD_CHANGE_RULES_MESSAGE}
            </p>
            <FormField
              label="Current password"
              type="password"
              autoComplete="current-password"
              value={vm.password.old_password}
              onValueChange={(value) => vm.setPasswordField('old_password', value)}
              errorId={errorIdFor('old_password')}
            />
            <FormField
              label="New password"
              type="password"
              autoComplete="new-password"
              value={vm.password.new_password}
              onValueChange={(value) => vm.setPasswordField('new_password', value)}
              errorId={errorIdFor('new_password')}
            />
            <FormField
              label="Confirm new password"
              type="password"
              autoComplete="new-password"
              value={vm.password.confirm_password}
              onValueChange={(value) => vm.setPasswordField('confirm_password', value)}
              errorId={errorIdFor('confirm_password')}
            />
          </fieldset>
          <fieldset className="card account-section">
            <legend>Notifications</legend>
            <NotificationChoices vm={vm} />
          </fieldset>
          <section className="card account-section" aria-labelledby="telegram-title">
            <h2 id="telegram-title">Telegram</h2>
            <TelegramSection vm={vm} />
          </section>
          <button type="submit" className="button button-primary account-save" disabled={vm.isSaving}>
            {vm.isSaving ? 'Saving…' : 'Save'}
          </button>
        </form>
      )}
      {vm.status === 'ready' && (
        <AccountAlertsSlot
          onUnsavedChange={setAlertsUnsaved}
          savedGates={{ email: vm.saved.emailNotifications, telegram: vm.saved.telegramNotifications }}
        />
      )}
      {vm.status === 'ready' && <AccountImportsSlot />}
      {blocker.state === 'blocked' && (
        <ConfirmDialog
          title="Unsaved changes"
          message={UNSAVED_CHANGES_MESSAGE}
          confirmLabel="Ok"
          onCancel={() => blocker.reset?.()}
          onConfirm={() => blocker.proceed?.()}
        />
      )}
    </div>
  );
});

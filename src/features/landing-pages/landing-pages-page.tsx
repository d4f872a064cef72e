import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useViewModel } from '@shared/di/container-context';
import { ConfirmDialog } from '@shared/ui/confirm-dialog';
import { DismissibleMessage } from '@shared/ui/dismissible-message';
import { usePageTitle } from '@shared/ui/page-title';
import { LandingPageForm } from './landing-page-form';
import { LandingPageList } from './landing-page-list';
import { landingPagesModule } from './landing-pages-module';
import { LandingPagesViewModel } from './landing-pages-view-model';
import '@shared/ui/buttons.css';
import './landing-pages.css';

/** `/landing-pages`: the user's pages with their clicks, and one form that creates or edits. */
export const LandingPagesPage = observer(function LandingPagesPage() {
  const vm = useViewModel(LandingPagesViewModel, landingPagesModule);
  const formRef = useRef<HTMLElement>(null);
  const messagesRef = useRef<HTMLDivElement>(null);
  usePageTitle('Landing Pages');

  useEffect(() => {
    void vm.load();
  }, [vm]);

  // A save is pressed at the foot of a long form: bring its outcome on screen (the live region,
  // present from the start, has already announced it).
  const outcome = vm.notice ?? vm.error;
  useEffect(() => {
    if (outcome) messagesRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, [outcome]);

  function showForm() {
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  }

  return (
    <section className="page landing-manager">
      <div className="landing-manager-head">
        <h1>Landing Pages</h1>
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            vm.editor.startCreate();
            showForm();
          }}
        >
          New landing page
        </button>
      </div>
      <div className="landing-messages" ref={messagesRef} aria-live="polite">
        <DismissibleMessage tone="success" text={vm.notice} onDismiss={vm.dismissNotice} />
        <DismissibleMessage tone="error" text={vm.error} onDismiss={vm.dismissError} />
        {vm.loadErrors.map((message) => (
          <p key={message} className="message-box error" role="alert">
            {message}
          </p>
        ))}
      </div>
      <div className="landing-manager-grid">
        <LandingPageList
          vm={vm}
          onEdit={(page) => {
            vm.edit(page);
            showForm();
          }}
        />
        <LandingPageForm formRef={formRef} editor={vm.editor} onSubmit={vm.save} />
      </div>
      {vm.pendingDelete ? (
        <ConfirmDialog
          title="Delete landing page"
          message={vm.deleteConfirmation}
          busy={vm.isDeleting}
          onConfirm={() => void vm.confirmDelete()}
          onCancel={vm.cancelDelete}
        />
      ) : null}
    </section>
  );
});

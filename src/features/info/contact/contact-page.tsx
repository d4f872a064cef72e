import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useId } from 'react';
import { useViewModel } from '@shared/di/container-context';
import { fieldErrorProps } from '@shared/ui/form-field';
import { usePageTitle } from '@shared/ui/page-title';
import { infoModule } from '../info-module';
import { type ContactField, ContactViewModel } from './contact-view-model';
import '@shared/ui/info-page.css';

/** `/contact`: email, subject and message, plus the hidden country field. */
export const ContactPage = observer(function ContactPage() {
  const vm = useViewModel(ContactViewModel, infoModule);
  const outcomeId = useId();
  const errorPropsFor = (field: ContactField) => fieldErrorProps(vm.isInvalid(field) ? outcomeId : null);
  usePageTitle('Contact');

  useEffect(() => {
    void vm.loadCountry();
  }, [vm]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submit();
  };

  return (
    <article className="page page-narrow info-page">
      <h1>Contact us</h1>
      <p>Questions, feedback or a problem with your account? Send us a message and we will reply by email.</p>
      <form className="form info-form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor="contact-email">Your email</label>
          <input
            id="contact-email"
            type="email"
            autoComplete="email"
            required
            value={vm.email}
            onChange={(event) => vm.setEmail(event.target.value)}
            {...errorPropsFor('email')}
          />
        </div>
        <div className="field">
          <label htmlFor="contact-subject">Subject</label>
          <input
            id="contact-subject"
            type="text"
            required
            maxLength={200}
            value={vm.subject}
            onChange={(event) => vm.setSubject(event.target.value)}
            {...errorPropsFor('subject')}
          />
        </div>
        <div className="field">
          <label htmlFor="contact-message">Message</label>
          <textarea
            id="contact-message"
            rows={7}
            required
            maxLength={5000}
            value={vm.message}
            onChange={(event) => vm.setMessage(event.target.value)}
            {...errorPropsFor('message')}
          />
        </div>
        <input type="hidden" name="country" value={vm.country} />
        <button type="submit" className="button button-primary" disabled={vm.isSending}>
          {vm.isSending ? 'Sending…' : 'Send message'}
        </button>
      </form>
      {vm.outcome && (
        <p
          id={outcomeId}
          className={`message ${vm.outcome.kind === 'success' ? 'message-success' : 'message-error'}`}
          role={vm.outcome.kind === 'success' ? 'status' : 'alert'}
        >
          {vm.outcome.text}
        </p>
      )}
    </article>
  );
});

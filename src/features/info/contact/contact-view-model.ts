import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { validateEmail } from '@domain/accounts';
import { type FieldProblem, fieldProblem } from '@domain/forms';
import { SiteGateway } from '@domain/ports/browser/site-gateway';

export const CONTACT_FIELDS_REQUIRED = 'All fields are required.';
export const CONTACT_SENT = 'Your message was sent successfully!';
export const CONTACT_FAILED = 'Failed to send the email. Please try again.';

export type ContactField = 'email' | 'subject' | 'message';

export type ContactOutcome = { kind: 'success'; text: string } | { kind: 'error'; text: string } | null;

/** The contact form: fields, the hidden country, validation and the send outcome. */
@injectable()
export class ContactViewModel {
  email = '';
  subject = '';
  message = '';
  /** Hidden field: the visitor's country code, '' while unknown. */
  country = '';
  isSending = false;
  outcome: ContactOutcome = null;
  /** The fields an error outcome is about (none when the sending itself failed). */
  errorFields: readonly ContactField[] = [];

  constructor(@inject(SiteGateway) private readonly site: SiteGateway) {
    makeAutoObservable<ContactViewModel, 'site'>(this, { site: false }, { autoBind: true });
  }

  /** Fills the hidden country field; a failed lookup leaves it empty. */
  async loadCountry(): Promise<void> {
    const location = await this.site.getUserLocation();
    if (!location.ok) {
      console.error('Could not determine the visitor location:', location.error);
      return;
    }
    runInAction(() => {
      this.country = location.value.country ?? '';
    });
  }

  setEmail(value: string): void {
    this.email = value;
  }

  setSubject(value: string): void {
    this.subject = value;
  }

  setMessage(value: string): void {
    this.message = value;
  }

  /** The first problem with the form and the fields it is about, or null when it can be sent. */
  get validationProblem(): FieldProblem<ContactField> | null {
    const empty = (['email', 'subject', 'message'] as const).filter((field) => !this[field].trim());
    if (empty.length > 0) return fieldProblem(CONTACT_FIELDS_REQUIRED, empty);
    const emailProblem = validateEmail(this.email);
    return emailProblem ? fieldProblem(emailProblem, ['email']) : null;
  }

  /** Whether the error shown is about `field`. */
  isInvalid(field: ContactField): boolean {
    return this.outcome?.kind === 'error' && this.errorFields.includes(field);
  }

  async submit(): Promise<void> {
    const problem = this.validationProblem;
    if (problem) {
      this.outcome = { kind: 'error', text: problem.message };
      this.errorFields = problem.fields;
      return;
    }
    this.errorFields = [];
    this.isSending = true;
    this.outcome = null;
    const sent = await this.site.sendContactMessage({
      email: this.email.trim(),
      subject: this.subject.trim(),
      body: this.message.trim(),
      country: this.country,
    });
    if (!sent.ok) console.error('Contact form failed:', sent.error);
    runInAction(() => {
      this.isSending = false;
      if (!sent.ok) {
        this.outcome = { kind: 'error', text: CONTACT_FAILED };
        return;
      }
      this.outcome = { kind: 'success', text: CONTACT_SENT };
      this.email = '';
      this.subject = '';
      this.message = '';
    });
  }
}

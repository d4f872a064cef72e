import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useStore } from '@shared/di/container-context';
import { usePageTitle } from '@shared/ui/page-title';
import { consentModule } from './consent-module';
import { CookieConsentStore } from './cookie-consent-store';
import '@shared/ui/info-page.css';

export const COOKIE_PREFERENCES_UPDATED = 'Your cookie preferences have been updated.';

const CHOICE_TEXT = {
  accepted: 'You have accepted analytics cookies.',
  declined: 'You have declined analytics cookies.',
} as const;

/** `/cookie-settings`: change the consent answer at any time. */
export const CookieSettingsPage = observer(function CookieSettingsPage() {
  const consent = useStore(CookieConsentStore, consentModule);
  const [updated, setUpdated] = useState(false);
  usePageTitle('Cookie settings');

  useEffect(() => {
    void consent.start();
  }, [consent]);

  const choose = (choice: 'accept' | 'decline') => {
    if (choice === 'accept') consent.accept();
    else consent.decline();
    setUpdated(true);
  };

  return (
    <article className="page page-narrow info-page">
      <h1>Cookie settings</h1>
      <p>
        Chartpulse always uses the cookies it needs to work: your sign-in session and a security token that
        protects forms. With your permission it also uses analytics cookies to understand which pages are
        visited, so we can improve the product. Accepting is remembered for a year; declining for a day.
      </p>
      <p className="info-status">
        {consent.choice ? CHOICE_TEXT[consent.choice] : 'You have not made a choice yet.'}
      </p>
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={() => choose('accept')}>
          Accept
        </button>
        <button type="button" className="button button-secondary" onClick={() => choose('decline')}>
          Decline
        </button>
      </div>
      {updated && (
        <p className="message message-success" role="status">
          {COOKIE_PREFERENCES_UPDATED}
        </p>
      )}
    </article>
  );
});

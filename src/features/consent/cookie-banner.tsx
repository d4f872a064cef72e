import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useStore } from '@shared/di/container-context';
import { consentModule } from './consent-module';
import { CookieConsentStore } from './cookie-consent-store';
import './cookie-banner.css';

/** The app-wide consent banner (640 px wide), shown only where docs/product.md §9 requires asking. */
export const CookieBanner = observer(function CookieBanner() {
  const consent = useStore(CookieConsentStore, consentModule);

  useEffect(() => {
    void consent.start();
  }, [consent]);

  if (!consent.showBanner) return null;
  return (
    <section className="cookie-banner" aria-label="Cookie consent">
      <p className="cookie-banner-text">
        We use cookies to keep you signed in and, with your permission, to measure how Chartpulse is used.
        Read our <Link to="/privacy-policy">privacy policy</Link>.
      </p>
      <div className="cookie-banner-actions">
        <button type="button" className="button button-primary" onClick={consent.accept}>
          Accept
        </button>
        <button type="button" className="button button-secondary" onClick={consent.decline}>
          Decline
        </button>
      </div>
    </section>
  );
});

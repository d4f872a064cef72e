import { CONSENT_COOKIE_NAME } from '@domain/consent';

/**
 * The landing page's only script (served from this origin, so the Content-Security-Policy needs no
 * inline script): loads the Meta pixel, and the analytics tag when the page names one, once the
 * visitor may be tracked (at once, or after Accept on the consent bar). The pixel tracks PageView;
 * each button click is sent as a `Lead` event with the button's event id (the server sends the
 * Conversions API twin with the same id) and as a `landing_click` analytics event, before leaving.
 * The consent answer goes into the same cookie the app's banner uses.
 */
export const LANDING_PAGE_SCRIPT = `(() => {
  'use strict';
  const body = document.body;
  const pixelId = body.dataset.pixelId;
  const gaId = body.dataset.gaId;
  if (!pixelId && !gaId) return;
  let pixelOn = false;

  function loadTrackers() {
    if (pixelOn) return;
    pixelOn = true;
    if (pixelId) loadPixel();
    if (gaId) loadAnalytics();
  }

  function loadAnalytics() {
    window.dataLayer = window.dataLayer || [];
    window.gtag = function () {
      window.dataLayer.push(arguments);
    };
    window.gtag('js', new Date());
    window.gtag('config', gaId);
    const script = document.createElement('script');
    script.async = true;
    script.src = 'https://www.googletagmanager.com/gtag/js?id=' + encodeURIComponent(gaId);
    document.head.appendChild(script);
  }

  function loadPixel() {
    const fbq = function () {
      if (fbq.callMethod) fbq.callMethod.apply(fbq, arguments);
      else fbq.queue.push(arguments);
    };
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    fbq.queue = [];
    window.fbq = fbq;
    if (!window._fbq) window._fbq = fbq;
    const script = document.createElement('script');
    script.async = true;
    script.src = 'https://connect.facebook.net/en_US/fbevents.js';
    document.head.appendChild(script);
    fbq('init', pixelId);
    fbq('track', 'PageView');
  }

  function remember(choice) {
    const days = choice === 'accepted' ? 365 : 1;
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = '${CONSENT_COOKIE_NAME}=' + choice + '; max-age=' + days * 86400 + '; path=/; SameSite=Lax' + secure;
  }

  if (body.dataset.consent === 'granted') loadTrackers();
  const bar = document.getElementById('consent-bar');
  if (bar) {
    bar.hidden = false;
    bar.addEventListener('click', (event) => {
      const button = event.target.closest('[data-consent-choice]');
      if (!button) return;
      const choice = button.dataset.consentChoice;
      remember(choice);
      bar.remove();
      if (choice === 'accepted') loadTrackers();
    });
  }

  for (const link of document.querySelectorAll('a[data-service]')) {
    link.addEventListener('click', (event) => {
      if (!pixelOn || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      if (pixelId) window.fbq('track', 'Lead', { service: link.dataset.service }, { eventID: link.dataset.eventId });
      if (gaId) window.gtag('event', 'landing_click', { service: link.dataset.service, page_path: window.location.pathname });
      // Give the tracking requests a moment to leave before the page does.
      setTimeout(() => window.location.assign(link.href), 300);
    });
  }
})();
`;

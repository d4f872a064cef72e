import { CONSENT_COOKIE_NAME } from '@domain/consent';

/**
 * The landing page's only script (served from this origin, so the Content-Security-Policy needs no
 * inline script): loads the Meta pixel once the visitor may be tracked (at once, or after Accept on
 * the consent bar), tracks PageView, and sends each button click as a `Lead` event with the
 * button's event id (the server sends the Conversions API twin with the same id) before leaving.
 * The consent answer goes into the same cookie the app's banner uses.
 */
export const LANDING_PAGE_SCRIPT = `(() => {
  'use strict';
  const body = document.body;
  const pixelId = body.dataset.pixelId;
  if (!pixelId) return;
  let pixelOn = false;

  function loadPixel() {
    if (pixelOn) return;
    pixelOn = true;
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

  if (body.dataset.consent === 'granted') loadPixel();
  const bar = document.getElementById('consent-bar');
  if (bar) {
    bar.hidden = false;
    bar.addEventListener('click', (event) => {
      const button = event.target.closest('[data-consent-choice]');
      if (!button) return;
      const choice = button.dataset.consentChoice;
      remember(choice);
      bar.remove();
      if (choice === 'accepted') loadPixel();
    });
  }

  for (const link of document.querySelectorAll('a[data-service]')) {
    link.addEventListener('click', (event) => {
      if (!pixelOn || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      window.fbq('track', 'Lead', { service: link.dataset.service }, { eventID: link.dataset.eventId });
      // Give the pixel request a moment to leave before the page does.
      setTimeout(() => window.location.assign(link.href), 300);
    });
  }
})();
`;

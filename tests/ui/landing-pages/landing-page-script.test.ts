// The public landing page's own script (served by the server), run in jsdom: what it records, and when.
import { afterEach, describe, expect, it } from 'vitest';
import { LANDING_PAGE_SCRIPT } from '@server/landing-pages/routes/landing-page-script';

interface TrackingWindow {
  dataLayer?: unknown[][];
  fbq?: { queue: unknown[][] };
  gtag?: unknown;
  _fbq?: unknown;
}
const tracking = window as unknown as TrackingWindow;

function landingPage(data: Record<string, string>, withConsentBar: boolean): HTMLAnchorElement {
  for (const [key, value] of Object.entries(data)) document.body.dataset[key] = value;
  document.body.innerHTML = `<nav><a href="#leave" data-service="spotify" data-event-id="signed-id">Listen on Spotify</a></nav>
${withConsentBar ? '<div id="consent-bar" hidden><button type="button" data-consent-choice="accepted">Accept</button></div>' : ''}`;
  // The script is text the server sends: run it as the browser would.
  new Function(LANDING_PAGE_SCRIPT)();
  return document.querySelector('a')!;
}

const events = () => (tracking.dataLayer ?? []).map((entry) => Array.from(entry));

afterEach(() => {
  for (const key of Object.keys(document.body.dataset)) delete document.body.dataset[key];
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  for (const key of ['dataLayer', 'fbq', 'gtag', '_fbq'] as const) delete tracking[key];
});

describe('the landing page script', () => {
  it('records a button click as a landing_click analytics event and a Lead with the signed event id', () => {
    const link = landingPage({ pixelId: '1234', consent: 'granted', gaId: 'G-TEST123' }, false);
    link.click();
    expect(events()).toContainEqual(['config', 'G-TEST123']);
    expect(events()).toContainEqual([
      'event',
      'landing_click',
      { service: 'spotify', page_path: window.location.pathname },
    ]);
    expect(tracking.fbq?.queue.map((entry) => Array.from(entry))).toContainEqual([
      'track',
      'Lead',
      { service: 'spotify' },
      { eventID: 'signed-id' },
    ]);
    expect(
      document.head.querySelector('script[src*="googletagmanager.com/gtag/js?id=G-TEST123"]'),
    ).not.toBeNull();
  });

  it('records nothing before the visitor accepts, then records the click', () => {
    const link = landingPage({ pixelId: '1234', consent: 'ask', gaId: 'G-TEST123' }, true);
    link.click();
    expect(tracking.dataLayer).toBeUndefined();
    expect(tracking.fbq).toBeUndefined();
    document.querySelector<HTMLButtonElement>('[data-consent-choice="accepted"]')!.click();
    link.click();
    expect(events()).toContainEqual([
      'event',
      'landing_click',
      { service: 'spotify', page_path: window.location.pathname },
    ]);
  });

  it('loads no analytics tag when the server names none', () => {
    const link = landingPage({ pixelId: '1234', consent: 'granted' }, false);
    link.click();
    expect(tracking.dataLayer).toBeUndefined();
    expect(tracking.fbq?.queue.length).toBeGreaterThan(0);
  });
});

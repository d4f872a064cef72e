import type { AnalyticsTag } from '@domain/ports/browser/analytics-tag';

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

const CONSENT_KEYS = ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage'] as const;

function consent(value: 'granted' | 'denied'): Record<string, string> {
  return Object.fromEntries(CONSENT_KEYS.map((key) => [key, value]));
}

/**
 * GA4 (gtag.js) per docs/integrations.md: consent defaults to denied before `config`, then is updated to
 * granted. Without a measurement id (`VITE_GA_MEASUREMENT_ID` unset) nothing is ever loaded.
 */
export function googleAnalyticsTag(measurementId: string | undefined): AnalyticsTag {
  let loaded = false;
  // Records go out only while the visitor's consent stands: not before Accept, not after a withdrawal.
  let granted = false;

  function load(): void {
    if (loaded || !measurementId) return;
    loaded = true;
    window.gtag = gtag;
    gtag('consent', 'default', consent('denied'));
    gtag('js', new Date());
    gtag('config', measurementId);
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
    document.head.append(script);
  }

  return {
    grant() {
      load();
      if (!loaded) return;
      granted = true;
      gtag('consent', 'update', consent('granted'));
    },
    deny() {
      granted = false;
      if (loaded) gtag('consent', 'update', consent('denied'));
    },
    pageView(path, title) {
      // gtag.js only counts the page it loaded on; a single-page app reports its own navigations.
      if (granted)
        gtag('event', 'page_view', {
          page_path: path,
          page_title: title,
          page_location: window.location.href,
        });
    },
    event(name, params) {
      if (granted) gtag('event', name, { ...params });
    },
  };
}

/** The standard gtag.js queue function: it reads dataLayer entries as `arguments` objects. */
function gtag(..._args: unknown[]): void {
  window.dataLayer = window.dataLayer ?? [];
  // biome-ignore lint/complexity/noArguments: gtag.js needs the Arguments object, not an array
  window.dataLayer.push(arguments);
}

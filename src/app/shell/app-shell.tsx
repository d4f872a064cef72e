import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useRef } from 'react';
import { retryingLazy } from '@shared/ui/retrying-lazy';
import { Outlet, useLocation } from 'react-router-dom';
import { AnalyticsTag } from '@domain/ports/browser/analytics-tag';
import { AuthStore } from '@shared/auth/auth-store';
import { useStore } from '@shared/di/container-context';
import { LoadingSpinner } from '@shared/ui/spinner';
import { Footer } from './footer';
import { Header } from './header';

// The banner, the consent store and the analytics start behind it load after the first paint.
const CookieBanner = retryingLazy(async () => ({
  default: (await import('../../features/consent/cookie-banner')).CookieBanner,
}));

/** The layout around every route: header, the page, footer, cookie banner. */
export const AppShell = observer(function AppShell() {
  const auth = useStore(AuthStore);
  const analytics = useStore<AnalyticsTag>(AnalyticsTag);
  const { pathname } = useLocation();
  const trigger = auth.authTrigger;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the trigger counter re-runs the check
  useEffect(() => {
    void auth.checkSession();
  }, [auth, trigger]);

  const firstPath = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on every path change after the first
  useEffect(() => {
    window.scrollTo(0, 0);
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    focusNewPage();
    // After the page has set its title.
    const timer = window.setTimeout(() =>
      analytics.pageView(`${pathname}${window.location.search}`, document.title),
    );
    return () => window.clearTimeout(timer);
  }, [pathname]);

  return (
    <div className="app">
      {/* First in the tab order while it is shown (it sits fixed at the bottom of the screen). */}
      <Suspense fallback={null}>
        <CookieBanner />
      </Suspense>
      <Header />
      <main id="main" className="app-main" tabIndex={-1}>
        {/* Not held back while the session check runs: public pages don't need it, guards wait for it. */}
        <Suspense fallback={<LoadingSpinner label="Loading…" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
});

/**
 * After an in-app navigation, focus goes to the new page's heading (read out by screen readers), or
 * to the main region while the page has none yet, so keyboard users start at the new content.
 */
function focusNewPage(): void {
  const main = document.getElementById('main');
  const heading = main?.querySelector<HTMLElement>('h1');
  const target = heading ?? main;
  if (!target) return;
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

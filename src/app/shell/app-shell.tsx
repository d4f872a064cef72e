import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AuthStore } from '@shared/auth/auth-store';
import { useStore } from '@shared/di/container-context';
import { LoadingSpinner } from '@shared/ui/spinner';
import { CookieBanner } from '../../features/consent/cookie-banner';
import { Footer } from './footer';
import { Header } from './header';

/** The layout around every route: header, the page, footer, cookie banner. */
export const AppShell = observer(function AppShell() {
  const auth = useStore(AuthStore);
  const { pathname } = useLocation();
  const trigger = auth.authTrigger;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the trigger counter re-runs the check
  useEffect(() => {
    void auth.checkSession();
  }, [auth, trigger]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to top on every path change
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="app-main" tabIndex={-1}>
        {/* Not held back while the session check runs: public pages don't need it, guards wait for it. */}
        <Suspense fallback={<LoadingSpinner label="Loading…" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <CookieBanner />
    </div>
  );
});

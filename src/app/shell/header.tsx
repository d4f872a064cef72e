import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { retryingLazy } from '@shared/ui/retrying-lazy';
import { Link, useLocation } from 'react-router-dom';
import { AuthStore } from '@shared/auth/auth-store';
import { loginState } from '@shared/auth/return-path';
import { useStore } from '@shared/di/container-context';
import { PRODUCT_NAME } from '@shared/ui/page-title';

// A visitor's first load of / carries only the sign-in links; a user's menu comes with the session.
const SignedInMenu = retryingLazy(async () => ({ default: (await import('./signed-in-menu')).SignedInMenu }));

/** The site header: logo, menu toggle (a hamburger under 768 px) and the menu of docs/product.md §2. */
export const Header = observer(function Header() {
  const auth = useStore(AuthStore);
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu on every navigation
  useEffect(() => setMenuOpen(false), [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className="site-header">
      {/* Inside the banner landmark: the cookie banner's links come first while it is shown. */}
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="site-header-inner">
        <Link to="/" className="brand" aria-label={`${PRODUCT_NAME} home`}>
          <span className="brand-mark" aria-hidden="true" />
          <span className="brand-name" aria-hidden="true">
            {PRODUCT_NAME}
          </span>
        </Link>
        <button
          ref={toggle}
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          <span className="hamburger" aria-hidden="true" />
        </button>
        <nav id={menuId} className={menuOpen ? 'site-menu open' : 'site-menu'} aria-label="Main">
          {auth.isLoading ? null : auth.isAuthenticated ? (
            <Suspense fallback={null}>
              <SignedInMenu onLeave={() => setMenuOpen(false)} />
            </Suspense>
          ) : (
            <ul>
              <li>
                <Link to="/login" state={loginState(location)} className="login-link">
                  <span className="login-icon" aria-hidden="true" />
                  Log in to {PRODUCT_NAME}
                </Link>
              </li>
              <li>
                <Link to="/register" className="signup-link">
                  Sign up
                </Link>
              </li>
            </ul>
          )}
        </nav>
      </div>
    </header>
  );
});

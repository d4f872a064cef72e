import { useLocation } from 'react-router-dom';
import { usePageTitle } from '@shared/ui/page-title';

const TITLES: Record<string, string> = {
  '/dashboard': 'Dashboard',
  '/my-account': 'My Account',
};

/**
 * The signed-in screens (dashboard, account, landing pages, admin) are not part of this web-shell
 * work yet; this page keeps their routes, guards and titles in place until they are built.
 */
export function MemberAreaPage() {
  const { pathname } = useLocation();
  const title = TITLES[pathname] ?? 'Members';
  usePageTitle(title);
  return (
    <section className="page page-narrow">
      <h1>{title}</h1>
      <p className="muted">This part of Chartpulse is not available in this build yet.</p>
    </section>
  );
}

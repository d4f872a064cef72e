import { Link } from 'react-router-dom';
import { usePageTitle } from '@shared/ui/page-title';

/** Unknown routes (docs/architecture.md, browser app). */
export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <section className="page page-narrow not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p>The page you were looking for does not exist or has moved.</p>
      <Link className="button button-primary" to="/">
        Go to search
      </Link>
    </section>
  );
}

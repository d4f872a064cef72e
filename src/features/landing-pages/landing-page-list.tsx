import { observer } from 'mobx-react-lite';
import { formatDate } from '@domain/formatting/dates';
import type { LandingPageRecord } from '@domain/landing';
import { LoadingSpinner } from '@shared/ui/spinner';
import { ClickStatsView } from './click-stats-view';
import type { LandingPagesViewModel } from './landing-pages-view-model';

/** The user's pages: title, description, slug, created date, clicks, and View, Edit, Delete. */
export const LandingPageList = observer(function LandingPageList({
  vm,
  onEdit,
}: {
  vm: LandingPagesViewModel;
  onEdit: (page: LandingPageRecord) => void;
}) {
  if (vm.status === 'loading' && vm.pages.length === 0)
    return <LoadingSpinner label="Loading landing pages…" />;
  return (
    <section className="landing-list" aria-labelledby="landing-list-title">
      <h2 id="landing-list-title">Your pages</h2>
      {vm.status === 'ready' && vm.pages.length === 0 ? (
        <p className="muted">No landing pages yet. Create your first one with the form.</p>
      ) : null}
      <ul className="landing-cards">
        {vm.pages.map((page) => (
          <li key={page.id} className="landing-card card">
            <div className="landing-card-main">
              {page.image_url ? (
                <img className="landing-thumb" src={page.image_url} alt="" loading="lazy" />
              ) : null}
              <div className="landing-card-text">
                <h3>{page.title}</h3>
                {page.description ? <p className="landing-description">{page.description}</p> : null}
                <dl className="landing-facts">
                  <div>
                    <dt>Slug</dt>
                    <dd>
                      <code>{page.slug}</code>
                    </dd>
                  </div>
                  <div>
                    <dt>Created</dt>
                    <dd>{formatDate(page.created_at)}</dd>
                  </div>
                </dl>
              </div>
            </div>
            <ClickStatsView state={vm.stats.get(page.slug) ?? 'loading'} title={page.title} />
            <div className="button-row landing-actions">
              <a
                className="button button-small"
                href={page.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`View ${page.title} (opens in a new tab)`}
              >
                View
              </a>
              <button
                type="button"
                className="button button-small"
                aria-label={`Edit ${page.title}`}
                onClick={() => onEdit(page)}
              >
                Edit
              </button>
              <button
                type="button"
                className="button button-small button-danger-outline"
                aria-label={`Delete ${page.title}`}
                onClick={() => vm.requestDelete(page)}
              >
                Delete
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
});

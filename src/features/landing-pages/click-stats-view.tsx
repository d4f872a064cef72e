import { formatDate } from '@domain/formatting/dates';
import { LANDING_SERVICE_LABELS, LANDING_SERVICES } from '@domain/landing';
import type { StatsState } from './landing-pages-view-model';

/** A page's counted clicks: a total per service, and per day in a table that opens on demand. */
export function ClickStatsView({ state, title }: { state: StatsState; title: string }) {
  if (state === 'loading') return <p className="landing-clicks muted">Loading clicks…</p>;
  if ('error' in state) {
    return (
      <p className="landing-clicks message-box error" role="alert">
        {state.error}
      </p>
    );
  }
  return (
    <div className="landing-clicks">
      <h4>Clicks</h4>
      <ul className="click-totals" aria-label={`Clicks on ${title} per service`}>
        {LANDING_SERVICES.map((service) => (
          <li key={service} className={`click-total click-${service}`}>
            <span className="click-service">{LANDING_SERVICE_LABELS[service]}</span>
            <span className="click-count">{state.totals[service]}</span>
          </li>
        ))}
      </ul>
      {state.days.length > 0 ? (
        <details className="click-days">
          <summary>Clicks per day</summary>
          <div className="click-days-scroll">
            <table>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  {LANDING_SERVICES.map((service) => (
                    <th key={service} scope="col">
                      {LANDING_SERVICE_LABELS[service]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {[...state.days].reverse().map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{formatDate(day.date)}</th>
                    {LANDING_SERVICES.map((service) => (
                      <td key={service}>{day.clicks[service]}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ) : (
        <p className="muted click-none">No clicks yet.</p>
      )}
    </div>
  );
}

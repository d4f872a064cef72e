import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import {
  CAPABILITIES,
  CAPABILITY_LABELS,
  capabilityState,
  type DataSourceAnswer,
} from '@domain/data-sources';
import { formatDate } from '@domain/formatting';
import { LoadingSpinner } from '@shared/ui/spinner';
import { DATA_SOURCES_LOAD_FAILED, type DataSourcesViewModel } from './data-sources-view-model';

/** "Data sources" on /admin: what each music service gives this installation, and its calls. */
export const DataSourcesPanel = observer(function DataSourcesPanel({ vm }: { vm: DataSourcesViewModel }) {
  useEffect(() => {
    void vm.load();
  }, [vm]);
  return (
    <section className="card data-sources" aria-labelledby="data-sources-title">
      <h2 id="data-sources-title">Data sources</h2>
      {vm.status === 'loading' && vm.services.length === 0 ? (
        <LoadingSpinner label="Loading data sources…" />
      ) : null}
      {vm.status === 'error' ? (
        <div className="message-box error" role="alert">
          <span>{DATA_SOURCES_LOAD_FAILED}</span>
          <button type="button" className="button" onClick={() => void vm.load()}>
            Try again
          </button>
        </div>
      ) : null}
      {vm.services.map((source) => (
        <DataSource key={source.service} source={source} />
      ))}
    </section>
  );
});

/** `29/11/2026 05:00 UTC`. */
function formatDateTimeUtc(iso: string): string {
  return `${formatDate(iso)} ${iso.slice(11, 16)} UTC`;
}

function DataSource({ source }: { source: DataSourceAnswer }) {
  const { calls } = source;
  return (
    <article className="data-source" aria-label={source.label}>
      <h3>{source.label}</h3>
      <p className="muted">
        {source.probed_at
          ? `${source.source === 'demo' ? 'Gives everything (no probe needed)' : 'Last probe'}: ${formatDateTimeUtc(source.probed_at)}`
          : 'Not probed yet.'}
      </p>
      <dl className="data-source-capabilities">
        {CAPABILITIES.map((capability) => {
          const state = capabilityState(source.capabilities?.[capability] ?? null);
          return (
            <div key={capability}>
              <dt>{CAPABILITY_LABELS[capability]}</dt>
              <dd className={`capability-${state.toLowerCase()}`}>{state}</dd>
            </div>
          );
        })}
      </dl>
      <p className="data-source-calls">
        Calls today: {calls.calls_today} ({calls.failures_today} failed). Since{' '}
        {formatDateTimeUtc(calls.since)}: {calls.calls_since_start} ({calls.failures_since_start} failed).
      </p>
    </article>
  );
}

import { meteredMusicService } from './catalog';
import type { MusicServices } from './catalog/music-services';
import { MetricsRegistry } from './platform/metrics';
import type { RefreshProgress, RefreshProgressReader } from './tracking/ports';

/** How long one reading of the refresh progress serves scrapes (its counts cost a few index scans). */
const PROGRESS_KEPT_MS = 10_000;

export interface OperatorMetrics {
  readonly registry: MetricsRegistry;
  /** The music services, each counting its calls. */
  readonly musicServices: MusicServices;
  /** Adds the refresh cycles' gauges, read from tracking once it exists. */
  watchRefreshes(progress: RefreshProgressReader): void;
}

/**
 * The API process's metrics beyond its requests (docs/operations.md#metrics): upstream calls per
 * music service, and the refresh cycle's progress and queue depth.
 */
export function operatorMetrics(
  services: MusicServices,
  /** The label of the `spotify` slot: `demo` when the embedded catalog stands in for Spotify. */
  spotifyLabel: 'spotify' | 'demo' = 'spotify',
  now = () => performance.now(),
): OperatorMetrics {
  const registry = new MetricsRegistry();
  const meters = {
    calls: registry.counter(
      'chartpulse_upstream_requests_total',
      'Calls to a music service, by service, method and outcome (ok, not_found, forbidden, quota, unavailable, error).',
    ),
    latency: registry.histogram(
      'chartpulse_upstream_request_duration_seconds',
      'Time a music-service call took (retries and waits included), by service and method.',
    ),
  };
  return {
    registry,
    musicServices: {
      ...(services.spotify ? { spotify: meteredMusicService(services.spotify, spotifyLabel, meters) } : {}),
      ...(services.deezer ? { deezer: meteredMusicService(services.deezer, 'deezer', meters) } : {}),
    },
    watchRefreshes(progress) {
      const read = keptFor(PROGRESS_KEPT_MS, now, () => progress.read());
      const gauge = (name: string, help: string, value: (progress: RefreshProgress) => number | null) =>
        registry.gauge(name, help, async () => {
          const figure = value(await read());
          return figure === null ? [] : [{ labels: {}, value: figure }];
        });
      gauge('chartpulse_refresh_cycle_open', '1 while a refresh cycle is running, else 0.', (p) =>
        p.open ? 1 : 0,
      );
      registry.gauge(
        'chartpulse_refresh_cycle_items',
        "The running cycle's items: total, done (read) and failed (given up until the next cycle).",
        async () => {
          const { open } = await read();
          if (!open) return [];
          return [
            { labels: { state: 'total' }, value: open.items },
            { labels: { state: 'done' }, value: open.done },
            { labels: { state: 'failed' }, value: open.failed },
          ];
        },
      );
      gauge(
        'chartpulse_refresh_queue_depth',
        'Items the running cycle still has to read (its pg-boss jobs, or the inline runner queue); 0 between cycles.',
        (p) => (p.open ? Math.max(0, p.open.items - p.open.done - p.open.failed) : 0),
      );
      gauge(
        'chartpulse_refresh_cycle_started_timestamp_seconds',
        'When the running cycle started (Unix seconds).',
        (p) => (p.open ? p.open.startedAt.getTime() / 1000 : null),
      );
      gauge(
        'chartpulse_refresh_last_finished_timestamp_seconds',
        'When the last refresh cycle finished (Unix seconds).',
        (p) => (p.lastFinished ? p.lastFinished.finishedAt.getTime() / 1000 : null),
      );
      gauge(
        'chartpulse_refresh_last_cycle_failures',
        'Items the last finished cycle gave up on.',
        (p) => p.lastFinished?.failures ?? null,
      );
    },
  };
}

/** One reading shared by the scrapes of `ms` (a failed reading is not kept). */
function keptFor<T>(ms: number, now: () => number, read: () => Promise<T>): () => Promise<T> {
  let kept: { at: number; value: Promise<T> } | null = null;
  return () => {
    const at = now();
    if (kept && at - kept.at < ms) return kept.value;
    const value = read();
    const entry = { at, value };
    kept = entry;
    value.catch(() => {
      if (kept === entry) kept = null;
    });
    return value;
  };
}

import type { Kysely } from 'kysely';
import type { CapabilityReport } from '@domain/data-sources';
import { withheldCapabilities } from '@domain/data-sources';
import type { Clock } from '@domain/ports';
import { infallibleValue } from '@domain/result';
import type { DB } from '../db/schema';
import type { ApiModule } from '../http/api-module';
import type { Logger } from '../platform/logger';
import type { UpstreamCallReader } from '../platform/upstream-calls';
import { KyselyCapabilityStore } from './adapters/kysely-capability-store';
import type { DataSource } from './ports';
import { registerDataSourcesRoute } from './routes/data-sources-route';
import { probeCapabilities } from './use-cases/probe-capabilities';

export const PROBE_INTERVAL_MS = 24 * 60 * 60_000;

export interface DataSourcesModuleDeps {
  readonly db: Kysely<DB>;
  readonly clock: Clock;
  readonly logger: Logger;
  /** The switched-on services (`source: 'demo'` for the embedded catalog). */
  readonly sources: readonly DataSource[];
  readonly calls: UpstreamCallReader;
  /** Default one day. */
  readonly probeIntervalMs?: number;
}

export interface DataSourcesModule {
  readonly apiModule: ApiModule;
  /** Probes every service now (also run by `start()`, then daily). */
  probeNow(): Promise<CapabilityReport[]>;
  /** Probes once in the background, then every `probeIntervalMs`. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** What each music service gives this installation (probed at start and daily), for the admins. */
export function createDataSourcesModule(deps: DataSourcesModuleDeps): DataSourcesModule {
  const store = new KyselyCapabilityStore(deps.db);
  let timer: ReturnType<typeof setInterval> | null = null;
  let running: Promise<unknown> = Promise.resolve();

  const probeNow = async (): Promise<CapabilityReport[]> => {
    const reports: CapabilityReport[] = [];
    for (const source of deps.sources) {
      const report = infallibleValue(await probeCapabilities({ store, clock: deps.clock }, source));
      const withheld = withheldCapabilities(report.capabilities);
      if (withheld.length > 0) deps.logger.info(`${report.service} withholds: ${withheld.join(', ')}`);
      reports.push(report);
    }
    return reports;
  };
  const probeInBackground = () => {
    running = probeNow().catch((error: unknown) =>
      deps.logger.warn(
        `Probing the music services failed: ${error instanceof Error ? error.message : error}`,
      ),
    );
  };

  return {
    apiModule: async (api) =>
      registerDataSourcesRoute(api, { sources: deps.sources, store, calls: deps.calls }),
    probeNow,
    async start() {
      probeInBackground();
      timer = setInterval(probeInBackground, deps.probeIntervalMs ?? PROBE_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

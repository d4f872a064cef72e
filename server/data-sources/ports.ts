import type { MusicServiceName } from '@domain/catalog/item-key';
import type { CapabilityReport } from '@domain/data-sources';
import type { Clock, MusicService } from '@domain/ports';
import type { UpstreamCallReader } from '../platform/upstream-calls';

/** The latest probe of each service. */
export interface CapabilityStore {
  latest(service: MusicServiceName): Promise<CapabilityReport | null>;
  save(report: CapabilityReport): Promise<void>;
}

/** A switched-on service as the data-sources feature sees it. */
export interface DataSource {
  readonly service: MusicServiceName;
  /** `demo`: the embedded catalog, which gives everything (never probed). */
  readonly source: 'demo' | 'live';
  readonly music: MusicService;
}

export interface DataSourcesPorts {
  readonly sources: readonly DataSource[];
  readonly store: CapabilityStore;
  readonly calls: UpstreamCallReader;
  readonly clock: Clock;
}

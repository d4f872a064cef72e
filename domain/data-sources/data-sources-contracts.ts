import type { MusicServiceName } from '../catalog/item-key';
import type { CapabilityMap } from './service-capabilities';

/** Upstream calls of one service: answered and failed, today (UTC) and since the process started. */
export interface UpstreamCallFigures {
  readonly calls_today: number;
  readonly failures_today: number;
  readonly calls_since_start: number;
  readonly failures_since_start: number;
  /** When the counting started (the process's start), ISO 8601 UTC. */
  readonly since: string;
}

/** One switched-on service in `GET /api/admin/data-sources`. */
export interface DataSourceAnswer {
  readonly service: MusicServiceName;
  readonly label: string;
  /** `demo`: the embedded demo catalog standing in for Spotify. */
  readonly source: 'demo' | 'live';
  /** Null until the first probe has run. */
  readonly capabilities: CapabilityMap | null;
  readonly probed_at: string | null;
  readonly calls: UpstreamCallFigures;
}

/** `GET /api/admin/data-sources` (admins only). */
export interface DataSourcesResponse {
  readonly success: true;
  readonly services: readonly DataSourceAnswer[];
}

// Upstream calls per music service, counted by the adapters' HTTP layers and read by the admins'
// data-sources panel: today (UTC day) and since this process started. Per process, in memory.
import type { MusicServiceName } from '@domain/catalog/item-key';
import type { UpstreamCallFigures } from '@domain/data-sources';
import type { Clock } from '@domain/ports/clock';

/** What an adapter's HTTP layer reports: one upstream request, answered or failed. */
export interface UpstreamCallRecorder {
  /** `failed`: no usable answer (timeout, refused, 429, 5xx, quota). A 404 or 403 is an answer. */
  record(service: MusicServiceName, outcome: 'answered' | 'failed'): void;
}

/** The counts, as the data-sources panel reads them. */
export interface UpstreamCallReader {
  figures(service: MusicServiceName): UpstreamCallFigures;
}

export type UpstreamCalls = UpstreamCallRecorder & UpstreamCallReader;

interface Tally {
  calls: number;
  failures: number;
}

/** Counts in this process's memory (each process reports its own calls). */
export class InMemoryUpstreamCalls implements UpstreamCalls {
  private readonly since: string;
  private readonly total = new Map<MusicServiceName, Tally>();
  private readonly today = new Map<MusicServiceName, Tally & { day: string }>();

  constructor(private readonly clock: Clock) {
    this.since = clock.now().toISOString();
  }

  record(service: MusicServiceName, outcome: 'answered' | 'failed'): void {
    const failed = outcome === 'failed' ? 1 : 0;
    const total = this.total.get(service) ?? { calls: 0, failures: 0 };
    this.total.set(service, { calls: total.calls + 1, failures: total.failures + failed });
    const day = this.day();
    const current = this.todayOf(service, day);
    this.today.set(service, { day, calls: current.calls + 1, failures: current.failures + failed });
  }

  figures(service: MusicServiceName): UpstreamCallFigures {
    const total = this.total.get(service) ?? { calls: 0, failures: 0 };
    const today = this.todayOf(service, this.day());
    return {
      calls_today: today.calls,
      failures_today: today.failures,
      calls_since_start: total.calls,
      failures_since_start: total.failures,
      since: this.since,
    };
  }

  private todayOf(service: MusicServiceName, day: string): Tally {
    const current = this.today.get(service);
    return current && current.day === day ? current : { calls: 0, failures: 0 };
  }

  private day(): string {
    return this.clock.now().toISOString().slice(0, 10);
  }
}

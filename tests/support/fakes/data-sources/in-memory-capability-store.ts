import type { MusicServiceName } from '@domain/catalog/item-key';
import type { CapabilityReport } from '@domain/data-sources';
import type { CapabilityStore } from '@server/data-sources/ports';

/** The latest probe per service, in memory. */
export class InMemoryCapabilityStore implements CapabilityStore {
  readonly reports = new Map<MusicServiceName, CapabilityReport>();

  async latest(service: MusicServiceName): Promise<CapabilityReport | null> {
    return this.reports.get(service) ?? null;
  }

  async save(report: CapabilityReport): Promise<void> {
    this.reports.set(report.service, report);
  }
}

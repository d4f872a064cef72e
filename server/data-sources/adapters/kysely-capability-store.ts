import type { Kysely } from 'kysely';
import type { MusicServiceName } from '@domain/catalog/item-key';
import { type CapabilityReport, capabilityMapFrom } from '@domain/data-sources';
import type { DB } from '../../db/schema';
import type { CapabilityStore } from '../ports';

export class KyselyCapabilityStore implements CapabilityStore {
  constructor(private readonly db: Kysely<DB>) {}

  async latest(service: MusicServiceName): Promise<CapabilityReport | null> {
    const row = await this.db
      .selectFrom('service_capabilities')
      .select(['capabilities', 'probed_at'])
      .where('service', '=', service)
      .executeTakeFirst();
    if (!row) return null;
    const stored = typeof row.capabilities === 'string' ? JSON.parse(row.capabilities) : row.capabilities;
    return {
      service,
      capabilities: capabilityMapFrom(stored),
      probedAt: new Date(row.probed_at).toISOString(),
    };
  }

  async save(report: CapabilityReport): Promise<void> {
    const values = {
      service: report.service,
      capabilities: JSON.stringify(report.capabilities),
      probed_at: report.probedAt,
    };
    await this.db
      .insertInto('service_capabilities')
      .values(values)
      .onConflict((conflict) =>
        conflict
          .column('service')
          .doUpdateSet({ capabilities: values.capabilities, probed_at: values.probed_at }),
      )
      .execute();
  }
}

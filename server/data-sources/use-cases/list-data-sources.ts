import { musicServiceLabel } from '@domain/catalog/item-key';
import type { DataSourceAnswer } from '@domain/data-sources';
import { ok, type Result } from '@domain/result';
import type { DataSourcesPorts } from '../ports';

export type ListDataSourcesDeps = Pick<DataSourcesPorts, 'sources' | 'store' | 'calls'>;

/** Each switched-on service: what its latest probe found, when, and its upstream calls and failures. */
export async function listDataSources(deps: ListDataSourcesDeps): Promise<Result<DataSourceAnswer[], never>> {
  const answers = await Promise.all(
    deps.sources.map(async (source): Promise<DataSourceAnswer> => {
      const report = await deps.store.latest(source.service);
      return {
        service: source.service,
        label: source.source === 'demo' ? 'Demo catalog' : musicServiceLabel(source.service),
        source: source.source,
        capabilities: report?.capabilities ?? null,
        probed_at: report?.probedAt ?? null,
        calls: deps.calls.figures(source.service),
      };
    }),
  );
  return ok(answers);
}

import { LANDING_SERVICES, type LandingService } from '@domain/landing';
import type { ClickCounter, LandingPages } from '../ports';
import { fail, ok, type Result } from '../../platform/result';

export type ServiceCounts = Record<LandingService, number>;

export interface ClickStats {
  readonly totals: ServiceCounts;
  /** Days with at least one click, oldest first (UTC). */
  readonly days: ReadonlyArray<{ readonly date: string; readonly clicks: ServiceCounts }>;
}

const zeroCounts = (): ServiceCounts =>
  Object.fromEntries(LANDING_SERVICES.map((service) => [service, 0])) as ServiceCounts;

/** Counted clicks of the owner's page at `slug`, per service in total and per day. */
export async function getClickStats(
  deps: { readonly pages: LandingPages; readonly clicks: ClickCounter },
  { ownerId, slug }: { readonly ownerId: number; readonly slug: string },
): Promise<Result<ClickStats, 'not_found' | 'forbidden'>> {
  const page = await deps.pages.findBySlug(slug);
  if (!page) return fail('not_found');
  if (page.ownerId !== ownerId) return fail('forbidden');
  const totals = zeroCounts();
  const byDay = new Map<string, ServiceCounts>();
  for (const row of await deps.clicks.daily(page.id)) {
    totals[row.service] += row.clicks;
    const day = byDay.get(row.day) ?? zeroCounts();
    day[row.service] += row.clicks;
    byDay.set(row.day, day);
  }
  const days = [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, clicks]) => ({ date, clicks }));
  return ok({ totals, days });
}

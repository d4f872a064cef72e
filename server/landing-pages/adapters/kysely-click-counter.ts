import { type Kysely, sql } from 'kysely';
import { isLandingService } from '@domain/landing';
import type { DB } from '../../db/schema';
import type { ClickCounter, ClickToCount, DailyClicks } from '../ports';

/**
 * Click counts in `landing_click_days`; `landing_click_visitors` remembers each visitor's last
 * counted click for the de-duplication window. One conditional upsert decides atomically whether a
 * click counts, so concurrent API processes never count a repeat twice.
 */
export class KyselyClickCounter implements ClickCounter {
  constructor(private readonly db: Kysely<DB>) {}

  async count(click: ClickToCount, windowMs: number): Promise<boolean> {
    const windowStart = new Date(click.at.getTime() - windowMs);
    return this.db.transaction().execute(async (tx) => {
      const fresh = await tx
        .insertInto('landing_click_visitors')
        .values({
          page_id: click.pageId,
          service: click.service,
          visitor: click.visitor,
          last_counted_at: click.at,
        })
        .onConflict((conflict) =>
          conflict
            .columns(['page_id', 'service', 'visitor'])
            .doUpdateSet({ last_counted_at: click.at })
            .where('landing_click_visitors.last_counted_at', '<=', windowStart),
        )
        .returning('visitor')
        .executeTakeFirst();
      if (!fresh) return false;
      await tx
        .insertInto('landing_click_days')
        .values({
          page_id: click.pageId,
          service: click.service,
          day: click.at.toISOString().slice(0, 10),
          clicks: 1,
        })
        .onConflict((conflict) =>
          conflict
            .columns(['page_id', 'service', 'day'])
            .doUpdateSet({ clicks: sql`landing_click_days.clicks + 1` }),
        )
        .execute();
      return true;
    });
  }

  async forgetVisitorsBefore(before: Date): Promise<void> {
    await this.db.deleteFrom('landing_click_visitors').where('last_counted_at', '<', before).execute();
  }

  async daily(pageId: number): Promise<DailyClicks[]> {
    const rows = await this.db
      .selectFrom('landing_click_days')
      .select(['day', 'service', 'clicks'])
      .where('page_id', '=', pageId)
      .orderBy('day')
      .orderBy('service')
      .execute();
    return rows.flatMap(({ day, service, clicks }) =>
      isLandingService(service) ? [{ day, service, clicks }] : [],
    );
  }
}

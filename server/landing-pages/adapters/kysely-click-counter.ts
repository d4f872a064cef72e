import { type Kysely, sql } from 'kysely';
import { isLandingService } from '@domain/landing';
import type { DB } from '../../db/schema';
import type { ClickCounter, ClickToCount, DailyClicks } from '../ports';

/**
 * Its row in `landing_click_visitors` under this pseudo-service marks a visitor's conversion event
 * as claimed: not a service name, so no click count ever reads it.
 */
const CONVERSION_CLAIM = '~conversion';

/**
 * Click counts in `landing_click_days`; `landing_click_visitors` remembers which visitors (ids
 * salted with the day) were counted on which button today. One insert that does nothing on a
 * conflict decides atomically whether a click counts, so concurrent API processes never count a
 * repeat twice.
 */
export class KyselyClickCounter implements ClickCounter {
  constructor(private readonly db: Kysely<DB>) {}

  async count(click: ClickToCount): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      if (!(await firstSighting(tx, click.pageId, click.service, click.visitor, click.at))) return false;
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

  claimConversion(pageId: number, visitor: string, at: Date): Promise<boolean> {
    return firstSighting(this.db, pageId, CONVERSION_CLAIM, visitor, at);
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

/** Remembers the visitor under `key`; true only for the first time. */
async function firstSighting(
  db: Kysely<DB>,
  pageId: number,
  key: string,
  visitor: string,
  at: Date,
): Promise<boolean> {
  const inserted = await db
    .insertInto('landing_click_visitors')
    .values({ page_id: pageId, service: key, visitor, last_counted_at: at })
    .onConflict((conflict) => conflict.columns(['page_id', 'service', 'visitor']).doNothing())
    .returning('visitor')
    .executeTakeFirst();
  return inserted !== undefined;
}

import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { formatCount, plural } from '@domain/formatting';
import { AdminGateway } from '@domain/ports/browser/admin-gateway';
import type { WatchOverview } from '@domain/tracking/watch-opened';

export const WATCHED_LOAD_FAILED = 'Failed to load what is watched. Please try again.';

/** The admins' "Watched items" panel: what visitors opened and the install reads, and its cost. */
@injectable()
export class WatchedItemsViewModel {
  status: 'loading' | 'error' | 'ready' = 'loading';
  overview: WatchOverview | null = null;
  switching = false;
  switchError: string | null = null;

  constructor(@inject(AdminGateway) private readonly admin: AdminGateway) {
    makeAutoObservable<WatchedItemsViewModel, 'admin'>(this, { admin: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    const result = await this.admin.watched();
    runInAction(() => {
      if (result.ok) this.overview = result.value;
      this.status = result.ok ? 'ready' : 'error';
    });
  }

  /** Pauses watching, or resumes it. */
  async togglePause(): Promise<void> {
    if (!this.overview || this.switching) return;
    this.switching = true;
    this.switchError = null;
    const result = await this.admin.pauseWatching(!this.overview.paused);
    runInAction(() => {
      this.switching = false;
      if (result.ok) this.overview = result.value;
      else this.switchError = result.error ?? 'Could not change the switch. Please try again.';
    });
  }

  /** Where watching stands, in one sentence. */
  get stateText(): string {
    const overview = this.overview;
    if (!overview) return '';
    if (!overview.enabled) return 'Off: the operator set WATCH_OPENED=off. Nothing opened is watched.';
    if (overview.paused) return 'Paused by an admin: nothing new is watched and watched items are not read.';
    const budget = overview.budget!;
    return `On: what visitors open is read daily for ${plural(budget.window_days, 'day')} after its last opening.`;
  }

  /** Totals against the budget, e.g. `12 of 2,000 items · 40 of 5,000 readings today · 310 this month`. */
  get totalsText(): string {
    const overview = this.overview;
    if (!overview) return '';
    const { totals, budget } = overview;
    const items = budget
      ? `${formatCount(totals.items)} of ${formatCount(budget.max_items)} items`
      : plural(totals.items, 'item');
    const today = budget
      ? `${formatCount(totals.readings_today)} of ${formatCount(budget.readings_per_day)} readings today`
      : `${formatCount(totals.readings_today)} readings today`;
    return `${items} · ${today} · ${formatCount(totals.readings_this_month)} this month`;
  }
}

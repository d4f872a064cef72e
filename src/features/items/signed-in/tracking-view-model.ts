import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AnalyticsTag } from '@domain/ports/browser/analytics-tag';
import type { RemoteResult } from '@domain/ports/browser/remote-result';
import { type TrackedKind, TrackingGateway, type TrackStart } from '@domain/ports/browser/tracking-gateway';
import type { HistoryReading } from '@domain/tracking/history-contracts';
import { type TrackingAction, trackingMessage } from './tracking-messages';

export type TrackingStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface TrackingNotice {
  readonly tone: 'success' | 'error';
  readonly text: string;
}

/**
 * Track / Stop Tracking for one item (docs/product.md §4): the state comes from the is-tracking call,
 * a successful start or stop flips it, and every outcome leaves a notice in the §8 wording. Only the
 * answers about the item last loaded count, and a submission in flight blocks another.
 */
@injectable()
export class TrackingViewModel {
  status: TrackingStatus = 'idle';
  isTracking = false;
  /** The action being submitted, or null. */
  submitting: TrackingAction | null = null;
  notice: TrackingNotice | null = null;
  /** The reading the last successful start answered (null: none taken, or the last action was not a start). */
  startedReading: HistoryReading | null = null;
  /**
   * When the user started tracking the item and when that was last said, for the cards' change "since
   * you started tracking (…)"; null when not tracking or not known.
   */
  userTracking: { readonly since: string; readonly now: string } | null = null;
  private item: { kind: TrackedKind; id: string } | null = null;
  private requestNumber = 0;

  constructor(
    @inject(TrackingGateway) private readonly gateway: TrackingGateway,
    @inject(AnalyticsTag) private readonly analytics: AnalyticsTag,
  ) {
    makeAutoObservable<TrackingViewModel, 'gateway' | 'analytics' | 'requestNumber' | 'item'>(
      this,
      { gateway: false, analytics: false, requestNumber: false, item: false },
      { autoBind: true },
    );
  }

  get isSubmitting(): boolean {
    return this.submitting !== null;
  }

  get buttonLabel(): string {
    if (this.submitting === 'start') return 'Tracking…';
    if (this.submitting === 'stop') return 'Stopping…';
    return this.isTracking ? 'Stop Tracking' : 'Track';
  }

  /** Asks whether the signed-in user tracks the item; a new item forgets the old one's notice. */
  async load(kind: TrackedKind, id: string): Promise<void> {
    const request = ++this.requestNumber;
    this.item = { kind, id };
    this.status = 'loading';
    this.submitting = null;
    this.notice = null;
    this.userTracking = null;
    const answer = await this.gateway.isTracking(kind, id);
    if (request !== this.requestNumber) return;
    runInAction(() => {
      this.status = answer.ok ? 'ready' : 'error';
      this.isTracking = answer.ok && answer.value.tracking;
      const since = answer.ok ? answer.value.since : null;
      this.userTracking = since ? { since, now: new Date().toISOString() } : null;
    });
  }

  /** Asks again for the item last loaded (after a failed status check). */
  async reload(): Promise<void> {
    if (this.item) await this.load(this.item.kind, this.item.id);
  }

  /** Starts or stops tracking; answers the action that succeeded, or null (refused, stale or busy). */
  async toggle(): Promise<TrackingAction | null> {
    const item = this.item;
    if (!item || this.status !== 'ready' || this.submitting) return null;
    const action: TrackingAction = this.isTracking ? 'stop' : 'start';
    const request = this.requestNumber;
    this.submitting = action;
    this.notice = null;
    this.startedReading = null;
    const answer: RemoteResult<TrackStart | null> =
      action === 'start'
        ? await this.gateway.track(item.kind, item.id)
        : await this.stopped(item.kind, item.id);
    if (request !== this.requestNumber) return null;
    return runInAction(() => {
      this.submitting = null;
      const outcome = answer.ok ? 'succeeded' : answer.status === null ? 'unanswered' : 'refused';
      this.notice = {
        tone: answer.ok ? 'success' : 'error',
        text: capMessage(answer) ?? trackingMessage(item.kind, action, outcome),
      };
      if (!answer.ok) return null;
      this.isTracking = action === 'start';
      this.startedReading = answer.value?.reading ?? null;
      if (action === 'stop') this.userTracking = null;
      else if (!answer.value?.alreadyTracking) {
        const now = new Date().toISOString();
        this.userTracking = { since: now, now };
      }
      this.analytics.event(action === 'start' ? 'track_item' : 'stop_tracking', {
        item_type: item.kind,
        item_id: item.id,
      });
      return action;
    });
  }

  /** Stopping answers nothing but whether it went through. */
  private async stopped(kind: TrackedKind, id: string): Promise<RemoteResult<null>> {
    const answer = await this.gateway.stopTracking(kind, id);
    return answer.ok ? { ok: true, value: null } : answer;
  }

  dismissNotice(): void {
    this.notice = null;
  }
}

/** The server's own words when the account is at its cap of tracked items (409), which a retry won't fix. */
function capMessage(answer: RemoteResult<unknown>): string | null {
  return !answer.ok && answer.status === 409 && answer.error ? answer.error : null;
}

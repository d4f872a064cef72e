import type {
  AlertChannel,
  AlertItemKind,
  AlertItemRef,
  AlertReading,
  AlertRule,
  ChannelResult,
  InboxAlert,
  InboxFilter,
  WebhookDelivery,
} from '@domain/alerts';
import type {
  AlertGroup,
  AlertInbox,
  AlertItemStates,
  AlertRules,
  AlertSubscriber,
  AlertSubscribers,
  AlertWatchlist,
  ChatAlerts,
  ItemKey,
  ItemState,
  NewAlert,
  NotificationSetting,
  PendingDelivery,
  QueuedAlert,
  RetryScheduler,
  StoredWebhook,
  TrackedAlertItem,
  UserRules,
  Webhooks,
} from '@server/alerts/ports';
import { INBOX_PAGE_SIZE, itemKey, placementKey } from '@server/alerts/ports';

// In-memory stand-ins for the alerts ports, for use-case tests.

export class InMemoryAlertRules implements AlertRules {
  readonly defaults = new Map<number, AlertRule>();
  readonly items = new Map<string, { userId: number; item: AlertItemRef; rule: AlertRule }>();

  async rulesOf(userIds: readonly number[]): Promise<Map<number, UserRules>> {
    const rules = new Map<number, UserRules>();
    for (const userId of userIds) {
      const overrides = new Map<ItemKey, AlertRule>();
      for (const entry of this.items.values()) {
        if (entry.userId === userId)
          overrides.set(itemKey(entry.item.kind, entry.item.spotify_id), entry.rule);
      }
      rules.set(userId, { defaultRule: this.defaults.get(userId) ?? null, overrides });
    }
    return rules;
  }
  async overrides(userId: number) {
    return [...this.items.values()]
      .filter((entry) => entry.userId === userId)
      .map(({ item, rule }) => ({ item, rule }));
  }
  async setDefault(userId: number, rule: AlertRule): Promise<void> {
    this.defaults.set(userId, rule);
  }
  async setOverride(userId: number, item: AlertItemRef, rule: AlertRule): Promise<void> {
    this.items.set(`${userId}:${item.kind}:${item.spotify_id}`, { userId, item, rule });
  }
  async removeOverride(userId: number, kind: AlertItemKind, spotifyId: string): Promise<void> {
    this.items.delete(`${userId}:${kind}:${spotifyId}`);
  }
}

export class InMemoryAlertItemStates implements AlertItemStates {
  readonly states = new Map<number, Map<ItemKey, ItemState>>();

  async statesOf(userIds: readonly number[]) {
    return new Map(
      userIds.flatMap((id) => (this.states.has(id) ? [[id, new Map(this.states.get(id))] as const] : [])),
    );
  }
  async save(
    states: ReadonlyArray<{ userId: number; kind: AlertItemKind; spotifyId: string; state: ItemState }>,
  ) {
    for (const { userId, kind, spotifyId, state } of states) {
      const ofUser = this.states.get(userId) ?? new Map<ItemKey, ItemState>();
      ofUser.set(itemKey(kind, spotifyId), state);
      this.states.set(userId, ofUser);
    }
  }
}

interface StoredAlert extends NewAlert {
  readonly id: number;
  channelResults: Array<ChannelResult & { frequency: string }>;
  read: boolean;
}

export class InMemoryAlertInbox implements AlertInbox {
  readonly alerts: StoredAlert[] = [];
  readonly digests = new Map<string, Date>();

  async record(alert: NewAlert): Promise<number> {
    const id = this.alerts.length + 1;
    this.alerts.push({
      ...alert,
      id,
      channelResults: alert.channels.map((channel) => ({ ...channel })),
      read: false,
    });
    return id;
  }
  async prune(before: Date): Promise<number> {
    const kept = this.alerts.filter((alert) => alert.createdAt >= before);
    const pruned = this.alerts.length - kept.length;
    this.alerts.splice(0, this.alerts.length, ...kept);
    return pruned;
  }
  async setResult(alertId: number, result: ChannelResult): Promise<void> {
    const alert = this.alerts.find((entry) => entry.id === alertId)!;
    alert.channelResults = alert.channelResults.map((channel) =>
      channel.channel === result.channel ? { ...channel, ...result } : channel,
    );
  }
  async setMessage(alertId: number, message: string): Promise<void> {
    const index = this.alerts.findIndex((entry) => entry.id === alertId);
    this.alerts[index] = { ...this.alerts[index]!, message };
  }
  async page(userId: number, page: number, filter: InboxFilter = {}) {
    const mine = this.alerts
      .filter(
        (alert) =>
          alert.userId === userId &&
          (filter.event === undefined || alert.event === filter.event) &&
          (filter.kind === undefined || alert.item?.kind === filter.kind) &&
          (filter.state === undefined || alert.read === (filter.state === 'read')),
      )
      .reverse();
    const alerts: InboxAlert[] = mine
      .slice((page - 1) * INBOX_PAGE_SIZE, page * INBOX_PAGE_SIZE)
      .map((alert) => ({
        id: alert.id,
        created_at: alert.createdAt.toISOString(),
        item: alert.item,
        event: alert.event,
        message: alert.message,
        channels: alert.channelResults.map(({ channel, status, detail }) => ({ channel, status, detail })),
        read: alert.read,
      }));
    return { alerts, total: mine.length, unread: await this.unread(userId) };
  }
  async unread(userId: number): Promise<number> {
    return this.alerts.filter((alert) => alert.userId === userId && !alert.read).length;
  }
  async toldPlacements(userIds: readonly number[], since: Date): Promise<Set<string>> {
    const told = this.alerts.filter(
      (alert) =>
        alert.event === 'botted_placement' &&
        alert.item !== null &&
        userIds.includes(alert.userId) &&
        alert.createdAt >= since,
    );
    return new Set(
      told.map((alert) =>
        placementKey(
          alert.userId,
          itemKey(alert.item!.kind, alert.item!.spotify_id),
          String(alert.data.playlist_id ?? ''),
        ),
      ),
    );
  }
  async markRead(userId: number, ids: readonly number[] | null): Promise<number> {
    for (const alert of this.alerts)
      if (alert.userId === userId && (!ids || ids.includes(alert.id))) alert.read = true;
    return this.unread(userId);
  }
  async queued(): Promise<QueuedAlert[]> {
    return this.alerts.flatMap((alert) =>
      alert.channelResults
        .filter((channel) => channel.status === 'queued_for_digest')
        .map((channel) => ({
          alertId: alert.id,
          userId: alert.userId,
          channel: channel.channel,
          frequency: channel.frequency as 'daily' | 'weekly',
          createdAt: alert.createdAt,
          item: alert.item,
          event: alert.event as QueuedAlert['event'],
          message: alert.message,
          data: alert.data,
        })),
    );
  }
  async lastDigest(userId: number, channel: AlertChannel, frequency: string): Promise<Date | null> {
    return this.digests.get(`${userId}:${channel}:${frequency}`) ?? null;
  }
  async rememberDigest(userId: number, channel: AlertChannel, frequency: string, now: Date): Promise<void> {
    this.digests.set(`${userId}:${channel}:${frequency}`, now);
  }
}

/** Users and their tracked items with readings. */
export class InMemoryWatchlist implements AlertWatchlist {
  readonly tracked: TrackedAlertItem[] = [];
  readonly readings = new Map<string, AlertReading[]>();

  async isTracking(userId: number, kind: AlertItemKind, spotifyId: string): Promise<boolean> {
    return this.tracked.some(
      (item) => item.userId === userId && item.kind === kind && item.spotifyId === spotifyId,
    );
  }
  async trackedItemsOf(userIds: readonly number[]): Promise<TrackedAlertItem[]> {
    return this.tracked.filter((item) => userIds.includes(item.userId));
  }
  async recentReadings(items: ReadonlyArray<{ kind: AlertItemKind; spotifyId: string }>, since: Date) {
    const answer = new Map<string, AlertReading[]>();
    for (const item of items) {
      const rows = (this.readings.get(itemKey(item.kind, item.spotifyId)) ?? []).filter(
        (row) => Date.parse(row.checked_at) >= since.getTime(),
      );
      if (rows.length > 0) answer.set(itemKey(item.kind, item.spotifyId), rows);
    }
    return answer;
  }
}

export class InMemorySubscribers implements AlertSubscribers {
  readonly users: AlertSubscriber[] = [];

  async verifiedSubscribers(settings: readonly NotificationSetting[]): Promise<AlertSubscriber[]> {
    return this.users
      .map((user) => ({ ...user, settings: new Set([...user.settings].filter((s) => settings.includes(s))) }))
      .filter((user) => user.settings.size > 0);
  }
  async withSettingOn(
    userIds: readonly number[],
    setting: NotificationSetting,
  ): Promise<ReadonlySet<number>> {
    return new Set(
      this.users.filter((u) => userIds.includes(u.userId) && u.settings.has(setting)).map((u) => u.userId),
    );
  }
}

export class RecordingChat implements ChatAlerts {
  readonly sent: Array<{ userId: number; groups: readonly AlertGroup[] }> = [];
  readonly notes: Array<{ userId: number; text: string }> = [];
  readonly available = true;
  readonly linked = new Set<number>();

  async isLinked(userId: number) {
    return this.linked.has(userId);
  }

  async sendGroups(userId: number, groups: readonly AlertGroup[]) {
    this.sent.push({ userId, groups });
    return { ok: true as const, value: undefined };
  }
  async sendNote(userId: number, text: string) {
    this.notes.push({ userId, text });
    return { ok: true as const, value: undefined };
  }
}

export class RecordingMailer {
  readonly sent: Array<{ to: string; subject: string; text: string }> = [];
  async send(message: { to: string; subject: string; text: string }): Promise<void> {
    this.sent.push(message);
  }
}

export class RecordingScheduler implements RetryScheduler {
  readonly scheduled: Array<{ deliveryId: number; delayMs: number }> = [];
  async schedule(deliveryId: number, delayMs: number): Promise<void> {
    this.scheduled.push({ deliveryId, delayMs });
  }
}

interface StoredDelivery extends WebhookDelivery {
  readonly webhookId: number;
  readonly alertId: number | null;
  readonly payload: string;
  readonly nextAttemptAt: Date | null;
  readonly heldUntil: Date | null;
}

export class InMemoryWebhooks implements Webhooks {
  readonly hooks: StoredWebhook[] = [];
  readonly log: StoredDelivery[] = [];

  async list(userId: number) {
    return this.hooks.filter((hook) => hook.userId === userId);
  }
  async find(userId: number, id: number) {
    return this.hooks.find((hook) => hook.userId === userId && hook.id === id) ?? null;
  }
  async activeOwners() {
    return [...new Set(this.hooks.filter((hook) => hook.state === 'active').map((hook) => hook.userId))];
  }
  async activeOf(userIds: readonly number[]) {
    return this.hooks.filter((hook) => userIds.includes(hook.userId) && hook.state === 'active');
  }
  async create(userId: number, url: string, secret: string, now: Date, max: number) {
    if ((await this.list(userId)).length >= max) return null;
    const hook: StoredWebhook = {
      id: this.hooks.length + 1,
      userId,
      url,
      secret,
      state: 'active',
      disabled_reason: null,
      created_at: now.toISOString(),
      consecutive_failures: 0,
    };
    this.hooks.push(hook);
    return hook;
  }
  private update(id: number, change: Partial<StoredWebhook>) {
    const index = this.hooks.findIndex((hook) => hook.id === id);
    this.hooks[index] = { ...this.hooks[index]!, ...change };
    return this.hooks[index]!;
  }
  async setSecret(id: number, secret: string) {
    this.update(id, { secret });
  }
  async enable(id: number) {
    this.update(id, { state: 'active', disabled_reason: null, consecutive_failures: 0 });
  }
  async remove(userId: number, id: number) {
    const before = this.hooks.length;
    this.hooks.splice(
      0,
      this.hooks.length,
      ...this.hooks.filter((hook) => !(hook.userId === userId && hook.id === id)),
    );
    return this.hooks.length < before;
  }
  async recordFailure(id: number) {
    const hook = this.hooks.find((entry) => entry.id === id)!;
    return this.update(id, { consecutive_failures: hook.consecutive_failures + 1 }).consecutive_failures;
  }
  async recordSuccess(id: number) {
    this.update(id, { consecutive_failures: 0 });
  }
  async disable(id: number, reason: string) {
    this.update(id, { state: 'disabled', disabled_reason: reason });
  }
  async createDelivery(delivery: {
    webhookId: number;
    alertId: number | null;
    event: WebhookDelivery['event'];
    payload: string;
    now: Date;
  }) {
    const id = this.log.length + 1;
    this.log.push({
      id,
      webhookId: delivery.webhookId,
      alertId: delivery.alertId,
      payload: delivery.payload,
      created_at: delivery.now.toISOString(),
      event: delivery.event,
      status: 'pending',
      attempts: 0,
      last_status_code: null,
      last_error: null,
      nextAttemptAt: delivery.now,
      heldUntil: null,
    });
    return id;
  }
  async claim(id: number, { now, until, dueBy }: { now: Date; until: Date; dueBy: Date }) {
    const index = this.log.findIndex((entry) => entry.id === id);
    const row = this.log[index];
    if (row?.status !== 'pending') return null;
    if (row.heldUntil && row.heldUntil > now) return null;
    if (row.nextAttemptAt && row.nextAttemptAt > dueBy) return null;
    this.log[index] = { ...row, heldUntil: until };
    return this.delivery(id);
  }
  async overdue(before: Date, now: Date) {
    return this.log
      .filter(
        (entry) =>
          entry.status === 'pending' &&
          entry.nextAttemptAt !== null &&
          entry.nextAttemptAt <= before &&
          (entry.heldUntil === null || entry.heldUntil <= now),
      )
      .map((entry) => entry.id);
  }
  async releaseHolds() {
    for (const [index, entry] of this.log.entries()) this.log[index] = { ...entry, heldUntil: null };
  }
  async pruneDeliveries(before: Date) {
    const kept = this.log.filter(
      (entry) => entry.status === 'pending' || new Date(entry.created_at) >= before,
    );
    const pruned = this.log.length - kept.length;
    this.log.splice(0, this.log.length, ...kept);
    return pruned;
  }
  async delivery(id: number): Promise<PendingDelivery | null> {
    const row = this.log.find((entry) => entry.id === id);
    if (!row) return null;
    const webhook = this.hooks.find((hook) => hook.id === row.webhookId)!;
    return {
      id,
      webhook,
      alertId: row.alertId,
      payload: row.payload,
      status: row.status,
      attempts: row.attempts,
    };
  }
  async updateDelivery(
    id: number,
    {
      nextAttemptAt,
      ...update
    }: Pick<WebhookDelivery, 'status' | 'attempts' | 'last_status_code' | 'last_error'> & {
      nextAttemptAt: Date | null;
    },
  ) {
    const index = this.log.findIndex((entry) => entry.id === id);
    this.log[index] = { ...this.log[index]!, ...update, nextAttemptAt, heldUntil: null };
  }
  async deliveries(webhookId: number, limit: number) {
    return this.log
      .filter((entry) => entry.webhookId === webhookId)
      .reverse()
      .slice(0, limit);
  }
  async pending() {
    return this.log
      .filter((entry) => entry.status === 'pending')
      .map((entry) => ({ id: entry.id, dueAt: entry.nextAttemptAt ?? new Date(entry.created_at) }));
  }
}

import {
  type AlertChannel,
  type AlertItemKind,
  type AlertRule,
  ALERT_CHANNELS,
  type ChannelResult,
  type ItemSignals,
  itemSignals,
  resolveRule,
  userItemEvents,
} from '@domain/alerts';
import type { AlertFrequency } from '@domain/alerts';
import type { OutgoingAlert } from '../alert-messages';
import { type DeliveryDeps, deliverBatch } from '../delivery-steps';
import {
  type AlertItemStates,
  type AlertRules,
  type AlertSubscribers,
  type AlertWatchlist,
  type ItemKey,
  type ItemState,
  itemKey,
  type PlacementEvents,
  type PlaylistGradeTransitions,
  placementKey,
} from '../ports';
import { ok, type Result } from '../../platform/result';

export interface EvaluateAlertsDeps extends DeliveryDeps {
  readonly watchlist: AlertWatchlist;
  readonly subscribers: AlertSubscribers;
  readonly rules: AlertRules;
  readonly states: AlertItemStates;
  readonly placements: PlacementEvents;
  readonly gradeTransitions: PlaylistGradeTransitions;
}

/** The readings an item's signals are computed from: enough for the 42-change window and the chart. */
export const READING_WINDOW_DAYS = 60;
/** An item never judged before is judged only if its latest reading is this recent (else it is old news). */
const FRESH_MS = 36 * 3_600_000;

export interface EvaluationCounts {
  readonly alerts: number;
  /** Messages sent or queued: one per user and instant channel (webhook: per alert). */
  readonly deliveries: number;
}

interface Recipient {
  readonly email: string | null;
  readonly telegram: boolean;
  readonly webhook: boolean;
}

/**
 * After a refresh cycle: judges each item a recipient tracks on its latest reading (once per
 * reading) under the rule that applies (item override, else the user's default, else the house
 * default), records every alert in the inbox with each open channel's status, and sends the instant
 * ones: one message per user and channel for the run, grouped by item. Recipients are verified users
 * with email or messaging-app notifications on, and owners of an active webhook; a channel is open
 * while its setting is on (email, Telegram) or a webhook is active.
 */
export async function evaluateAlerts(
  deps: EvaluateAlertsDeps,
  { now }: { readonly now: Date },
): Promise<Result<EvaluationCounts, never>> {
  const recipients = await recipientsOf(deps);
  const userIds = [...recipients.keys()];
  if (userIds.length === 0) return ok({ alerts: 0, deliveries: 0 });
  const tracked = await deps.watchlist.trackedItemsOf(userIds);
  const unique = new Map(tracked.map((item) => [itemKey(item.kind, item.spotifyId), item]));
  const since = new Date(now.getTime() - READING_WINDOW_DAYS * 86_400_000);
  const [readings, rules, states] = await Promise.all([
    deps.watchlist.recentReadings([...unique.values()], since),
    deps.rules.rulesOf(userIds),
    deps.states.statesOf(userIds),
  ]);
  // A placement is news from the item's last judged reading (or, never judged, from FRESH_MS ago).
  const placementsFrom = (state: ItemState | undefined) =>
    state?.evaluatedThrough ?? new Date(now.getTime() - FRESH_MS);
  const earliest = new Date(
    tracked.reduce(
      (min, item) =>
        Math.min(
          min,
          placementsFrom(states.get(item.userId)?.get(itemKey(item.kind, item.spotifyId))).getTime(),
        ),
      now.getTime() - FRESH_MS,
    ),
  );
  // A placement seen after an item's reading but in the same cycle came in that run: told once.
  const [placements, told] = await Promise.all([
    deps.placements.since(earliest),
    deps.inbox.toldPlacements(userIds, earliest),
  ]);
  const newPlacements = (userId: number, key: ItemKey, state: ItemState | undefined) => {
    const from = placementsFrom(state).getTime();
    return (placements.get(key) ?? []).filter(
      (placement) =>
        new Date(placement.seenAt).getTime() > from &&
        !told.has(placementKey(userId, key, placement.playlistId)),
    );
  };
  // The latest reading of an item, when this user has not been judged on it yet.
  const dueReading = (item: (typeof tracked)[number]) => {
    const latest = readings.get(itemKey(item.kind, item.spotifyId))?.at(-1);
    if (!latest) return null;
    const latestAt = new Date(latest.checked_at);
    const state = states.get(item.userId)?.get(itemKey(item.kind, item.spotifyId));
    const judged = state ? latestAt <= state.evaluatedThrough : now.getTime() - latestAt.getTime() > FRESH_MS;
    return judged ? null : latest;
  };
  const duePlaylists = new Set(
    tracked.flatMap((item) => (item.kind === 'playlist' && dueReading(item) ? [item.spotifyId] : [])),
  );
  const transitions = await deps.gradeTransitions.of([...duePlaylists]);
  const signals = new Map<string, ItemSignals>();
  const instant = new Map<string, { userId: number; channel: AlertChannel; alerts: OutgoingAlert[] }>();
  const saved: Array<{ userId: number; kind: AlertItemKind; spotifyId: string; state: ItemState }> = [];
  let alerts = 0;
  for (const item of tracked) {
    const key = itemKey(item.kind, item.spotifyId);
    const itemReadings = readings.get(key) ?? [];
    const latest = dueReading(item);
    if (!latest) continue;
    const latestAt = new Date(latest.checked_at);
    const state = states.get(item.userId)?.get(key);
    let itemSignal = signals.get(key);
    if (!itemSignal) {
      const transition = item.kind === 'playlist' ? transitions.get(item.spotifyId) : undefined;
      itemSignal = itemSignals(item.kind, itemReadings, transition ?? null);
      signals.set(key, itemSignal);
    }
    const userRules = rules.get(item.userId);
    const rule = resolveRule(userRules?.defaultRule ?? null, userRules?.overrides.get(key) ?? null);
    // Never alerted on this item: the absolute rule measures from the reading before the latest.
    const previous = itemReadings[itemReadings.length - 2];
    const baseline =
      state?.baseline ??
      (previous ? { followers: previous.followers, popularity: previous.popularity } : null);
    const events = userItemEvents({
      signals: itemSignal,
      rule,
      baseline,
      placements: newPlacements(item.userId, key, state),
      lastMoveDay: state?.lastMoveDay ?? null,
    });
    const absoluteFired = events.some((event) => event.event === 'absolute_move');
    saved.push({
      userId: item.userId,
      kind: item.kind,
      spotifyId: item.spotifyId,
      state: {
        baseline: baseline && !absoluteFired ? baseline : itemSignal.latest,
        lastMoveDay: events.some((event) => event.event === 'unusual_move')
          ? (itemSignal.move?.day ?? null)
          : (state?.lastMoveDay ?? null),
        evaluatedThrough: latestAt,
      },
    });
    const recipient = recipients.get(item.userId)!;
    const ref = { kind: item.kind, spotify_id: item.spotifyId, name: item.name };
    for (const event of events) {
      const channels = openChannels(rule, recipient);
      const alertId = await deps.inbox.record({
        userId: item.userId,
        createdAt: now,
        item: ref,
        event: event.event,
        message: event.message,
        data: event.data,
        channels,
      });
      alerts++;
      const outgoing: OutgoingAlert = { alertId, createdAt: now, item: ref, ...event };
      for (const channel of channels) {
        if (channel.status !== 'pending') continue;
        const batchKey = `${item.userId}:${channel.channel}`;
        const batch = instant.get(batchKey) ?? { userId: item.userId, channel: channel.channel, alerts: [] };
        batch.alerts.push(outgoing);
        instant.set(batchKey, batch);
      }
    }
  }
  let deliveries = 0;
  for (const batch of instant.values()) {
    const email = recipients.get(batch.userId)!.email;
    await deliverBatch(deps, { ...batch, email, batch: 'instant' });
    deliveries += batch.channel === 'webhook' ? batch.alerts.length : 1;
  }
  await deps.states.save(saved);
  return ok({ alerts, deliveries });
}

async function recipientsOf(deps: EvaluateAlertsDeps): Promise<Map<number, Recipient>> {
  const [subscribers, owners] = await Promise.all([
    deps.subscribers.verifiedSubscribers(['email_notifications', 'telegram_notifications']),
    deps.webhooks.activeOwners(),
  ]);
  const recipients = new Map<number, Recipient>();
  for (const subscriber of subscribers) {
    recipients.set(subscriber.userId, {
      email: subscriber.settings.has('email_notifications') ? subscriber.email : null,
      telegram: subscriber.settings.has('telegram_notifications'),
      webhook: false,
    });
  }
  for (const owner of owners) {
    recipients.set(owner, { email: null, telegram: false, ...recipients.get(owner), webhook: true });
  }
  return recipients;
}

/** The channels an alert goes to: on in the rule and open for the user; instant ones start pending. */
function openChannels(
  rule: AlertRule,
  recipient: Recipient,
): Array<ChannelResult & { readonly frequency: AlertFrequency }> {
  const open: Record<AlertChannel, boolean> = {
    email: recipient.email !== null,
    telegram: recipient.telegram,
    webhook: recipient.webhook,
  };
  return ALERT_CHANNELS.flatMap((channel) => {
    const frequency = rule.channels[channel];
    if (frequency === 'off' || !open[channel]) return [];
    const status = frequency === 'instant' ? 'pending' : 'queued_for_digest';
    return [{ channel, status, detail: null, frequency }];
  });
}

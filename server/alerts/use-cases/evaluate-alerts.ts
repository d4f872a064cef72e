import {
  type AlertChannel,
  type AlertFacts,
  duePlaylists,
  type JudgedAlert,
  judgeAlerts,
  type OpenChannels,
  placementsWindowStart,
} from '@domain/alerts';
import type { OutgoingAlert } from '../alert-messages';
import { type DeliveryDeps, deliverBatch } from '../delivery-steps';
import type {
  AlertItemStates,
  AlertRules,
  AlertSubscribers,
  AlertWatchlist,
  PlacementEvents,
  PlaylistGradeTransitions,
} from '../ports';
import { itemKey } from '../ports';
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

export interface EvaluationCounts {
  readonly alerts: number;
  /** Messages sent or queued: one per user and instant channel (webhook: per alert). */
  readonly deliveries: number;
}

interface Recipient {
  readonly email: string | null;
  readonly open: OpenChannels;
}

/**
 * After a refresh cycle: reads what the recipients track and what happened to it, judges each item's
 * latest reading once (`judgeAlerts`), records every alert in the inbox with each open channel's
 * status, sends the instant ones (one message per user and channel for the run, grouped by item),
 * then saves the items' new states. Recipients are verified users with email or messaging-app
 * notifications on, and owners of an active webhook.
 */
export async function evaluateAlerts(
  deps: EvaluateAlertsDeps,
  { now }: { readonly now: Date },
): Promise<Result<EvaluationCounts, never>> {
  const recipients = await recipientsOf(deps);
  if (recipients.size === 0) return ok({ alerts: 0, deliveries: 0 });
  const facts = await factsOf(deps, recipients, now);
  const judgement = judgeAlerts(facts);
  const batches = await record(deps, judgement.alerts, now);
  const deliveries = await deliver(deps, batches, recipients);
  await deps.states.save(judgement.states);
  return ok({ alerts: judgement.alerts.length, deliveries });
}

/** Reads what the judgement needs; placements and grade transitions only as far as they can be news. */
async function factsOf(
  deps: EvaluateAlertsDeps,
  recipients: ReadonlyMap<number, Recipient>,
  now: Date,
): Promise<AlertFacts> {
  const userIds = [...recipients.keys()];
  const tracked = await deps.watchlist.trackedItemsOf(userIds);
  const unique = new Map(tracked.map((item) => [itemKey(item.kind, item.spotifyId), item]));
  const since = new Date(now.getTime() - READING_WINDOW_DAYS * 86_400_000);
  const [readings, rules, states] = await Promise.all([
    deps.watchlist.recentReadings([...unique.values()], since),
    deps.rules.rulesOf(userIds),
    deps.states.statesOf(userIds),
  ]);
  const earliest = placementsWindowStart({ now, tracked, states });
  const [placements, toldPlacements, transitions] = await Promise.all([
    deps.placements.since(earliest),
    deps.inbox.toldPlacements(userIds, earliest),
    deps.gradeTransitions.of(duePlaylists({ now, tracked, readings, states })),
  ]);
  const openChannels = new Map([...recipients].map(([userId, { open }]) => [userId, open]));
  return { now, tracked, readings, rules, states, placements, toldPlacements, transitions, openChannels };
}

interface InstantBatch {
  readonly userId: number;
  readonly channel: AlertChannel;
  readonly alerts: OutgoingAlert[];
}

/** Records each alert in the inbox; answers the instant ones by user and channel, in first-alert order. */
async function record(
  deps: EvaluateAlertsDeps,
  alerts: readonly JudgedAlert[],
  now: Date,
): Promise<InstantBatch[]> {
  const batches = new Map<string, InstantBatch>();
  for (const { userId, item, event, message, data, channels } of alerts) {
    const alertId = await deps.inbox.record({ userId, createdAt: now, item, event, message, data, channels });
    for (const { channel, status } of channels) {
      if (status !== 'pending') continue;
      const key = `${userId}:${channel}`;
      const batch = batches.get(key) ?? { userId, channel, alerts: [] };
      batch.alerts.push({ alertId, createdAt: now, item, event, message, data });
      batches.set(key, batch);
    }
  }
  return [...batches.values()];
}

/** Sends each batch as one message (webhooks: one POST per alert); answers the messages. */
async function deliver(
  deps: EvaluateAlertsDeps,
  batches: readonly InstantBatch[],
  recipients: ReadonlyMap<number, Recipient>,
): Promise<number> {
  let deliveries = 0;
  for (const batch of batches) {
    await deliverBatch(deps, { ...batch, email: recipients.get(batch.userId)!.email, batch: 'instant' });
    deliveries += batch.channel === 'webhook' ? batch.alerts.length : 1;
  }
  return deliveries;
}

async function recipientsOf(deps: EvaluateAlertsDeps): Promise<Map<number, Recipient>> {
  const [subscribers, owners] = await Promise.all([
    deps.subscribers.verifiedSubscribers(['email_notifications', 'telegram_notifications']),
    deps.webhooks.activeOwners(),
  ]);
  const recipients = new Map<number, Recipient>();
  for (const { userId, email, settings } of subscribers) {
    const emailOn = settings.has('email_notifications');
    recipients.set(userId, {
      email: emailOn ? email : null,
      open: { email: emailOn, telegram: settings.has('telegram_notifications'), webhook: false },
    });
  }
  for (const owner of owners) {
    const known = recipients.get(owner);
    recipients.set(owner, {
      email: known?.email ?? null,
      open: { email: false, telegram: false, ...known?.open, webhook: true },
    });
  }
  return recipients;
}

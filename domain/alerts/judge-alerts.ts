import type { AlertFrequency, AlertItemRef, AlertRule, ChannelResult } from './alert-contracts';
import { ALERT_CHANNELS } from './alert-contracts';
import {
  type AlertEvent,
  type AlertReading,
  type ItemSignals,
  itemSignals,
  userItemEvents,
} from './alert-events';
import {
  type AlertFacts,
  type ItemKey,
  type ItemState,
  itemKey,
  type OpenChannels,
  placementKey,
  type TrackedAlertItem,
} from './alert-facts';
import { resolveRule } from './alert-rules';

/** An item never judged before is judged only if its latest reading is this recent (else it is old news). */
const FRESH_MS = 36 * 3_600_000;

/** An alert to record: whose, about what, and each channel's first status. */
export interface JudgedAlert extends AlertEvent {
  readonly userId: number;
  readonly item: AlertItemRef;
  /** The channels on in the rule and open for the user; instant ones start pending. */
  readonly channels: ReadonlyArray<ChannelResult & { readonly frequency: AlertFrequency }>;
}

/** A user's item state after this run. */
export interface JudgedState extends Omit<TrackedAlertItem, 'name'> {
  readonly state: ItemState;
}

export interface AlertJudgement {
  /** In tracked-item order, each item's in the contract's event order. */
  readonly alerts: readonly JudgedAlert[];
  /** One per judged item (an item with no reading since its last judgement is left as it was). */
  readonly states: readonly JudgedState[];
}

type DueFacts = Pick<AlertFacts, 'now' | 'tracked' | 'readings' | 'states'>;

const stateOf = (facts: Pick<AlertFacts, 'states'>, item: TrackedAlertItem) =>
  facts.states.get(item.userId)?.get(itemKey(item.kind, item.spotifyId));

/**
 * The item's latest reading when this user has not been judged on it yet: newer than the last one
 * judged, or (never judged) no older than `FRESH_MS`. Null otherwise.
 */
function dueReading(facts: DueFacts, item: TrackedAlertItem): AlertReading | null {
  const latest = facts.readings.get(itemKey(item.kind, item.spotifyId))?.at(-1);
  if (!latest) return null;
  const latestAt = Date.parse(latest.checked_at);
  const state = stateOf(facts, item);
  const judged = state
    ? latestAt <= state.evaluatedThrough.getTime()
    : facts.now.getTime() - latestAt > FRESH_MS;
  return judged ? null : latest;
}

/** The tracked playlists with a reading due, whose grade transitions the run needs. */
export function duePlaylists(facts: DueFacts): string[] {
  const due = facts.tracked.filter((item) => item.kind === 'playlist' && dueReading(facts, item));
  return [...new Set(due.map((item) => item.spotifyId))];
}

/** A placement is news from the item's last judged reading (or, never judged, from `FRESH_MS` ago). */
const placementsFrom = (now: Date, state: ItemState | undefined): number =>
  state?.evaluatedThrough.getTime() ?? now.getTime() - FRESH_MS;

/** The earliest time from which any tracked item's placements are news: the placements to read. */
export function placementsWindowStart(facts: Pick<AlertFacts, 'now' | 'tracked' | 'states'>): Date {
  const earliest = facts.tracked.reduce(
    (min, item) => Math.min(min, placementsFrom(facts.now, stateOf(facts, item))),
    facts.now.getTime() - FRESH_MS,
  );
  return new Date(earliest);
}

/**
 * Judges each tracked item on its due reading (at most once per reading) under the rule that applies
 * (item override, else the user's default, else the house default): the alerts it raises, with the
 * channels they go to, and the item's new state. The absolute rule measures from the last absolute
 * alert (never alerted: from the reading before the latest); an unusual move alerts once per day; a
 * placement seen after the last judged reading alerts once (`toldPlacements` covers one seen after an
 * item's reading but in the same cycle).
 */
export function judgeAlerts(facts: AlertFacts): AlertJudgement {
  const signals = new Map<ItemKey, ItemSignals>();
  const signalsOf = (item: TrackedAlertItem, readings: readonly AlertReading[]) => {
    const key = itemKey(item.kind, item.spotifyId);
    const transition = item.kind === 'playlist' ? facts.transitions.get(item.spotifyId) : undefined;
    const known = signals.get(key) ?? itemSignals(item.kind, readings, transition ?? null);
    signals.set(key, known);
    return known;
  };
  const judged = facts.tracked.flatMap((item) => {
    const latest = dueReading(facts, item);
    return latest ? [judgeItem(facts, item, latest, signalsOf)] : [];
  });
  return { alerts: judged.flatMap(({ alerts }) => alerts), states: judged.map(({ state }) => state) };
}

/** One user's item on its due reading: the alerts its rule draws, and its state after them. */
function judgeItem(
  facts: AlertFacts,
  item: TrackedAlertItem,
  latest: AlertReading,
  signalsOf: (item: TrackedAlertItem, readings: readonly AlertReading[]) => ItemSignals,
): { alerts: JudgedAlert[]; state: JudgedState } {
  const key = itemKey(item.kind, item.spotifyId);
  const readings = facts.readings.get(key) ?? [];
  const signals = signalsOf(item, readings);
  const state = stateOf(facts, item);
  const userRules = facts.rules.get(item.userId);
  const rule = resolveRule(userRules?.defaultRule ?? null, userRules?.overrides.get(key) ?? null);
  const previous = readings[readings.length - 2];
  const baseline =
    state?.baseline ?? (previous ? { followers: previous.followers, popularity: previous.popularity } : null);
  const from = placementsFrom(facts.now, state);
  const placements = (facts.placements.get(key) ?? []).filter(
    (placement) =>
      Date.parse(placement.seenAt) > from &&
      !facts.toldPlacements.has(placementKey(item.userId, key, placement.playlistId)),
  );
  const lastMoveDay = state?.lastMoveDay ?? null;
  const events = userItemEvents({ signals, rule, baseline, placements, lastMoveDay });
  const fired = (kind: AlertEvent['event']) => events.some((event) => event.event === kind);
  const ref = { kind: item.kind, spotify_id: item.spotifyId, name: item.name };
  const open = facts.openChannels.get(item.userId) ?? CLOSED;
  return {
    alerts: events.map((event) => ({
      userId: item.userId,
      item: ref,
      ...event,
      channels: channelsOf(rule, open),
    })),
    state: {
      userId: item.userId,
      kind: item.kind,
      spotifyId: item.spotifyId,
      state: {
        baseline: baseline && !fired('absolute_move') ? baseline : signals.latest,
        lastMoveDay: fired('unusual_move') ? (signals.move?.day ?? null) : lastMoveDay,
        evaluatedThrough: new Date(latest.checked_at),
      },
    },
  };
}

const CLOSED: OpenChannels = { email: false, telegram: false, webhook: false };

/** The channels an alert goes to: on in the rule and open for the user; instant ones start pending. */
function channelsOf(rule: AlertRule, open: OpenChannels): JudgedAlert['channels'] {
  return ALERT_CHANNELS.flatMap((channel) => {
    const frequency = rule.channels[channel];
    if (frequency === 'off' || !open[channel]) return [];
    const status = frequency === 'instant' ? 'pending' : 'queued_for_digest';
    return [{ channel, status, detail: null, frequency }];
  });
}

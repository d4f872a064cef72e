import type { AlertEventKind, AlertItemKind, AlertRule } from './alert-contracts';
import { ALERT_EVENT_KINDS } from './alert-contracts';
import { listWords } from './alert-rules';

/**
 * The events an item kind can raise (alert-events.ts): tracks are measured by popularity, so they
 * have no followers to pass milestones; anomalies and verdicts belong to playlists' follower
 * curves; only artists and tracks land on playlists.
 */
export const EVENTS_BY_KIND: Readonly<Record<AlertItemKind, readonly AlertEventKind[]>> = {
  artist: ['unusual_move', 'absolute_move', 'botted_placement', 'milestone'],
  track: ['unusual_move', 'absolute_move', 'botted_placement'],
  playlist: ['unusual_move', 'absolute_move', 'anomaly_event', 'grade_change', 'milestone'],
};

const KIND_PLURALS: Record<AlertItemKind, string> = {
  artist: 'Artists',
  track: 'Tracks',
  playlist: 'Playlists',
};

const EVENT_SHORT_WORDS: Record<AlertEventKind, string> = {
  unusual_move: 'unusual moves',
  absolute_move: 'fixed-size moves',
  anomaly_event: 'follower-curve anomalies',
  grade_change: 'verdict changes',
  botted_placement: 'placements on likely botted playlists',
  milestone: 'follower milestones',
};

/** The rule as it applies to one kind: the events the kind cannot raise left out. */
export function ruleForKind(rule: AlertRule, kind: AlertItemKind): AlertRule {
  const offered = EVENTS_BY_KIND[kind];
  return {
    ...rule,
    events: ALERT_EVENT_KINDS.filter((event) => rule.events.includes(event) && offered.includes(event)),
  };
}

/** Why a rule cannot be an item's own (an event its kind never raises), or null when it can. */
export function kindEventsRefusal(kind: AlertItemKind, events: readonly AlertEventKind[]): string | null {
  const foreign = ALERT_EVENT_KINDS.filter(
    (event) => events.includes(event) && !EVENTS_BY_KIND[kind].includes(event),
  );
  if (foreign.length === 0) return null;
  const words = listWords(
    foreign.map((event) => EVENT_SHORT_WORDS[event]),
    'or',
  );
  return `${KIND_PLURALS[kind]} have no ${words}: leave ${foreign.length === 1 ? 'that event' : 'those events'} out of this rule.`;
}

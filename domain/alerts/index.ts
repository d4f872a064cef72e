export * from './alert-contracts';
export {
  type AlertEvent,
  type AlertReading,
  type BottedPlacement,
  type ItemSignals,
  itemSignals,
  type UserItemInput,
  userItemEvents,
} from './alert-events';
export {
  type AlertFacts,
  type ItemKey,
  type ItemState,
  itemKey,
  type OpenChannels,
  placementKey,
  type TrackedAlertItem,
  type UserRules,
} from './alert-facts';
export { DEFAULT_ALERT_RULE, describeRule, listWords, normalizeRule, resolveRule } from './alert-rules';
export {
  ALL_CHANNELS_READY,
  CHANNEL_BLOCK_WORDS,
  type ChannelBlock,
  type ChannelFacts,
  type ChannelReadiness,
  channelReadiness,
} from './channel-readiness';
export { EVENTS_BY_KIND, kindEventsRefusal, ruleForKind } from './kind-events';
export {
  type AlertJudgement,
  duePlaylists,
  type JudgedAlert,
  judgeAlerts,
  placementsWindowStart,
} from './judge-alerts';
export { crossedMilestone, MILESTONES } from './milestones';
export {
  type DailyClose,
  dailyCloses,
  isUnusual,
  MIN_UNUSUAL_HISTORY,
  SENSITIVITY_THRESHOLDS,
  scoreLatestMove,
  type TimedValue,
  UNUSUAL_WINDOW_CHANGES,
  type UnusualMove,
} from './unusual-move';
export {
  acceptedSchemes,
  HTTP_REFUSED,
  PRIVATE_REFUSED,
  STRICT_WEBHOOK_POLICY,
  type WebhookPolicy,
  webhookUrlProblem,
} from './webhook-policy';
export { failedTestMessage, testAlertMessage } from './test-alert-words';

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
export { DEFAULT_ALERT_RULE, describeRule, normalizeRule, resolveRule } from './alert-rules';
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

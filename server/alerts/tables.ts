// Kysely row types of the alerts tables (migrations 050, 070). Added to `DB` in server/db/schema.ts.
import type { ColumnType, Generated } from 'kysely';

type Instant = ColumnType<Date, Date | string, Date | string>;
type NullableInstant = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A user's default rule (`item_kind` and `spotify_id` empty) or their override for one item. */
export interface AlertRulesTable {
  user_id: number;
  item_kind: string;
  spotify_id: string;
  item_name: string;
  /** The rule as JSON. */
  rule: string;
  updated_at: Instant;
}

/** Per user and item: the absolute rule's baseline and the latest reading already judged. */
export interface AlertItemStateTable {
  user_id: number;
  item_kind: string;
  spotify_id: string;
  baseline_followers: number | null;
  baseline_popularity: number | null;
  /** The UTC day (since 1970) of the last unusual-move alert: one per day. */
  last_move_day: number | null;
  evaluated_through: Instant;
}

/** The inbox: every alert raised for a user. */
export interface AlertInboxTable {
  id: Generated<number>;
  user_id: number;
  created_at: Instant;
  item_kind: string | null;
  spotify_id: string | null;
  item_name: string | null;
  event: string;
  message: string;
  /** Event details as JSON (sent in webhook payloads). */
  data: string;
  read_at: NullableInstant;
}

/** One channel's result for one alert. */
export interface AlertDeliveriesTable {
  alert_id: number;
  channel: string;
  frequency: string;
  status: string;
  detail: string | null;
  updated_at: Instant;
}

/** When a user's daily or weekly digest last went out on a channel. */
export interface AlertDigestsTable {
  user_id: number;
  channel: string;
  frequency: string;
  last_sent_at: Instant;
}

export interface WebhooksTable {
  id: Generated<number>;
  user_id: number;
  url: string;
  /** Kept readable: every delivery is signed with it (docs/configuration.md#webhooks). */
  secret: string;
  state: Generated<string>;
  disabled_reason: string | null;
  consecutive_failures: Generated<number>;
  created_at: Instant;
}

/** The delivery log: one row per payload, its attempts and the receiver's last answer. */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  webhook_id: number;
  alert_id: number | null;
  event: string;
  payload: string;
  status: Generated<string>;
  attempts: Generated<number>;
  last_status_code: number | null;
  last_error: string | null;
  created_at: Instant;
  updated_at: Instant;
  /** When a pending delivery's next attempt is due (migration 070). */
  next_attempt_at: NullableInstant;
  /** An attempt holds the delivery until then (a job for it meanwhile does nothing). */
  claimed_until: NullableInstant;
}

export interface AlertsTables {
  alert_rules: AlertRulesTable;
  alert_item_state: AlertItemStateTable;
  alert_inbox: AlertInboxTable;
  alert_deliveries: AlertDeliveriesTable;
  alert_digests: AlertDigestsTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
}

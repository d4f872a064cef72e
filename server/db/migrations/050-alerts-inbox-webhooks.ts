import { type Kysely, sql } from 'kysely';

// Alerts: rules (a default per user, overrides per item), per-item evaluation state, the
// inbox with each channel's result, digest bookkeeping, webhooks and their delivery log.
const statements = [
  `CREATE TABLE alert_rules (
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    item_kind text NOT NULL DEFAULT '',
    spotify_id text NOT NULL DEFAULT '',
    item_name text NOT NULL DEFAULT '',
    rule text NOT NULL,
    updated_at timestamptz NOT NULL,
    PRIMARY KEY (user_id, item_kind, spotify_id)
  )`,
  `CREATE TABLE alert_item_state (
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    item_kind text NOT NULL,
    spotify_id text NOT NULL,
    baseline_followers integer,
    baseline_popularity smallint,
    last_move_day integer,
    evaluated_through timestamptz NOT NULL,
    PRIMARY KEY (user_id, item_kind, spotify_id)
  )`,
  `CREATE TABLE alert_inbox (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL,
    item_kind text,
    spotify_id text,
    item_name text,
    event text NOT NULL,
    message text NOT NULL,
    data text NOT NULL DEFAULT '{}',
    read_at timestamptz
  )`,
  'CREATE INDEX alert_inbox_user_id_idx ON alert_inbox (user_id, id)',
  `CREATE TABLE alert_deliveries (
    alert_id integer NOT NULL REFERENCES alert_inbox(id) ON DELETE CASCADE,
    channel text NOT NULL,
    frequency text NOT NULL,
    status text NOT NULL,
    detail text,
    updated_at timestamptz NOT NULL,
    PRIMARY KEY (alert_id, channel)
  )`,
  'CREATE INDEX alert_deliveries_status_idx ON alert_deliveries (status)',
  `CREATE TABLE alert_digests (
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    channel text NOT NULL,
    frequency text NOT NULL,
    last_sent_at timestamptz NOT NULL,
    PRIMARY KEY (user_id, channel, frequency)
  )`,
  `CREATE TABLE webhooks (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    url text NOT NULL,
    secret text NOT NULL,
    state text NOT NULL DEFAULT 'active',
    disabled_reason text,
    consecutive_failures integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL
  )`,
  'CREATE INDEX webhooks_user_id_idx ON webhooks (user_id)',
  `CREATE TABLE webhook_deliveries (
    id serial PRIMARY KEY,
    webhook_id integer NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
    alert_id integer REFERENCES alert_inbox(id) ON DELETE SET NULL,
    event text NOT NULL,
    payload text NOT NULL,
    status text NOT NULL DEFAULT 'pending',
    attempts integer NOT NULL DEFAULT 0,
    last_status_code integer,
    last_error text,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL
  )`,
  'CREATE INDEX webhook_deliveries_webhook_id_idx ON webhook_deliveries (webhook_id, id)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'webhook_deliveries',
    'webhooks',
    'alert_digests',
    'alert_deliveries',
    'alert_inbox',
    'alert_item_state',
    'alert_rules',
  ]) {
    await sql.raw(`DROP TABLE ${table}`).execute(db);
  }
}

import { type Kysely, sql } from 'kysely';

// Webhook deliveries keep their own schedule: when the next attempt is due (a sweep queues the ones
// whose job was lost: never queued, or its process killed) and until when an attempt holds the
// delivery (a second job for it then does nothing, so a delivery is never attempted twice at once).
// Alerts and delivery logs are pruned by age: indexes on their creation time.
const statements = [
  'ALTER TABLE webhook_deliveries ADD COLUMN next_attempt_at timestamptz',
  'ALTER TABLE webhook_deliveries ADD COLUMN claimed_until timestamptz',
  "UPDATE webhook_deliveries SET next_attempt_at = updated_at WHERE status = 'pending'",
  "CREATE INDEX webhook_deliveries_pending_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'pending'",
  'CREATE INDEX webhook_deliveries_created_at_idx ON webhook_deliveries (created_at)',
  'CREATE INDEX alert_inbox_created_at_idx ON alert_inbox (created_at)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'DROP INDEX alert_inbox_created_at_idx',
    'DROP INDEX webhook_deliveries_created_at_idx',
    'DROP INDEX webhook_deliveries_pending_idx',
    'ALTER TABLE webhook_deliveries DROP COLUMN claimed_until',
    'ALTER TABLE webhook_deliveries DROP COLUMN next_attempt_at',
  ]) {
    await sql.raw(statement).execute(db);
  }
}

// The alerts evaluation after a cycle: 20 users with email alerts on, each tracking 200
// of 2,000 items with 61 daily readings, 1% of them jumping on the last day. Reports the time of
// `afterCycle` (read the 60-day window, judge every user's items, record and email the alerts) on
// the embedded database. `npm run bench alerts-evaluation`.
import { sql } from 'kysely';
import { KyselyNotificationSettings } from '@server/accounts/adapters/kysely-notification-settings';
import { createAlertsModule } from '@server/alerts/alerts-module';
import { openDatabase } from '@server/db/database';
import { KyselyRecentReadings } from '@server/tracking/adapters/kysely-recent-readings';
import { KyselyTrackedItems } from '@server/tracking/adapters/kysely-tracked-items';

const ITEMS = Number(process.env.ALERTS_BENCH_ITEMS ?? 2000);
const USERS = 20;
const PER_USER = Math.min(200, ITEMS);
const DAY = 86_400_000;

export default async function alertsEvaluation(): Promise<void> {
  const now = new Date(Math.floor(Date.now() / DAY) * DAY + 6 * 3_600_000);
  const database = await openDatabase({ inMemory: true, dataDir: '' });
  const { db } = database;
  await sql`INSERT INTO users (email, verified) SELECT 'bench' || n || '@example.com', true FROM generate_series(1, ${USERS}) n`.execute(
    db,
  );
  await sql`INSERT INTO user_settings (user_id, email_notifications) SELECT id, true FROM users`.execute(db);
  await sql`INSERT INTO tracked_items (kind, spotify_id, name, created_at)
    SELECT 'artist', lpad(n::text, 22, '0'), 'Artist ' || n, ${now} FROM generate_series(1, ${ITEMS}) n`.execute(
    db,
  );
  await sql`INSERT INTO user_tracking (user_id, item_id, created_at)
    SELECT u.id, t.id, ${now} FROM users u JOIN tracked_items t ON (t.id + u.id * 97) % ${ITEMS} < ${PER_USER}`.execute(
    db,
  );
  // A steady climb with a little daily noise; every hundredth item jumps 50× its usual day at the end.
  await sql`INSERT INTO item_snapshots (item_id, checked_at, followers, popularity)
    SELECT t.id, ${now}::timestamptz - make_interval(days => d),
      100000 + t.id * 100 + (60 - d) * 500 + ((t.id * 7 + d * 13) % 17) * 20
        + CASE WHEN d = 0 AND t.id % 100 = 0 THEN 25000 ELSE 0 END,
      50
    FROM tracked_items t, generate_series(0, 60) d`.execute(db);
  let mails = 0;
  const alerts = createAlertsModule({
    db,
    clock: { now: () => now },
    config: {
      publicUrl: 'http://localhost:3000',
      webhookAllowPrivate: false,
      webhookAllowHttp: false,
      alertsInboxRetentionDays: 180,
      webhookDeliveryRetentionDays: 30,
      databaseUrl: undefined,
      jobRunner: 'inline',
    },
    logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
    mailer: { send: async () => void mails++ },
    mailConfigured: true,
    subscribers: new KyselyNotificationSettings(db),
    watchlist: {
      isTracking: (userId, kind, id) => new KyselyTrackedItems(db).isTracking(userId, kind, id),
      ...bind(new KyselyRecentReadings(db)),
    },
    chat: null,
    // The bench measures readings and rules; no playlist here is graded, so no placement is news.
    placements: { since: async () => new Map() },
    gradeTransitions: { of: async () => new Map() },
  });
  const started = performance.now();
  await alerts.afterCycle();
  const elapsed = performance.now() - started;
  const raised = await sql<{ n: number }>`SELECT count(*)::int AS n FROM alert_inbox`.execute(db);
  console.log(
    `${USERS} users × ${PER_USER} items (${ITEMS} items, 61 readings each): afterCycle ${elapsed.toFixed(0)} ms, ${raised.rows[0]!.n} alerts, ${mails} emails`,
  );
  await alerts.stop();
  await database.close();
}

function bind(readings: KyselyRecentReadings) {
  return {
    trackedItemsOf: readings.trackedItemsOf.bind(readings),
    recentReadings: readings.recentReadings.bind(readings),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) await alertsEvaluation();

import { KyselyNotificationSettings } from './accounts/adapters/kysely-notification-settings';
import { createAlertsModule } from './alerts/alerts-module';
import { createMusicService } from './catalog';
import type { Config } from './config';
import { type Database, openDatabase } from './db/database';
import { createMailModule } from './mail/mail-module';
import type { Logger } from './platform/logger';
import { systemClock } from './platform/system-clock';
import { createTelegramModule, telegramAlerts } from './telegram/telegram-module';
import { createTrackingModule, type TrackingModule } from './tracking/tracking-module';

export interface TrackingProcess {
  readonly tracking: TrackingModule;
  readonly database: Database;
  close(): Promise<void>;
}

/**
 * Composition root of the refresh-only runtimes (`npm run worker`, `npm run refresh-once`): the
 * configured database, music service and mailer, and the tracking module on top, with no HTTP.
 */
export async function composeTrackingProcess(
  config: Config,
  jobRunner: 'inline' | 'pg-boss',
  logger: Logger,
): Promise<TrackingProcess> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    dataDir: config.dataDir,
  });
  const mail = createMailModule(config);
  const mailer = mail.mailer;
  const music = createMusicService(config, systemClock);
  // Accounts' settings without its HTTP module: who takes alerts, and the Telegram flag.
  const notificationSettings = new KyselyNotificationSettings(database.db);
  // Alerts reach Telegram from here too; the bot's poller runs only in API processes.
  const telegram = createTelegramModule({
    db: database.db,
    clock: systemClock,
    config,
    logger,
    notificationSetting: notificationSettings,
    databaseUrl: config.databaseUrl,
  });
  const tracking = createTrackingModule({
    db: database.db,
    music,
    clock: systemClock,
    refreshIntervalMinutes: config.refreshIntervalMinutes,
    jobRunner,
    databaseUrl: config.databaseUrl,
    // Cycles finish in workers: the alerts rules are evaluated here, webhooks queued on pg-boss.
    alertsAfterCycle: () => alerts.afterCycle(),
    logger,
  });
  const alerts = createAlertsModule({
    db: database.db,
    clock: systemClock,
    // Webhook retries follow the deployment's runner (the API processes work the same queue).
    config,
    logger,
    mailer,
    subscribers: notificationSettings,
    watchlist: tracking.queries,
    placements: tracking.bottedPlacements,
    gradeTransitions: tracking.gradeTransitions,
    chat: telegramAlerts(telegram),
  });
  await alerts.start();
  return {
    tracking,
    database,
    async close() {
      await tracking.stop();
      await alerts.stop();
      await mail.stop();
      await database.close();
    },
  };
}

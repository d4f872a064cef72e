import { KyselyNotificationSettings } from './accounts/adapters/kysely-notification-settings';
import { createMusicService } from './catalog';
import type { Config } from './config';
import { type Database, openDatabase } from './db/database';
import { ConsoleMailer } from './mail/console-mailer';
import { SmtpMailer } from './mail/smtp-mailer';
import { systemClock } from './platform/system-clock';
import { createTelegramModule, telegramDelivery } from './telegram/telegram-module';
import { ChatDigestChannel } from './tracking/adapters/chat-digest-channel';
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
): Promise<TrackingProcess> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const mailer = config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new ConsoleMailer();
  const music = createMusicService({
    source: config.musicSource,
    clientId: config.spotifyClientId,
    clientSecret: config.spotifyClientSecret,
    apiUrl: config.spotifyApiUrl,
    accountsUrl: config.spotifyAccountsUrl,
    clock: systemClock,
  });
  // Accounts' settings without its HTTP module: who takes digests, and the Telegram flag.
  const notificationSettings = new KyselyNotificationSettings(database.db);
  // Digests reach Telegram from here too; the bot's poller runs only in API processes.
  const telegram = createTelegramModule({
    db: database.db,
    clock: systemClock,
    config,
    logger: console,
    notificationSetting: notificationSettings,
    databaseUrl: config.databaseUrl,
  });
  const tracking = createTrackingModule({
    db: database.db,
    music,
    clock: systemClock,
    mailer,
    publicUrl: config.publicUrl,
    refreshIntervalMinutes: config.refreshIntervalMinutes,
    jobRunner,
    databaseUrl: config.databaseUrl,
    subscribers: notificationSettings,
    digestChannels: [new ChatDigestChannel(telegramDelivery(telegram))],
  });
  return {
    tracking,
    database,
    async close() {
      await tracking.stop();
      if (mailer instanceof SmtpMailer) mailer.close();
      await database.close();
    },
  };
}

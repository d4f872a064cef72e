import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { KyselyNotificationSettings } from '@server/accounts/adapters/kysely-notification-settings';
import {
  createTelegramModule,
  type TelegramModule,
  type TelegramTuning,
} from '@server/telegram/telegram-module';
import { type FakeTelegram, startFakeTelegram } from '../../../support/fake-telegram';
import { createScratchDatabase } from '../../../support/postgres';
import { createTestApp, type TestApp } from '../../../support/test-app';
import { CapturingLog } from '../../../support/fakes/telegram/fake-time';

/** Short waits so the suites stay fast; the real defaults are in `DEFAULT_TELEGRAM_TUNING`. */
export const FAST_TUNING: Partial<TelegramTuning> = {
  pollTimeoutSeconds: 1,
  lockRetryMs: 200,
  conflictBackoffMs: { first: 100, max: 400 },
  errorBackoffMs: 100,
  pacing: { perChatMs: 250, overallMs: 0 },
};

export interface TelegramTestApp {
  readonly testApp: TestApp;
  readonly app: FastifyInstance;
  readonly fake: FakeTelegram;
  readonly telegram: TelegramModule;
  readonly log: CapturingLog;
  readonly databaseUrl: string | undefined;
  /** Another Telegram module on the same database and fake (another API process). */
  anotherInstance(): TelegramModule;
}

/**
 * The real app (accounts, sessions, CSRF) on PGlite or PostgreSQL with the Telegram module mounted
 * under `/api` the way the composition root mounts feature modules, talking to a fake Bot API.
 * `token: false` leaves Telegram unconfigured.
 */
export function useTelegramApp(
  target: { postgres: boolean },
  options: { token?: boolean } = {},
): { readonly current: TelegramTestApp } {
  const holder = { current: undefined as unknown as TelegramTestApp };
  const cleanups: Array<() => Promise<void>> = [];
  beforeAll(async () => {
    const fake = await startFakeTelegram();
    cleanups.push(() => fake.close());
    const scratch = target.postgres ? await createScratchDatabase({ migrated: true }) : undefined;
    if (scratch) cleanups.push(() => scratch.drop());
    const testApp = await createTestApp({ postgresUrl: scratch?.url, without: ['telegram'] });
    const log = new CapturingLog();
    const config = {
      ...testApp.config,
      telegramBotToken: options.token === false ? undefined : fake.token,
      telegramApiUrl: fake.url,
    };
    const instances: TelegramModule[] = [];
    const instance = () => {
      const module = createTelegramModule({
        db: testApp.database.db,
        clock: testApp.clock,
        config,
        logger: log,
        notificationSetting: new KyselyNotificationSettings(testApp.database.db),
        databaseUrl: scratch?.url,
        tuning: FAST_TUNING,
      });
      instances.push(module);
      return module;
    };
    const telegram = instance();
    await testApp.app.register(
      async (api) => {
        await testApp.composition.appOptions.apiPlatform?.(api);
        await api.register(telegram.apiModule);
      },
      { prefix: '/api' },
    );
    await telegram.start();
    cleanups.unshift(async () => {
      for (const module of instances) await module.stop();
      await testApp.close();
    });
    holder.current = {
      testApp,
      app: testApp.app,
      fake,
      telegram,
      log,
      databaseUrl: scratch?.url,
      anotherInstance: instance,
    };
  });
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });
  return holder;
}

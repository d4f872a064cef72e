import path from 'node:path';
import type { MusicService } from '@domain/ports';
import type { Clock } from '@domain/ports/clock';
import { AccountService } from './accounts/account-service';
import type { AccountsContext } from './accounts/accounts-context';
import { createAccountsModule, createSessionPlatform } from './accounts/accounts-module';
import { CsrfTokens } from './accounts/csrf';
import { GoogleIdTokenVerifier } from './accounts/google-verifier';
import { PasswordResets } from './accounts/password-resets';
import { RegistrationTokens } from './accounts/registration-tokens';
import { type SeededAccounts, ensureAdmin, seedDemoAccounts } from './accounts/seed-accounts';
import { SessionStore } from './accounts/session-store';
import { UserStore } from './accounts/user-store';
import { VerificationCodes } from './accounts/verification-codes';
import type { ApiModule, AppOptions } from './app';
import { createCatalogModule, createMusicService, DemoMusicService, KyselyPlaylistTrackers } from './catalog';
import type { Config } from './config';
import { type Database, openDatabase } from './db/database';
import { ConsoleMailer } from './mail/console-mailer';
import type { Mailer } from './mail/mailer';
import { SmtpMailer } from './mail/smtp-mailer';
import { loggerOptions } from './platform/logger';
import { resolveSessionSecret } from './platform/session-secret';
import { systemClock } from './platform/system-clock';
import { ContactStore } from './site/contact-store';
import { createSiteModule } from './site/site-module';
import { seedDemoHistory } from './tracking/demo-history';
import { createTrackingRuntime } from './tracking/tracking-runtime';

/** What tests (and only tests) may swap; everything else follows the configuration. */
export interface CompositionOverrides {
  readonly clock?: Clock;
  readonly mailer?: Mailer;
  /** PGlite in memory instead of `DATA_DIR` (tests). */
  readonly inMemoryDatabase?: boolean;
  readonly logger?: AppOptions['logger'];
  /** Extra API modules (tests; features not yet composed). */
  readonly apiModules?: readonly ApiModule[];
  /** A music service instead of the configured one (e.g. Spotify on a local fake). */
  readonly musicService?: MusicService;
}

export interface Composition {
  /** Pass to `buildApp`. */
  readonly appOptions: AppOptions;
  readonly config: Config;
  readonly database: Database;
  readonly clock: Clock;
  readonly mailer: Mailer;
  readonly seeded: SeededAccounts;
  /** Starts background work (schedulers, pollers). Call after the app is built. */
  start(): Promise<void>;
  /** Stops background work and closes the database. Idempotent. */
  stop(): Promise<void>;
}

/**
 * The server's composition root (DESIGN §1): the only place adapters are constructed. Opens and
 * migrates the database, seeds accounts, and assembles every API module.
 *
 * A feature adds itself here: build its adapters from `config`/`database`/`clock`, push its
 * `ApiModule` onto `apiModules` (served under `/api`), its root plugins onto `rootModules`, and its
 * background work into `start`/`stop`.
 */
export async function compose(config: Config, overrides: CompositionOverrides = {}): Promise<Composition> {
  const clock = overrides.clock ?? systemClock;
  const mailer =
    overrides.mailer ??
    (config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new ConsoleMailer());
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    inMemory: overrides.inMemoryDatabase,
  });
  const { db } = database;
  const musicService =
    overrides.musicService ??
    createMusicService({
      source: config.musicSource,
      clientId: config.spotifyClientId,
      clientSecret: config.spotifyClientSecret,
      apiUrl: config.spotifyApiUrl,
      accountsUrl: config.spotifyAccountsUrl,
      clock,
    });
  const secret = resolveSessionSecret(config.sessionSecret, config.dataDir);
  const users = new UserStore(db);
  const sessions = new SessionStore(db, clock);

  const seeded = await seed(config, database, users, clock);
  // Tracking: the refresh scheduler stays off under NODE_ENV=test (tests run cycles themselves).
  const tracking = createTrackingRuntime({
    db,
    music: musicService,
    clock,
    mailer,
    publicUrl: config.publicUrl,
    refreshIntervalMinutes: config.refreshIntervalMinutes,
    jobRunner: config.jobRunner,
    databaseUrl: config.databaseUrl,
    tuning: { schedule: config.nodeEnv !== 'test' },
  });
  if (seeded.demoUserId !== null && musicService instanceof DemoMusicService) {
    const demo = { catalog: musicService.catalog(), musicAt: (at: Clock) => new DemoMusicService(at) };
    await seedDemoHistory(db, demo, { userId: seeded.demoUserId, now: clock.now() });
  }

  const accounts: AccountsContext = {
    service: new AccountService({
      users,
      sessions,
      codes: new VerificationCodes(db, clock),
      resets: new PasswordResets(db, clock),
      mailer,
      clock,
      publicUrl: config.publicUrl,
      google: config.googleClientId
        ? new GoogleIdTokenVerifier(config.googleClientId, config.googleJwksUrl, () => clock.now())
        : null,
      reportError: (error, context) =>
        console.error(`${context}: ${error instanceof Error ? error.message : error}`),
    }),
    users,
    sessions,
    csrf: new CsrfTokens(secret),
    registrations: new RegistrationTokens(secret),
    cookies: { secure: config.publicUrl.startsWith('https://') },
    clock,
    rateLimits: config.rateLimits,
    googleClientId: config.googleClientId ?? null,
  };

  const catalog = createCatalogModule({
    musicService,
    musicServiceBudget: config.rateLimits.search,
    followerHistory: tracking.followerHistory,
    playlistTrackers: new KyselyPlaylistTrackers(db),
    clock,
  });
  const apiModules: ApiModule[] = [
    createAccountsModule(accounts),
    createSiteModule({ contacts: new ContactStore(db), mailer, clock, config }),
    catalog.apiModule,
    tracking.apiModule,
    ...(overrides.apiModules ?? []),
  ];
  const rootModules: NonNullable<AppOptions['rootModules']> = [...catalog.rootModules];

  const appOptions: AppOptions = {
    apiPlatform: createSessionPlatform(accounts),
    apiModules,
    rootModules,
    healthChecks: [{ name: 'database', check: () => database.ping() }],
    spaDir: path.resolve('dist'),
    logger: overrides.logger ?? loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    securityHeaders: { https: config.publicUrl.startsWith('https://') },
  };

  let stopped = false;
  return {
    appOptions,
    config,
    database,
    clock,
    mailer,
    seeded,
    async start() {
      await sessions.deleteExpired();
      await tracking.start();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await tracking.stop();
      if (mailer instanceof SmtpMailer) mailer.close();
      await database.close();
    },
  };
}

/** Admin from the environment; demo accounts on a new database outside production (DESIGN §2, §3). */
async function seed(
  config: Config,
  database: Database,
  users: UserStore,
  clock: Clock,
): Promise<SeededAccounts> {
  const announcements: string[] = [];
  if (config.adminEmail && config.adminPassword) {
    announcements.push(await ensureAdmin(users, clock, config.adminEmail, config.adminPassword));
  }
  const isNewDatabase = database.appliedMigrations.includes('001-accounts');
  const seedDemo = config.seedDemo ?? (isNewDatabase && config.nodeEnv !== 'production');
  if (!seedDemo) return { demoUserId: null, announcements };
  const demo = await seedDemoAccounts(users, clock);
  return { demoUserId: demo.demoUserId, announcements: [...announcements, ...demo.announcements] };
}

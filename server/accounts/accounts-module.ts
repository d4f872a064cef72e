import type { Kysely } from 'kysely';
import type { Clock } from '@domain/ports/clock';
import type { ApiModule } from '../http/api-module';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import { seedDemoAccounts } from './demo-accounts';
import type { Mailer } from '../mail/mailer';
import type { Logger } from '../platform/logger';
import { systemClock } from '../platform/system-clock';
import { DetachedTasks } from './adapters/detached-tasks';
import { HmacRegistrationTokens } from './adapters/hmac-registration-tokens';
import { JoseGoogleIdTokens } from './adapters/jose-google-id-tokens';
import { KyselyLoginFailures } from './adapters/kysely-login-failures';
import { KyselyNotificationSettings } from './adapters/kysely-notification-settings';
import { KyselyPasswordResets } from './adapters/kysely-password-resets';
import { KyselySessions } from './adapters/kysely-sessions';
import { KyselyUsers } from './adapters/kysely-users';
import { KyselyVerificationCodes } from './adapters/kysely-verification-codes';
import { NoChatLinks } from './adapters/no-chat-links';
import { noOwnedFiles } from './adapters/no-owned-files';
import { ScryptPasswordHasher } from './adapters/scrypt-password-hasher';
import { CsrfTokens } from '../http/csrf';
import type { SessionPluginDeps } from '../http/session-plugin';
import { CSRF_HANDOUT_PATHS } from './session-paths';
import {
  type AccountPorts,
  type ChatLinks,
  type NotificationSettings,
  type OwnedFiles,
  type ReportError,
  SESSION_LIFETIME_MS,
  type TrackedCounts,
} from './ports';
import type { AccountRoutesDeps } from './routes/account-routes-deps';
import { adminRoutes } from './routes/admin-routes';
import { authRoutes } from './routes/auth-routes';
import { googleRoutes } from './routes/google-routes';
import { passwordRoutes } from './routes/password-routes';
import { sessionRoutes } from './routes/session-routes';
import { settingsRoutes } from './routes/settings-routes';
import { ensureAdmin } from './use-cases/ensure-admin';

export interface AccountsModuleDeps {
  readonly config: Config;
  readonly db: Kysely<DB>;
  readonly clock: Clock;
  readonly mailer: Mailer;
  /** The session secret (`SESSION_SECRET` or the stored one): signs CSRF and registration tokens. */
  readonly secret: string;
  readonly logger: Logger;
  /** A composed chat feature (Telegram) says who has a linked chat; by default nobody has. */
  readonly chatLinks?: ChatLinks;
  /** How many items each user tracks, for the admin list (tracking's query port). */
  readonly trackedCounts: TrackedCounts;
  /** A composed feature keeping files for users (landing pages) removes them with the account. */
  readonly ownedFiles?: OwnedFiles;
  /** Whether this process created the database: demo logins are seeded on a new one outside production. */
  readonly newDatabase: boolean;
}

export interface SeededAccounts {
  /** The demo user's id when demo accounts exist (tracking seeds its demo data for this user). */
  readonly demoUserId: number | null;
  /** Lines to print at start: the logins a newcomer can use. */
  readonly announcements: readonly string[];
}

export interface AccountsModule {
  /** Every account endpoint of docs/product.md §7, mounted under `/api`. */
  readonly apiModule: ApiModule;
  /** Who takes which notifications (alerts' channels, Telegram's chats). */
  readonly notificationSettings: NotificationSettings;
  /** What the HTTP edge's session plugin needs from accounts: its sessions, CSRF tokens and cookies. */
  readonly sessionEdge: SessionPluginDeps;
  /** What `start()` seeded (nothing before it has run). */
  readonly seeded: SeededAccounts;
  /**
   * Clears expired sessions, then seeds the `ADMIN_EMAIL` admin and the demo logins when `SEED_DEMO`
   * says so or, unset, on a new database outside production (docs/operations.md#embedded-defaults).
   */
  start(): Promise<void>;
  /** Waits for emails still being sent in the background. */
  stop(): Promise<void>;
}

/** The accounts feature: sign-up, sign-in, sessions, passwords, settings and user admin. */
export function createAccountsModule(deps: AccountsModuleDeps): AccountsModule {
  const { config, db, clock, secret } = deps;
  const reportError: ReportError = (error, context) =>
    deps.logger.error(`${context}: ${error instanceof Error ? error.message : error}`);
  const background = new DetachedTasks(reportError);
  const ports: AccountPorts = {
    users: new KyselyUsers(db),
    sessions: new KyselySessions(db, clock),
    codes: new KyselyVerificationCodes(db, clock),
    resets: new KyselyPasswordResets(db, clock),
    passwords: new ScryptPasswordHasher(),
    registrations: new HmacRegistrationTokens(secret),
    google: config.googleClientId
      ? new JoseGoogleIdTokens(config.googleClientId, config.googleJwksUrl, () => clock.now())
      : null,
    chatLinks: deps.chatLinks ?? new NoChatLinks(),
    trackedCounts: deps.trackedCounts,
    ownedFiles: deps.ownedFiles ?? noOwnedFiles,
    mailer: deps.mailer,
    clock,
    publicUrl: config.publicUrl,
    reportError,
    background,
    loginFailures: new KyselyLoginFailures(db, secret),
  };
  const routes: AccountRoutesDeps = {
    ports,
    // CSRF tokens age by the wall clock, like the browser's cookie: the injected clock is the data's
    // time (tests move it days ahead between a sign-in and the next change).
    csrf: new CsrfTokens(secret, () => systemClock.now()),
    cookies: { secure: config.publicUrl.startsWith('https://'), sessionLifetimeMs: SESSION_LIFETIME_MS },
    rateLimits: config.rateLimits,
    googleClientId: config.googleClientId ?? null,
  };
  let seeded: SeededAccounts = { demoUserId: null, announcements: [] };
  return {
    apiModule: async (api) => {
      await sessionRoutes(api, routes);
      await authRoutes(api, routes);
      await passwordRoutes(api, routes);
      await settingsRoutes(api, routes);
      await googleRoutes(api, routes);
      await adminRoutes(api, routes);
    },
    notificationSettings: new KyselyNotificationSettings(db),
    sessionEdge: {
      sessions: ports.sessions,
      csrf: routes.csrf,
      cookies: routes.cookies,
      csrfHandouts: CSRF_HANDOUT_PATHS,
    },
    get seeded() {
      return seeded;
    },
    async start() {
      await ports.sessions.deleteExpired();
      const demo = config.seedDemo ?? (deps.newDatabase && config.nodeEnv !== 'production');
      seeded = await seedAccounts(ports, config, demo);
    },
    async stop() {
      await background.settled();
    },
  };
}

async function seedAccounts(ports: AccountPorts, config: Config, demo: boolean): Promise<SeededAccounts> {
  const announcements: string[] = [];
  if (config.adminEmail && config.adminPassword) {
    const admin = await ensureAdmin(ports, { email: config.adminEmail, password: config.adminPassword });
    if (admin.ok) announcements.push(admin.value);
  }
  if (!demo) return { demoUserId: null, announcements };
  const accounts = await seedDemoAccounts(ports);
  return { demoUserId: accounts.demoUserId, announcements: [...announcements, ...accounts.announcements] };
}

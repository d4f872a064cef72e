import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { MusicLookups, MusicService } from '@domain/ports';
import { hashPassword } from '@server/accounts/adapters/scrypt-password-hasher';
import { buildApp } from '@server/app';
import type { MusicServices } from '@server/catalog/music-services';
import { type Composition, type CompositionOverrides, compose } from '@server/composition';
import { type Config, loadConfig, type RateLimits } from '@server/config';
import type { Database } from '@server/db/database';
import { CapturingMailer } from './capturing-mailer';
import { ManualClock } from './manual-clock';

export { CapturingMailer } from './capturing-mailer';
export { ManualClock } from './manual-clock';

export interface TestAppOptions {
  /** Run on this PostgreSQL database instead of an in-memory PGlite. */
  readonly postgresUrl?: string;
  readonly configOverrides?: Partial<Config>;
  /** A MusicService for the catalog instead of the configured (demo) one. */
  readonly musicService?: MusicService;
  /** Deezer's stand-in (cross-service links); unset: Deezer is off. */
  readonly deezer?: MusicService & MusicLookups;
  /** The upstream-call counter the composed app reads (give it to `musicService` too). */
  readonly upstreamCalls?: CompositionOverrides['upstreamCalls'];
  /** Every music service (e.g. a Deezer double beside the demo catalog); wins over `musicService`. */
  readonly musicServices?: MusicServices;
  readonly clock?: ManualClock;
  readonly apiModules?: CompositionOverrides['apiModules'];
  /** Features the test mounts itself, with test-only options. */
  readonly without?: CompositionOverrides['without'];
  readonly landingPages?: CompositionOverrides['landingPages'];
  /** Alerts' webhook tuning (short retry delays). */
  readonly alerts?: CompositionOverrides['alerts'];
  /** Shorter Telegram poll and pacing times (a composed app against a fake Bot API). */
  readonly telegramTuning?: CompositionOverrides['telegramTuning'];
  /** Imported listening (tests/support/in-memory-listening-reads.ts). */
  readonly listeningReads?: CompositionOverrides['listeningReads'];
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: Database;
  /** The capturing mailer, unless `configOverrides.smtpUrl` chose real SMTP. */
  readonly mailer: CapturingMailer;
  readonly clock: ManualClock;
  readonly config: Config;
  readonly composition: Composition;
  close(): Promise<void>;
}

/** Rate limits high enough that ordinary tests never meet them. */
export const RELAXED_RATE_LIMITS: RateLimits = Object.fromEntries(
  Object.entries(loadConfig({}).rateLimits).map(([name, limit]) => [
    name,
    { ...limit, perIp: 10_000, perAccount: 10_000 },
  ]),
) as unknown as RateLimits;

const contexts = new WeakMap<FastifyInstance, TestApp>();

/**
 * The real app (real routes, real database, real sessions) on in-memory PGlite, or on PostgreSQL
 * when `postgresUrl` is given, with a capturing mailer and a manual clock. Nothing listens: use
 * `app.inject`, or `app.listen({ port: 0 })` for real sockets.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cp-test-'));
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    dataDir,
    databaseUrl: options.postgresUrl,
    sessionSecret: 'test-session-secret-that-is-long-enough-0123456789',
    seedDemo: false,
    rateLimits: RELAXED_RATE_LIMITS,
    ...options.configOverrides,
  };
  const clock = options.clock ?? new ManualClock();
  const capturing = new CapturingMailer();
  const composition = await compose(config, {
    clock,
    mailer: config.smtpUrl ? undefined : capturing,
    inMemoryDatabase: !options.postgresUrl,
    requestLog: false,
    apiModules: options.apiModules,
    musicService: options.musicService,
    deezer: options.deezer,
    upstreamCalls: options.upstreamCalls,
    musicServices: options.musicServices,
    without: options.without,
    landingPages: options.landingPages,
    alerts: options.alerts,
    telegramTuning: options.telegramTuning,
    listeningReads: options.listeningReads,
  });
  const app = await buildApp({ ...composition.appOptions, spaDir: undefined });
  await composition.start();
  const testApp: TestApp = {
    app,
    database: composition.database,
    mailer: capturing,
    clock,
    config,
    composition,
    async close() {
      await app.close();
      await composition.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  contexts.set(app, testApp);
  return testApp;
}

export interface SignedInUser {
  readonly cookie: string;
  readonly csrf: string;
  readonly userId: number;
  readonly email: string;
  readonly password: string;
  /** The session token (also usable as `Authorization: Bearer`). */
  readonly token: string;
  /** `cookie` and `x-csrf-token`, ready for `app.inject({ headers })`. */
  readonly headers: Record<string, string>;
}

export const TEST_PASSWORD = 'Test-Pass-1234!';
let userCounter = 0;
/** Hashed once: scrypt is deliberately slow, and every signed-in test user shares the password. */
let testPasswordHash: Promise<string> | undefined;
function hashOfTestPassword(): Promise<string> {
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  return testPasswordHash;
}

/** Creates a verified user (an admin with `admin: true`) and logs in through `POST /api/login`. */
export async function signIn(
  app: FastifyInstance,
  options: { email?: string; admin?: boolean } = {},
): Promise<SignedInUser> {
  const context = contexts.get(app);
  if (!context) throw new Error('signIn needs an app made by createTestApp');
  userCounter += 1;
  const email = options.email ?? `user${userCounter}-${Date.now()}@example.com`;
  const existing = await context.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  if (!existing) {
    const user = await context.database.db
      .insertInto('users')
      .values({
        email: email.toLowerCase(),
        password_hash: await hashOfTestPassword(),
        verified: true,
        user_type: options.admin ? 'admin' : 'user',
        created_at: context.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await context.database.db.insertInto('user_settings').values({ user_id: user.id }).execute();
  }
  return signInAs(app, { email, password: TEST_PASSWORD });
}

/** Signs in an existing account (the seeded demo user, say) through `/api/login`, as the SPA does. */
export async function signInAs(
  app: FastifyInstance,
  { email, password }: { email: string; password: string },
): Promise<SignedInUser> {
  const anonymous = await csrfFor(app);
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: anonymous.headers,
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`signIn failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { user_id: number; token: string };
  const cookies = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
  const csrf = cookies.csrf_access_token!;
  const cookie = `session_token=${cookies.session_token}; csrf_access_token=${csrf}`;
  return {
    cookie,
    csrf,
    userId: body.user_id,
    email,
    password,
    token: body.token,
    headers: { cookie, 'x-csrf-token': csrf },
  };
}

/** An anonymous visitor's CSRF token, as the SPA fetches it before login, register or contact. */
export async function csrfFor(
  app: FastifyInstance,
): Promise<{ csrf: string; headers: Record<string, string> }> {
  const response = await app.inject({ method: 'GET', url: '/api/get-csrf-token' });
  const csrf = response.cookies.find((cookie) => cookie.name === 'csrf_access_token')?.value;
  if (!csrf) throw new Error('no csrf_access_token cookie');
  return { csrf, headers: { cookie: `csrf_access_token=${csrf}`, 'x-csrf-token': csrf } };
}

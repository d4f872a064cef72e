import { DEFAULT_POOL_SIZE } from './db/pool-size';
import { existsSync } from 'node:fs';
import { z } from 'zod';
import { validatePassword } from '@domain/accounts';

/** Per-route request budgets (docs/http-api.md#accounts-sessions-and-csrf). Not read from the environment; tests may override them. */
export interface RateLimit {
  readonly perIp: number;
  readonly perAccount: number;
  readonly windowMs: number;
}

export interface RateLimits {
  readonly login: RateLimit;
  readonly register: RateLimit;
  readonly resend: RateLimit;
  readonly reset: RateLimit;
  readonly contact: RateLimit;
  readonly search: RateLimit;
  /** Landing-page form saves (each may carry uploads), per signed-in account and per IP. */
  readonly upload: RateLimit;
  /** Signed-in reads of tracking (status, dashboard lists, histories), per account only. */
  readonly signedInReads: AccountLimit;
  /** Corrections of cross-service links (`PUT`/`DELETE /api/item-links`), per IP and per account. */
  readonly itemLinks: RateLimit;
  /** Anonymous shared-report pages (`/report/{token}`), per IP (IPv6: per /64). */
  readonly reportPages: IpLimit;
  /** Their preview images (`/report/{token}/og.png`), per IP (IPv6: per /64). */
  readonly reportPreviews: IpLimit;
  /** `GET /api/{artist,track}/{id}/placements` (anonymous), per IP (IPv6: per /64). */
  readonly placements: IpLimit;
  /** Share links of playlist reports created, per account (each may write an analysis). */
  readonly shareLinks: AccountLimit;
}

/** A budget counted per client network alone (an IPv4 address or an IPv6 /64). */
export interface IpLimit {
  readonly perIp: number;
  readonly windowMs: number;
}

/** A budget counted per signed-in account alone. */
export interface AccountLimit {
  readonly perAccount: number;
  readonly windowMs: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { perIp: 30, perAccount: 10, windowMs: 15 * 60_000 },
  register: { perIp: 10, perAccount: 3, windowMs: 60 * 60_000 },
  resend: { perIp: 10, perAccount: 3, windowMs: 15 * 60_000 },
  reset: { perIp: 10, perAccount: 3, windowMs: 60 * 60_000 },
  contact: { perIp: 5, perAccount: 5, windowMs: 60 * 60_000 },
  search: { perIp: 120, perAccount: 120, windowMs: 60_000 },
  upload: { perIp: 120, perAccount: 60, windowMs: 60 * 60_000 },
  signedInReads: { perAccount: 300, windowMs: 60_000 },
  reportPages: { perIp: 60, windowMs: 60_000 },
  reportPreviews: { perIp: 60, windowMs: 60_000 },
  placements: { perIp: 120, windowMs: 60_000 },
  shareLinks: { perAccount: 30, windowMs: 60 * 60_000 },
  itemLinks: { perIp: 60, perAccount: 30, windowMs: 60 * 60_000 },
};

/** Where landing-page uploads are kept: `DATA_DIR/uploads`, or an S3-compatible bucket (`STORAGE=s3`). */
export type UploadStorageConfig =
  | { readonly kind: 'local' }
  | {
      readonly kind: 's3';
      readonly endpoint: string;
      readonly bucket: string;
      readonly region: string;
      readonly accessKeyId: string;
      readonly secretAccessKey: string;
    };

/** A music catalog the install can switch on (`MUSIC_SOURCES`). */
export type MusicSourceName = 'demo' | 'spotify' | 'deezer';

const MUSIC_SOURCES_RULE = 'must be "demo" alone or a comma list of spotify and deezer';

/**
 * `MUSIC_SOURCES` as a list: `demo` alone, or one or both of `spotify` and `deezer` (order and
 * repeats do not matter); null when the value is none of these.
 */
export function parseMusicSources(value: string): MusicSourceName[] | null {
  const names = [...new Set(value.split(',').map((name) => name.trim().toLowerCase()))];
  if (names.length === 1 && names[0] === 'demo') return ['demo'];
  if (names.some((name) => name !== 'spotify' && name !== 'deezer')) return null;
  return (['spotify', 'deezer'] as const).filter((name) => names.includes(name));
}

/** Everything the server reads from its environment (docs/configuration.md), validated once at start. */
/** The operator's budget for watching opened items (docs/configuration.md#watching-what-people-open). */
export interface WatchOpenedConfig {
  readonly maxItems: number;
  readonly readingsPerDay: number;
  readonly windowDays: number;
}

export interface Config {
  readonly nodeEnv: string;
  readonly logLevel: string;
  readonly port: number;
  readonly host: string;
  readonly publicUrl: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  /** PostgreSQL connections per process (`DATABASE_POOL_SIZE`). */
  readonly databasePoolSize: number;
  /** Unset: generated and stored in `DATA_DIR` on first run. */
  readonly sessionSecret: string | undefined;
  /** Unset: seed only when the database is new and `nodeEnv` is not production. */
  readonly seedDemo: boolean | undefined;
  readonly adminEmail: string | undefined;
  readonly adminPassword: string | undefined;
  /** `MUSIC_SOURCES`: `['demo']`, or the real services switched on (`spotify`, `deezer`, or both). */
  readonly musicSources: readonly MusicSourceName[];
  /**
   * The one service `createMusicService` answers for callers that know a single catalog: `demo`,
   * else `spotify` when it is on, else `deezer`.
   */
  readonly musicSource: MusicSourceName;
  readonly deezerApiUrl: string;
  readonly spotifyClientId: string | undefined;
  readonly spotifyClientSecret: string | undefined;
  readonly spotifyApiUrl: string;
  readonly spotifyAccountsUrl: string;
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  readonly aiProvider: 'builtin' | 'gemini' | 'openai';
  readonly geminiApiKey: string | undefined;
  readonly geminiModel: string;
  readonly geminiApiUrl: string;
  readonly openaiBaseUrl: string | undefined;
  readonly openaiApiKey: string | undefined;
  readonly openaiModel: string | undefined;
  readonly telegramBotToken: string | undefined;
  readonly telegramApiUrl: string;
  readonly googleClientId: string | undefined;
  readonly googleJwksUrl: string;
  readonly refreshIntervalMinutes: number;
  /** The most items one account may track, single or through bulk lists (`TRACKED_ITEMS_PER_ACCOUNT`). */
  readonly trackedItemsPerAccount: number;
  /**
   * Watching what people open (`WATCH_OPENED*`): every public artist, track and playlist a browser
   * opens is read once a day for `windowDays` after its last opening, at most `maxItems` at a time
   * (the least recently opened dropped first) and `readingsPerDay` readings a UTC day; null: off.
   */
  readonly watchOpened: WatchOpenedConfig | null;
  readonly jobRunner: 'inline' | 'pg-boss';
  /** Webhooks may call private, loopback and link-local addresses (tests, self-hosting). */
  readonly webhookAllowPrivate: boolean;
  /** Webhook URLs may be plain `http://` (tests, self-hosting). */
  readonly webhookAllowHttp: boolean;
  /** Days an alert stays in the inbox (`ALERTS_INBOX_RETENTION_DAYS`). */
  readonly alertsInboxRetentionDays: number;
  /** Days a webhook delivery stays in its log (`WEBHOOK_DELIVERY_RETENTION_DAYS`). */
  readonly webhookDeliveryRetentionDays: number;
  readonly gaMeasurementId: string | undefined;
  readonly metaGraphUrl: string;
  /** A trusted proxy header carrying the visitor's ISO country code, lower-cased. */
  readonly geoipCountryHeader: string | undefined;
  /** Honour X-Forwarded-For (set when running behind a load balancer). */
  readonly trustProxy: boolean;
  /** Hand out the browser bundle's source maps (off: they would publish the client source). */
  readonly serveSourceMaps: boolean;
  /** Serves `/metrics` (Prometheus) to a scraper that sends it as a bearer token; unset: no `/metrics`. */
  readonly metricsToken: string | undefined;
  /**
   * Tests only (refused in production): seeds the per-visit choice among a landing page's Spotify
   * destinations, so a browser test can check the split against the proportions.
   */
  readonly landingRandomSeed: number | undefined;
  /** How many megabytes (MiB) of uploads each user's landing-page library may hold. */
  readonly uploadQuotaMb: number;
  readonly uploadStorage: UploadStorageConfig;
  readonly rateLimits: RateLimits;
  /** Days a revoked or expired share link is kept (its page answers 410) before it is deleted (404). */
  readonly shareLinkRetentionDays: number;
  /** Megabytes (MiB) of drawn report pages and preview images each API process keeps. */
  readonly reportCacheMb: number;
}

const optional = z.string().optional();
const url = (fallback?: string) =>
  (fallback === undefined ? z.url() : z.url().default(fallback)).refine(
    (value) => value === undefined || /^https?:\/\//.test(value),
    'must be an http(s) URL',
  );
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => ['true', '1', 'yes'].includes(v));

const environmentSchema = z.object({
  NODE_ENV: z.string().default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: url().optional(),
  DATA_DIR: z.string().default('./data'),
  SHARE_LINK_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  REPORT_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(32),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(DEFAULT_POOL_SIZE),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SEED_DEMO: bool.optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: optional,
  MUSIC_SOURCES: optional,
  MUSIC_SOURCE: z.enum(['demo', 'spotify', 'deezer']).optional(),
  DEEZER_API_URL: url('https://api.deezer.com'),
  SPOTIFY_CLIENT_ID: optional,
  SPOTIFY_CLIENT_SECRET: optional,
  SPOTIFY_API_URL: url('https://api.spotify.com/v1'),
  SPOTIFY_ACCOUNTS_URL: url('https://accounts.spotify.com'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Chartpulse <no-reply@chartpulse.local>'),
  AI_PROVIDER: z.enum(['builtin', 'gemini', 'openai']).default('builtin'),
  GEMINI_API_KEY: optional,
  GEMINI_MODEL: z.string().default('gemini-2.5-flash'),
  GEMINI_API_URL: url('https://generativelanguage.googleapis.com'),
  OPENAI_BASE_URL: url().optional(),
  OPENAI_API_KEY: optional,
  OPENAI_MODEL: optional,
  TELEGRAM_BOT_TOKEN: optional,
  TELEGRAM_API_URL: url('https://api.telegram.org'),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_JWKS_URL: url('https://www.googleapis.com/oauth2/v3/certs'),
  REFRESH_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(525_600).default(1440),
  TRACKED_ITEMS_PER_ACCOUNT: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  WATCH_OPENED: z.enum(['on', 'off']).default('on'),
  WATCH_OPENED_MAX_ITEMS: z.coerce.number().int().min(1).max(1_000_000).default(2000),
  WATCH_OPENED_CALLS_PER_DAY: z.coerce.number().int().min(1).max(10_000_000).default(5000),
  WATCH_OPENED_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  JOB_RUNNER: z.enum(['inline', 'pg-boss']).optional(),
  WEBHOOK_ALLOW_PRIVATE: bool.default(false),
  WEBHOOK_ALLOW_HTTP: bool.optional(),
  ALERTS_INBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(180),
  WEBHOOK_DELIVERY_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(30),
  GA_MEASUREMENT_ID: optional,
  META_GRAPH_URL: url('https://graph.facebook.com'),
  GEOIP_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'must be an HTTP header name')
    .optional(),
  TRUST_PROXY: bool.default(false),
  SERVE_SOURCE_MAPS: bool.default(false),
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters')
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
    .optional(),
  LANDING_RANDOM_SEED: z.coerce.number().int().min(0).max(4_294_967_295).optional(),
  UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).max(1_000_000).default(500),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: url().optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)',
    )
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a region name (e.g. eu-west-1, or auto for R2)')
    .optional(),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
});

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and validates the configuration. Empty values count as unset. Throws a `ConfigError`
 * whose message is one line naming the first bad variable.
 */
export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in environmentSchema.shape && value !== ''),
  );
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'configuration');
    const value = present[name];
    const shown =
      name.includes('SECRET') || name.includes('PASSWORD') || name.includes('KEY') ? '' : ` (got "${value}")`;
    throw new ConfigError(
      `Invalid configuration: ${name} ${describe(issue.message)}${value === undefined ? '' : shown}`,
    );
  }
  const e = parsed.data;
  const hasSpotify = Boolean(e.SPOTIFY_CLIENT_ID && e.SPOTIFY_CLIENT_SECRET);
  const musicSources = musicSourcesOf(e.MUSIC_SOURCES, e.MUSIC_SOURCE, hasSpotify);
  if (musicSources.includes('spotify') && !hasSpotify) {
    const variable =
      e.MUSIC_SOURCES === undefined ? 'MUSIC_SOURCE=spotify' : `MUSIC_SOURCES=${e.MUSIC_SOURCES}`;
    throw new ConfigError(
      `Invalid configuration: SPOTIFY_CLIENT_ID and SPOTIFY_CLIENT_SECRET are required when ${variable}`,
    );
  }
  if (e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) {
    throw new ConfigError('Invalid configuration: ADMIN_PASSWORD is required when ADMIN_EMAIL is set');
  }
  const adminPasswordProblem = e.ADMIN_PASSWORD ? validatePassword(e.ADMIN_PASSWORD) : null;
  if (adminPasswordProblem)
    throw new ConfigError(`Invalid configuration: ADMIN_PASSWORD: ${adminPasswordProblem}`);
  if (e.JOB_RUNNER === 'pg-boss' && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration: JOB_RUNNER=pg-boss needs DATABASE_URL (pg-boss does not run on PGlite)',
    );
  }
  if (e.LANDING_RANDOM_SEED !== undefined && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration: LANDING_RANDOM_SEED is for tests only and is refused when NODE_ENV=production',
    );
  }
  const missingS3 = S3_VARIABLES.filter((name) => !e[name]);
  if (e.STORAGE === 's3' && missingS3.length > 0) {
    throw new ConfigError(
      `Invalid configuration: ${missingS3.join(', ')} ${missingS3.length === 1 ? 'is' : 'are'} required when STORAGE=s3`,
    );
  }
  return {
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    sessionSecret: e.SESSION_SECRET,
    seedDemo: e.SEED_DEMO,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    musicSources,
    musicSource: musicSources[0]!,
    deezerApiUrl: e.DEEZER_API_URL,
    spotifyClientId: e.SPOTIFY_CLIENT_ID,
    spotifyClientSecret: e.SPOTIFY_CLIENT_SECRET,
    spotifyApiUrl: e.SPOTIFY_API_URL,
    spotifyAccountsUrl: e.SPOTIFY_ACCOUNTS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    aiProvider: e.AI_PROVIDER,
    geminiApiKey: e.GEMINI_API_KEY,
    geminiModel: e.GEMINI_MODEL,
    geminiApiUrl: e.GEMINI_API_URL,
    openaiBaseUrl: e.OPENAI_BASE_URL,
    openaiApiKey: e.OPENAI_API_KEY,
    openaiModel: e.OPENAI_MODEL,
    telegramBotToken: e.TELEGRAM_BOT_TOKEN,
    telegramApiUrl: e.TELEGRAM_API_URL,
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    refreshIntervalMinutes: e.REFRESH_INTERVAL_MINUTES,
    trackedItemsPerAccount: e.TRACKED_ITEMS_PER_ACCOUNT,
    watchOpened:
      e.WATCH_OPENED === 'off'
        ? null
        : {
            maxItems: e.WATCH_OPENED_MAX_ITEMS,
            readingsPerDay: e.WATCH_OPENED_CALLS_PER_DAY,
            windowDays: e.WATCH_OPENED_DAYS,
          },
    jobRunner: e.JOB_RUNNER ?? (e.DATABASE_URL ? 'pg-boss' : 'inline'),
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE,
    // A private receiver is nearly always plain http, so allowing one allows the other unless said.
    webhookAllowHttp: e.WEBHOOK_ALLOW_HTTP ?? e.WEBHOOK_ALLOW_PRIVATE,
    alertsInboxRetentionDays: e.ALERTS_INBOX_RETENTION_DAYS,
    webhookDeliveryRetentionDays: e.WEBHOOK_DELIVERY_RETENTION_DAYS,
    gaMeasurementId: e.GA_MEASUREMENT_ID,
    metaGraphUrl: e.META_GRAPH_URL,
    geoipCountryHeader: e.GEOIP_COUNTRY_HEADER?.toLowerCase(),
    trustProxy: e.TRUST_PROXY,
    serveSourceMaps: e.SERVE_SOURCE_MAPS,
    metricsToken: e.METRICS_TOKEN,
    landingRandomSeed: e.LANDING_RANDOM_SEED,
    uploadQuotaMb: e.UPLOAD_QUOTA_MB,
    uploadStorage:
      e.STORAGE === 's3'
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT!,
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION!,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          }
        : { kind: 'local' },
    rateLimits: DEFAULT_RATE_LIMITS,
    shareLinkRetentionDays: e.SHARE_LINK_RETENTION_DAYS,
    reportCacheMb: e.REPORT_CACHE_MB,
  };
}

/** `MUSIC_SOURCES`, else its one-value alias `MUSIC_SOURCE`, else Spotify when credentials are set. */
function musicSourcesOf(
  list: string | undefined,
  alias: MusicSourceName | undefined,
  hasSpotify: boolean,
): MusicSourceName[] {
  if (list === undefined) return [alias ?? (hasSpotify ? 'spotify' : 'demo')];
  const sources = parseMusicSources(list);
  if (sources === null || sources.length === 0)
    throw new ConfigError(`Invalid configuration: MUSIC_SOURCES ${MUSIC_SOURCES_RULE} (got "${list}")`);
  if (alias !== undefined && (sources.length !== 1 || sources[0] !== alias))
    throw new ConfigError(
      `Invalid configuration: MUSIC_SOURCE=${alias} contradicts MUSIC_SOURCES=${list}; set only MUSIC_SOURCES`,
    );
  return sources;
}

function describe(message: string): string {
  if (message.startsWith('Invalid input: expected number')) return 'must be a number';
  if (message.startsWith('Invalid option'))
    return message.replace('Invalid option: expected one of', 'must be one of');
  if (message === 'Invalid URL') return 'must be a URL';
  if (message === 'Invalid email address') return 'must be an email address';
  if (message.startsWith('Invalid input: expected int')) return 'must be a whole number';
  return message.replace(/^Too (small|big): expected number to be /, 'must be ');
}

/** Loads `.env` from the working directory into `process.env` when present (existing variables win). */
export function readDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

import type { PageFailures } from '../http/framework-errors';
import { errorPageHtml } from './routes/landing-page-html';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '@domain/ports/clock';
import type { ApiModule } from '../http/api-module';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import type { Logger } from '../platform/logger';
import { HmacEventIds } from './adapters/hmac-event-ids';
import { HmacVisitorIds } from './adapters/hmac-visitor-ids';
import { HttpMetaConversions } from './adapters/http-meta-conversions';
import { InProcessBackgroundWork } from './adapters/in-process-background-work';
import { KyselyClickCounter } from './adapters/kysely-click-counter';
import { KyselyLandingPages } from './adapters/kysely-landing-pages';
import { KyselyUserFiles } from './adapters/kysely-user-files';
import { LocalFileStorage } from './adapters/local-file-storage';
import { sweepLocalUploads } from './adapters/local-upload-sweep';
import { cryptoRandom, randomFileNames } from './adapters/random-ids';
import { seededRandom } from './adapters/seeded-random';
import { S3FileStorage, type S3Settings } from './adapters/s3-file-storage';
import type { EventIds, FileStorage, MetaConversions, RandomSource } from './ports';
import { landingPagesRoutes } from './routes/landing-pages-routes';
import { publicLandingRoutes } from './routes/public-landing-routes';
import { uploadsRoutes } from './routes/uploads-routes';
import { getClickStats } from './use-cases/get-click-stats';
import { createLandingPage } from './use-cases/create-landing-page';
import { deleteLandingPage } from './use-cases/delete-landing-page';
import { deleteUserFile } from './use-cases/delete-user-file';
import { listLandingPages } from './use-cases/list-landing-pages';
import { listUserFiles } from './use-cases/list-user-files';
import { recordClick } from './use-cases/record-click';
import { removeFilesOfDeletedOwner } from './use-cases/remove-files-of-deleted-owner';
import { renderPublicPage } from './use-cases/render-public-page';
import { updateLandingPage } from './use-cases/update-landing-page';

/** Where uploads live: `DATA_DIR/uploads` (default), or any S3-compatible bucket (several machines). */
export type UploadStorageSettings = { readonly kind: 'local' } | ({ readonly kind: 's3' } & S3Settings);

export interface LandingPagesModuleDeps {
  readonly db: Kysely<DB>;
  readonly clock: Clock;
  readonly config: Pick<
    Config,
    | 'dataDir'
    | 'metaGraphUrl'
    | 'geoipCountryHeader'
    | 'publicUrl'
    | 'landingRandomSeed'
    | 'uploadQuotaMb'
    | 'gaMeasurementId'
    | 'rateLimits'
  >;
  readonly logger: Logger;
  /** The session secret: keys the daily visitor hashes that de-duplicate clicks, and signs event ids. */
  readonly secret: string;
  readonly storage?: UploadStorageSettings;
  /** Tests: a seeded per-visit choice (else LANDING_RANDOM_SEED's, else crypto), other event ids, a fake Graph API client. */
  readonly random?: RandomSource;
  readonly eventIds?: EventIds;
  readonly conversions?: MetaConversions;
  /** Where multipart uploads are spooled while they are read (default: `DATA_DIR/upload-spool`). */
  readonly spoolDir?: string;
  /** How old a leftover must be before a sweep removes it (default: one hour). */
  readonly sweepGraceMs?: number;
  /** How often the upload sweep runs after the one at start (default: hourly). */
  readonly sweepEveryMs?: number;
}

export interface LandingPagesModule {
  /** `/api/landing-pages…`, `/api/user-files`. */
  readonly apiModule: ApiModule;
  /** `/landing/{slug}`, `/landing/{slug}/go/{service}`, the page script, `/uploads/…`. */
  readonly rootModules: readonly FastifyPluginAsync[];
  /** `/landing…` failures Fastify answers before any route (a bad %-encoding): HTML pages too. */
  readonly pageFailures: readonly PageFailures[];
  /** What accounts calls to remove a deleted user's uploads (its `OwnedFiles` port). */
  readonly ownedFiles: {
    removalOf(userId: number): Promise<() => Promise<void>>;
  };
  /** Sweeps what crashed or failed uploads left on local disk (see `sweepLocalUploads`), now and hourly. */
  start(): Promise<void>;
  /** Waits for Conversions API calls still under way (tests; shutdown). */
  settle(): Promise<void>;
  stop(): Promise<void>;
}

const UPLOADS_FOLDER = 'uploads';
const SPOOL_FOLDER = 'upload-spool';
const SWEEP_GRACE_MS = 60 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;

function storageOf(deps: LandingPagesModuleDeps): FileStorage {
  const settings = deps.storage ?? { kind: 'local' };
  if (settings.kind === 's3') return new S3FileStorage(settings, deps.clock);
  return new LocalFileStorage(path.resolve(deps.config.dataDir, UPLOADS_FOLDER));
}

/** `LANDING_RANDOM_SEED` makes the per-visit choice repeatable (end-to-end tests); otherwise it is random. */
function randomSourceOf(seed: number | undefined): RandomSource {
  return seed === undefined ? cryptoRandom : seededRandom(seed);
}

/** The landing-page feature's wiring: manager API, public pages, uploads, click counts, Meta events. */
export function createLandingPagesModule(deps: LandingPagesModuleDeps): LandingPagesModule {
  const { clock, config, logger: log } = deps;
  const pages = new KyselyLandingPages(deps.db);
  const files = new KyselyUserFiles(deps.db);
  const clicks = new KyselyClickCounter(deps.db);
  const storage = storageOf(deps);
  const eventIds = deps.eventIds ?? new HmacEventIds(deps.secret);
  const background = new InProcessBackgroundWork((error) =>
    log.warn(
      `Landing-page background task failed: ${error instanceof Error ? error.message : String(error)}`,
    ),
  );
  const quotaBytes = config.uploadQuotaMb * 1024 * 1024;
  const saving = () => ({ pages, files, storage, fileNames: randomFileNames, now: clock.now(), quotaBytes });
  const spoolRoot = deps.spoolDir ?? path.resolve(config.dataDir, SPOOL_FOLDER);
  const isLocal = (deps.storage ?? { kind: 'local' }).kind === 'local';
  const clicking = {
    pages,
    clicks,
    visitorIds: new HmacVisitorIds(deps.secret),
    random: deps.random ?? randomSourceOf(config.landingRandomSeed),
    eventIds,
    conversions: deps.conversions ?? new HttpMetaConversions({ graphUrl: config.metaGraphUrl }),
    background,
    log,
    clock,
  };

  const sweep = () =>
    sweepLocalUploads({
      uploadsRoot: isLocal ? path.resolve(config.dataDir, UPLOADS_FOLDER) : undefined,
      spoolRoot,
      files,
      olderThan: new Date(Date.now() - (deps.sweepGraceMs ?? SWEEP_GRACE_MS)),
      log,
    });
  let sweeping: ReturnType<typeof setInterval> | undefined;

  return {
    apiModule: (api) =>
      landingPagesRoutes(api, {
        spoolRoot,
        uploadLimit: config.rateLimits.upload,
        actions: {
          list: (ownerId) => listLandingPages({ pages }, { ownerId }),
          create: (ownerId, form) => createLandingPage(saving(), { ownerId, form }),
          update: (ownerId, slug, form) => updateLandingPage(saving(), { ownerId, slug, form }),
          delete: (ownerId, slug) => deleteLandingPage({ pages, files, storage }, { ownerId, slug }),
          listFiles: (ownerId) => listUserFiles({ files }, { ownerId }),
          deleteFile: (ownerId, name) => deleteUserFile({ files, storage }, { ownerId, name }),
          stats: (ownerId, slug) => getClickStats({ pages, clicks }, { ownerId, slug }),
        },
      }),
    pageFailures: [{ prefix: '/landing', page: errorPageHtml }],
    rootModules: [
      (app) =>
        publicLandingRoutes(app, {
          settings: {
            publicUrl: config.publicUrl,
            countryHeader: config.geoipCountryHeader,
            gaMeasurementId: config.gaMeasurementId,
          },
          actions: {
            render: (slug, visitor) => renderPublicPage({ pages, eventIds, clock }, { slug, visitor }),
            click: (click) => recordClick(clicking, click),
          },
        }),
      (app) => uploadsRoutes(app, { file: (key, range) => storage.get(key, range) }),
    ],
    ownedFiles: {
      // The names are read before the account goes (its rows go with it); the bytes after.
      async removalOf(userId) {
        const names = (await files.listByOwner(userId)).map((file) => file.name);
        return async () => {
          await removeFilesOfDeletedOwner({ files, storage }, { ownerId: userId, names });
        };
      },
    },
    async start() {
      await sweep();
      clearInterval(sweeping);
      // Leftovers younger than the grace at start would otherwise wait for the next restart.
      sweeping = setInterval(() => {
        sweep().catch((error) =>
          log.warn(`Upload sweep failed: ${error instanceof Error ? error.message : String(error)}`),
        );
      }, deps.sweepEveryMs ?? SWEEP_EVERY_MS);
      sweeping.unref();
    },
    settle: () => background.drain(),
    async stop() {
      clearInterval(sweeping);
      await background.drain();
    },
  };
}

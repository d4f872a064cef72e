import { InMemoryClickCounter } from '../../../support/fakes/landing-pages/in-memory-click-counter';
import { InMemoryLandingPages } from '../../../support/fakes/landing-pages/in-memory-landing-pages';
import { InMemoryUserFiles } from '../../../support/fakes/landing-pages/in-memory-user-files';
import { KyselyClickCounter } from '@server/landing-pages/adapters/kysely-click-counter';
import { KyselyLandingPages } from '@server/landing-pages/adapters/kysely-landing-pages';
import { KyselyUserFiles } from '@server/landing-pages/adapters/kysely-user-files';
import type { ClickCounter, LandingPageContent, LandingPages, UserFiles } from '@server/landing-pages/ports';
import { openDatabase } from '@server/db/database';
import { createScratchDatabase, postgresAvailable } from '../../../support/postgres';

export interface LandingStores {
  readonly pages: LandingPages;
  readonly files: UserFiles;
  readonly clicks: ClickCounter;
  /** A new owner id (a real user row on the databases). */
  newOwner(): Promise<number>;
  close(): Promise<void>;
}

export type StoreKind = 'in memory' | 'PGlite' | 'PostgreSQL';
export const STORE_KINDS: StoreKind[] = [
  'in memory',
  'PGlite',
  ...(postgresAvailable ? (['PostgreSQL'] as const) : []),
];

let emails = 0;

/** The landing-page stores on one backend, fresh. */
export async function openLandingStores(kind: StoreKind): Promise<LandingStores> {
  if (kind === 'in memory') {
    let owner = 0;
    const files = new InMemoryUserFiles();
    const pages = new InMemoryLandingPages(files);
    files.pages = pages;
    return {
      pages,
      files,
      clicks: new InMemoryClickCounter(),
      newOwner: async () => ++owner,
      close: async () => undefined,
    };
  }
  const scratch = kind === 'PostgreSQL' ? await createScratchDatabase({ migrated: true }) : undefined;
  const database = await openDatabase({ databaseUrl: scratch?.url, dataDir: '', inMemory: !scratch });
  const { db } = database;
  return {
    pages: new KyselyLandingPages(db),
    files: new KyselyUserFiles(db),
    clicks: new KyselyClickCounter(db),
    async newOwner() {
      emails += 1;
      const row = await db
        .insertInto('users')
        .values({
          email: `owner${emails}-${Date.now()}@example.com`,
          password_hash: null,
          created_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async close() {
      await database.close();
      await scratch?.drop();
    },
  };
}

/** A valid page's content; override what a test is about. */
export function pageContent(overrides: Partial<LandingPageContent> = {}): LandingPageContent {
  return {
    slug: 'summer-launch',
    title: 'Summer launch',
    description: 'New single out now',
    image: `${'a'.repeat(32)}.png`,
    video: null,
    videoMp4: null,
    metaPixelId: '1234567890',
    metaAccessToken: null,
    spotifyUris: [{ uri: 'spotify:track:4uLU6hMCjMI75M1A2tKUQC', proportion: 100 }],
    appleMusicUrls: [],
    amazonMusicUrls: [],
    youtubeMusicUrls: [],
    ...overrides,
  };
}

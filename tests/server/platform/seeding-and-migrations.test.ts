import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '@server/accounts/demo-accounts';
import { buildApp } from '@server/app';
import { compose } from '@server/composition';
import { loadConfig } from '@server/config';
import { createScratchDatabase } from '../../support/postgres';
import { csrfFor } from '../../support/test-app';
import { databaseTargets } from '../accounts/database-targets';

describe.each(databaseTargets)('a fresh start on $name', (target) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cp-seed-'));
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates, seeds the demo logins once, and promotes ADMIN_EMAIL on a later start', async () => {
    const scratch = target.postgres ? await createScratchDatabase() : undefined;
    drop = scratch?.drop;
    const base = {
      ...loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'development' }),
      dataDir,
      databaseUrl: scratch?.url,
    };

    const first = await compose(base, { requestLog: false });
    expect(first.database.appliedMigrations).toContain('001-accounts');
    expect(first.seeded.demoUserId).toBeNull();
    await first.start();
    expect(first.seeded.demoUserId).toEqual(expect.any(Number));
    expect(first.seeded.announcements.join('\n')).toContain(
      `${DEMO_LOGINS.user.email} / ${DEMO_LOGINS.user.password}`,
    );
    expect(first.seeded.announcements.join('\n')).toContain(
      `${DEMO_LOGINS.admin.email} / ${DEMO_LOGINS.admin.password}`,
    );
    const app = await buildApp({ ...first.appOptions, spaDir: undefined });
    const { headers } = await csrfFor(app);
    for (const [login, userType] of [
      [DEMO_LOGINS.user, 'user'],
      [DEMO_LOGINS.admin, 'admin'],
    ] as const) {
      const response = await app.inject({ method: 'POST', url: '/api/login', headers, payload: login });
      expect(response.json()).toMatchObject({ success: true, verified: true, userType });
    }
    await app.close();
    await first.stop();

    const second = await compose(
      { ...base, adminEmail: DEMO_LOGINS.user.email, adminPassword: 'Ignored-For-Existing-1' },
      { requestLog: false },
    );
    expect(second.database.appliedMigrations).toEqual([]);
    await second.start();
    expect(second.seeded.demoUserId).toBeNull();
    expect(second.seeded.announcements).toEqual([`Promoted ${DEMO_LOGINS.user.email} to admin.`]);
    await second.stop();
  });

  it('does not seed demo accounts in production, even on a new database', async () => {
    const scratch = target.postgres ? await createScratchDatabase() : undefined;
    const productionDir = mkdtempSync(path.join(tmpdir(), 'cp-prod-'));
    try {
      const config = {
        ...loadConfig({ NODE_ENV: 'production' }),
        dataDir: productionDir,
        databaseUrl: scratch?.url,
      };
      const composition = await compose(config, { requestLog: false, inMemoryDatabase: !scratch });
      expect(composition.database.appliedMigrations).toContain('001-accounts');
      await composition.start();
      expect(composition.seeded).toEqual({ demoUserId: null, announcements: [] });
      await composition.stop();
    } finally {
      await scratch?.drop();
      rmSync(productionDir, { recursive: true, force: true });
    }
  });
});

describe('healthz when the database is gone', () => {
  it('answers 503 with the failing check', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cp-health-'));
    const composition = await compose(
      { ...loadConfig({}), dataDir, seedDemo: false },
      { requestLog: false, inMemoryDatabase: true },
    );
    const app = await buildApp({ ...composition.appOptions, spaDir: undefined });
    await composition.database.close();
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'degraded', checks: { database: 'failing' } });
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
});

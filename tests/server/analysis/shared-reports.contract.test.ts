import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ReportSnapshot } from '@domain/reports';
import { KyselySharedReports } from '@server/analysis/adapters/kysely-shared-reports';
import { BACKENDS, openTrackingDatabase, type TrackingDatabase } from '../tracking/support/tracking-database';

const DAY = 86_400_000;
const T0 = new Date('2026-06-01T12:00:00.000Z');
const at = (days: number) => new Date(T0.getTime() + days * DAY);
const snapshot = { markdown: 'frozen' } as unknown as ReportSnapshot;

describe.each(BACKENDS)('the shared reports store on %s', (kind) => {
  let database: TrackingDatabase;
  let reports: KyselySharedReports;
  let userId: number;
  const add = (token: string, expiresAt: Date | null = null, createdAt = T0) =>
    reports.add({ token, userId, playlistId: 'p1', snapshot, createdAt, expiresAt });

  beforeAll(async () => {
    database = await openTrackingDatabase(kind);
    const user = await database.db
      .insertInto('users')
      .values({ email: 'sharer@example.com', password_hash: null, created_at: T0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    userId = user.id;
  });
  afterAll(async () => database?.close());
  beforeEach(async () => {
    await database.db.deleteFrom('shared_reports').execute();
    reports = new KyselySharedReports(database.db);
  });

  it("answers a link's state without its snapshot, and its version from the row", async () => {
    await add('live-link-0000000000', at(7));
    expect(await reports.stateOf('live-link-0000000000')).toEqual({
      version: String(T0.getTime()),
      expiresAt: at(7),
      revokedAt: null,
    });
    expect(await reports.stateOf('unknown-link-0000000')).toBeNull();
    expect((await reports.find('live-link-0000000000'))?.snapshot).toEqual(snapshot);
  });

  it('revokes once, only for its creator, and lists only live links', async () => {
    await add('revoked-000000000000');
    await add('expired-000000000000', at(1), at(-1));
    await add('live-000000000000000', at(30));
    expect(await reports.revoke('revoked-000000000000', userId + 1, at(0))).toBe(false);
    expect(await reports.revoke('revoked-000000000000', userId, at(0))).toBe(true);
    expect(await reports.revoke('revoked-000000000000', userId, at(0))).toBe(false);
    expect((await reports.stateOf('revoked-000000000000'))?.revokedAt).toEqual(at(0));
    const listed = await reports.ofUser(userId, 'p1', at(2));
    expect(listed.map((link) => link.token)).toEqual(['live-000000000000000']);
  });

  it('deletes links revoked or expired before the retention bound, and nothing live', async () => {
    await add('revoked-old-00000000');
    await add('revoked-new-00000000');
    await add('expired-old-00000000', at(1));
    await add('expired-new-00000000', at(20));
    await add('live-never-000000000');
    await add('live-later-000000000', at(90));
    await reports.revoke('revoked-old-00000000', userId, at(2));
    await reports.revoke('revoked-new-00000000', userId, at(20));
    expect(await reports.deleteEndedBefore(at(10))).toBe(2);
    for (const gone of ['revoked-old-00000000', 'expired-old-00000000'])
      expect(await reports.stateOf(gone)).toBeNull();
    for (const kept of [
      'revoked-new-00000000',
      'expired-new-00000000',
      'live-never-000000000',
      'live-later-000000000',
    ])
      expect(await reports.stateOf(kept)).not.toBeNull();
  });
});

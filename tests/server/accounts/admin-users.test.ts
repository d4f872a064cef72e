import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_LAST_ADMIN_MESSAGE,
  ADMIN_SELF_DELETE_MESSAGE,
  type AdminUsersPage,
} from '@domain/accounts/account-contracts';
import { signIn } from '../../support/test-app';
import { apiTargets, useTestApp } from './database-targets';

describe.each(apiTargets)('admin user management on $name', (target) => {
  const t = useTestApp(target);

  async function page(query: string, headers: Record<string, string>): Promise<AdminUsersPage> {
    const answer = await t.current.app.inject({ method: 'GET', url: `/api/admin/users${query}`, headers });
    expect(answer.statusCode).toBe(200);
    return answer.json();
  }

  it('lists users a page at a time, oldest first, with verified, role, created and tracked-item count', async () => {
    const { app, database, clock } = t.current;
    const admin = await signIn(app, { admin: true });
    const user = await signIn(app);
    const items = await sql<{ id: number }>`insert into tracked_items (kind, spotify_id, name, created_at)
      values ('artist', ${`a${user.userId}`}, 'A', now()), ('track', ${`t${user.userId}`}, 'T', now())
      returning id`.execute(database.db);
    for (const item of items.rows) {
      await sql`insert into user_tracking (user_id, item_id, created_at) values (${user.userId}, ${item.id}, now())`.execute(
        database.db,
      );
    }
    const all = await page('?limit=100', admin.headers);
    expect(all).toMatchObject({ success: true, page: 1, limit: 100 });
    expect(all.users.map((row) => row.user_id)).toEqual(
      [...all.users.map((row) => row.user_id)].sort((a, b) => a - b),
    );
    expect(all.users.find((row) => row.user_id === user.userId)).toEqual({
      user_id: user.userId,
      email: user.email.toLowerCase(),
      verified: true,
      user_type: 'user',
      created_at: clock.now().toISOString(),
      tracked_items: 2,
    });
    expect(all.users.find((row) => row.user_id === admin.userId)).toMatchObject({
      user_type: 'admin',
      tracked_items: 0,
    });

    const first = await page('?page=1&limit=1', admin.headers);
    const second = await page('?page=2&limit=1', admin.headers);
    expect(first.total).toBe(all.total);
    expect(first.users.map((row) => row.user_id)).toEqual([all.users[0]!.user_id]);
    expect(second.users.map((row) => row.user_id)).toEqual([all.users[1]!.user_id]);
    expect((await page(`?page=${all.total + 1}&limit=1`, admin.headers)).users).toEqual([]);
    expect((await page('', admin.headers)).limit).toBe(25);
  });

  it('answers 400 for a bad page or page size', async () => {
    const { app } = t.current;
    const admin = await signIn(app, { admin: true });
    for (const query of ['?page=0', '?page=x', '?limit=0', '?limit=101', '?limit=2.5']) {
      const answer = await app.inject({
        method: 'GET',
        url: `/api/admin/users${query}`,
        headers: admin.headers,
      });
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json()).toMatchObject({ success: false });
    }
  });

  it('lets an admin delete another admin, never themself', async () => {
    const { app } = t.current;
    const admin = await signIn(app, { admin: true });
    const other = await signIn(app, { admin: true });
    const self = await app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${admin.userId}`,
      headers: admin.headers,
    });
    expect([self.statusCode, self.json()]).toEqual([
      400,
      { success: false, error: ADMIN_SELF_DELETE_MESSAGE },
    ]);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${other.userId}`,
      headers: admin.headers,
    });
    expect(deleted.json()).toEqual({ success: true, message: `User ${other.userId} deleted.` });
  });

  it('refuses with 409 (or 401, when the asker is already gone) the second of two admins deleting each other', async () => {
    const { app, database } = t.current;
    await sql`update users set user_type = 'user' where user_type = 'admin'`.execute(database.db);
    const a = await signIn(app, { admin: true });
    const b = await signIn(app, { admin: true });
    const [byA, byB] = await Promise.all([
      app.inject({ method: 'DELETE', url: `/api/admin/users/${b.userId}`, headers: a.headers }),
      app.inject({ method: 'DELETE', url: `/api/admin/users/${a.userId}`, headers: b.headers }),
    ]);
    const answers = [byA, byB].map((answer) => answer.statusCode).sort();
    expect(answers[0]).toBe(200);
    expect([401, 409]).toContain(answers[1]);
    const refused = [byA, byB].find((answer) => answer.statusCode === 409);
    if (refused) expect(refused.json()).toEqual({ success: false, error: ADMIN_LAST_ADMIN_MESSAGE });
    const admins = await database.db
      .selectFrom('users')
      .select('id')
      .where('user_type', '=', 'admin')
      .execute();
    expect(admins).toHaveLength(1);
  });
});

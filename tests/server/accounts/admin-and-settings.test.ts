import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { csrfFor, signIn } from '../../support/test-app';
import { apiTargets, useTestApp } from './database-targets';

describe.each(apiTargets)('admin routes and settings on $name', (target) => {
  const t = useTestApp(target);

  it('refuses admin routes to anonymous (401) and ordinary users (403)', async () => {
    const { app } = t.current;
    const user = await signIn(app);
    const { headers } = await csrfFor(app);
    for (const [method, url] of [
      ['GET', '/api/admin/users'],
      ['DELETE', `/api/admin/users/${user.userId}`],
    ] as const) {
      expect((await app.inject({ method, url, headers })).statusCode, `${method} ${url} anonymous`).toBe(401);
      const asUser = await app.inject({ method, url, headers: user.headers });
      expect(asUser.statusCode, `${method} ${url} user`).toBe(403);
      expect(asUser.json()).toEqual({ success: false, error: 'Admin access required.' });
    }
  });

  it('lists users and deletes one with their sessions, settings and tracking, keeping contact messages and shared items', async () => {
    const { app, database } = t.current;
    const admin = await signIn(app, { admin: true });
    const victim = await signIn(app);
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/users?limit=100',
      headers: admin.headers,
    });
    expect(list.json().users).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ user_id: victim.userId, email: victim.email.toLowerCase() }),
      ]),
    );

    await app.inject({
      method: 'POST',
      url: '/api/contact-form',
      headers: victim.headers,
      payload: { email: victim.email, subject: 'Hello', body: 'Kept after deletion', country: 'FR' },
    });
    // Tracking rows belong to the user (ON DELETE CASCADE); the shared item stays for other trackers.
    const item = await sql<{ id: number }>`insert into tracked_items (kind, spotify_id, name, created_at)
      values ('artist', ${`artist${victim.userId}`}, 'Someone', now()) returning id`.execute(database.db);
    const itemId = item.rows[0]!.id;
    await sql`insert into user_tracking (user_id, item_id, created_at) values (${victim.userId}, ${itemId}, now())`.execute(
      database.db,
    );

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${victim.userId}`,
      headers: admin.headers,
    });
    expect(removed.json()).toMatchObject({ success: true });

    const count = async (table: 'sessions' | 'user_settings' | 'users') =>
      Number(
        (
          await sql<{
            n: string;
          }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(table === 'users' ? 'id' : 'user_id')} = ${victim.userId}`.execute(
            database.db,
          )
        ).rows[0]!.n,
      );
    expect(await count('users')).toBe(0);
    expect(await count('sessions')).toBe(0);
    expect(await count('user_settings')).toBe(0);
    const tracking = await sql<{
      n: string;
    }>`select count(*) as n from user_tracking where user_id = ${victim.userId}`.execute(database.db);
    expect(Number(tracking.rows[0]!.n)).toBe(0);
    const items = await sql<{
      n: string;
    }>`select count(*) as n from tracked_items where id = ${itemId}`.execute(database.db);
    expect(Number(items.rows[0]!.n)).toBe(1);
    const kept = await database.db
      .selectFrom('contact_messages')
      .select(['user_id', 'body'])
      .where('body', '=', 'Kept after deletion')
      .execute();
    expect(kept).toEqual([{ user_id: null, body: 'Kept after deletion' }]);

    expect(
      (await app.inject({ method: 'GET', url: '/api/some-protected-route', headers: victim.headers }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/admin/users/${victim.userId}`,
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/admin/users/${admin.userId}`,
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/admin/users/abc', headers: admin.headers }))
        .statusCode,
    ).toBe(400);
  });

  it('reads and updates the signed-in user settings as 1/0 flags', async () => {
    const { app } = t.current;
    const user = await signIn(app);
    const read = async () =>
      (await app.inject({ method: 'GET', url: '/api/user_settings', headers: user.headers })).json();
    expect(await read()).toEqual({
      success: true,
      settings: { email_notifications: 0, telegram_notifications: 0, informed_updates: 0 },
    });

    const update = await app.inject({
      method: 'POST',
      url: '/api/update_user_settings',
      headers: user.headers,
      payload: { email_notifications: true, telegram_notifications: 0, informed_updates: 1 },
    });
    expect(update.json()).toMatchObject({ success: true, message: 'Settings updated successfully!' });
    expect((await read()).settings).toEqual({
      email_notifications: 1,
      telegram_notifications: 0,
      informed_updates: 1,
    });

    const bad = await app.inject({
      method: 'POST',
      url: '/api/update_user_settings',
      headers: user.headers,
      payload: { email_notifications: 'yes please' },
    });
    expect(bad.statusCode).toBe(400);
    const nothing = await app.inject({
      method: 'POST',
      url: '/api/update_user_settings',
      headers: user.headers,
      payload: {},
    });
    expect(nothing.statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/user_settings' })).statusCode).toBe(401);
  });

  it("never lets one user change another user's settings", async () => {
    const { app } = t.current;
    const mallory = await signIn(app);
    const alice = await signIn(app);
    const attempt = await app.inject({
      method: 'POST',
      url: '/api/update_user_settings',
      headers: mallory.headers,
      payload: { userID: alice.userId, informed_updates: 1 },
    });
    expect(attempt.statusCode).toBe(403);
    const alices = await app.inject({ method: 'GET', url: '/api/user_settings', headers: alice.headers });
    expect(alices.json().settings.informed_updates).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrfFor, signIn, type TestApp } from '../../support/test-app';

const ID_MESSAGE = 'must be a whole number from 1 to 2147483647';

describe('ids read from a request (path, query, body): positive 32-bit integers only', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const userExists = async (id: number) =>
    (await testApp.database.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !==
    undefined;

  it('answers 400, deleting no one, for a path id that is not the plain digits of 1..2147483647', async () => {
    const { app } = testApp;
    const victim = await signIn(app);
    const admin = await signIn(app, { admin: true });
    const spellings = [
      '0x30',
      '1e3',
      '%201',
      '-1',
      '0',
      '2147483648',
      '01',
      `%20${victim.userId}`,
      `${victim.userId}%20`,
      `0${victim.userId}`,
      `+${victim.userId}`,
      `0x${victim.userId.toString(16)}`,
      `${victim.userId}.0`,
      `${victim.userId}e0`,
      '99999999999999999999',
    ];
    for (const id of spellings) {
      const answer = await app.inject({
        method: 'DELETE',
        url: `/api/admin/users/${id}`,
        headers: admin.headers,
      });
      expect([answer.statusCode, answer.json()], id).toEqual([
        400,
        { success: false, error: `Invalid params: id ${ID_MESSAGE}` },
      ]);
    }
    expect(await userExists(victim.userId)).toBe(true);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${victim.userId}`,
      headers: admin.headers,
    });
    expect(deleted.json()).toEqual({ success: true, message: `User ${victim.userId} deleted.` });
    expect(await userExists(victim.userId)).toBe(false);
  });

  it('answers 400 for an inbox id over 2147483647 (once a database overflow, a 500), and takes the largest', async () => {
    const { app } = testApp;
    const user = await signIn(app);
    const read = (ids: unknown[]) =>
      app.inject({ method: 'POST', url: '/api/alerts/inbox/read', headers: user.headers, payload: { ids } });
    for (const ids of [[2_147_483_648], [0], [-1], [1.5], ['1'], [1, Number.MAX_SAFE_INTEGER + 2]]) {
      const answer = await read(ids);
      expect(answer.statusCode, JSON.stringify(ids)).toBe(400);
      expect(answer.json().error, JSON.stringify(ids)).toMatch(
        /^Invalid body: ids\.\d must be a whole number/,
      );
    }
    expect((await read([2_147_483_648])).json()).toEqual({
      success: false,
      error: `Invalid body: ids.0 ${ID_MESSAGE}`,
    });
    expect((await read([1, 2_147_483_647])).json()).toEqual({ success: true, unread: 0 });
  });

  it('checks the other ids the same way: webhooks in the path, the test alert and the account ids in bodies', async () => {
    const { app } = testApp;
    const user = await signIn(app);
    const deliveries = (id: string) =>
      app.inject({ method: 'GET', url: `/api/alerts/webhooks/${id}/deliveries`, headers: user.headers });
    for (const id of ['2147483648', '1e3', '0x1', '01']) {
      expect((await deliveries(id)).json(), id).toEqual({
        success: false,
        error: `Invalid params: id ${ID_MESSAGE}`,
      });
    }
    expect((await deliveries('2147483647')).statusCode).toBe(404);

    const test = await app.inject({
      method: 'POST',
      url: '/api/alerts/test',
      headers: user.headers,
      payload: { channel: 'webhook', webhook_id: 2_147_483_648 },
    });
    expect(test.json()).toEqual({ success: false, error: `Invalid body: webhook_id ${ID_MESSAGE}` });

    const anonymous = await csrfFor(app);
    for (const [url, payload, field] of [
      ['/api/verify-email', { user_id: 2_147_483_648, code: '123456' }, 'user_id'],
      ['/api/resend-verification-code', { user_id: '0x1' }, 'user_id'],
      ['/api/update_user_settings', { userID: 0, informed_updates: 1 }, 'userID'],
    ] as const) {
      const answer = await app.inject({ method: 'POST', url, headers: anonymous.headers, payload });
      expect([answer.statusCode, answer.json().error], url).toEqual([
        400,
        `Invalid body: ${field} ${ID_MESSAGE}`,
      ]);
    }
  });
});

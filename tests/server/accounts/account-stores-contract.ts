import { expect, it } from 'vitest';
import {
  type PasswordResets,
  SESSION_LIFETIME_MS,
  type Sessions,
  type Users,
  type VerificationCodes,
} from '@server/accounts/ports';
import type { ManualClock } from '../../support/manual-clock';

export interface AccountStores {
  readonly users: Users;
  readonly sessions: Sessions;
  readonly resets: PasswordResets;
  readonly codes: VerificationCodes;
  readonly clock: ManualClock;
}

/**
 * What every adapter of the account store ports must do, run on the Kysely adapters (PGlite and
 * PostgreSQL) and on the in-memory fakes the use-case tests use. Call inside a `describe`;
 * `stores()` is read in each test.
 */
export function accountStoresContract(stores: () => AccountStores): void {
  const newUser = (email: string) =>
    stores().users.create({ email, passwordHash: null, verified: false, createdAt: stores().clock.now() });

  it('creates users with default settings, refuses duplicate emails, and reports deletions truly', async () => {
    const { users } = stores();
    const user = (await newUser('  Store@Example.com '))!;
    expect(user).toMatchObject({ email: 'store@example.com', userType: 'user', verified: false });
    expect(await newUser('STORE@example.com')).toBeUndefined();
    expect(await users.settings(user.id)).toEqual({
      email_notifications: 0,
      telegram_notifications: 0,
      informed_updates: 0,
    });
    expect(await users.delete(user.id)).toBe(true);
    expect(await users.delete(user.id)).toBe(false);
    expect(await users.findById(user.id)).toBeUndefined();
  });

  it('lists a page of accounts, oldest first, with the total', async () => {
    const { users } = stores();
    const before = await users.listPage(0, 1000);
    const a = (await newUser('page-a@example.com'))!;
    const b = (await newUser('page-b@example.com'))!;
    const all = await users.listPage(0, 1000);
    expect(all.total).toBe(before.total + 2);
    expect(all.accounts.slice(-2)).toEqual([
      {
        id: a.id,
        email: a.email,
        verified: false,
        userType: 'user',
        createdAt: a.createdAt,
      },
      {
        id: b.id,
        email: b.email,
        verified: false,
        userType: 'user',
        createdAt: b.createdAt,
      },
    ]);
    const last = await users.listPage(all.total - 1, 5);
    expect(last.accounts.map((account) => account.id)).toEqual([b.id]);
  });

  it('never deletes the last admin, even when two admins delete each other at the same moment', async () => {
    const { users } = stores();
    for (const account of (await users.listPage(0, 1000)).accounts) {
      if (account.userType === 'admin') await users.update(account.id, { userType: 'user' });
    }
    const a = (await newUser('admin-a@example.com'))!;
    const b = (await newUser('admin-b@example.com'))!;
    await users.update(a.id, { userType: 'admin' });
    await users.update(b.id, { userType: 'admin' });
    const outcomes = await Promise.all([
      users.deleteUnlessLastAdmin(a.id),
      users.deleteUnlessLastAdmin(b.id),
    ]);
    expect(outcomes.sort()).toEqual(['deleted', 'last_admin']);
    const survivor = (await users.findById(a.id)) ?? (await users.findById(b.id));
    expect(survivor?.userType).toBe('admin');
    expect(await users.deleteUnlessLastAdmin(survivor!.id)).toBe('last_admin');
    expect(await users.deleteUnlessLastAdmin(999_999)).toBe('not_found');
    const plain = (await newUser('plain@example.com'))!;
    expect(await users.deleteUnlessLastAdmin(plain.id)).toBe('deleted');
    expect(await users.findById(plain.id)).toBeUndefined();
  });

  it('consumes a reset token exactly once, even when two requests race', async () => {
    const { resets } = stores();
    const user = (await newUser('race@example.com'))!;
    const token = await resets.issue(user.id);
    const results = await Promise.all([resets.consume(token), resets.consume(token)]);
    expect(results.filter((result) => result === user.id)).toHaveLength(1);
    expect(results.filter((result) => result === null)).toHaveLength(1);
  });

  it('revokes all sessions but the kept one', async () => {
    const { sessions } = stores();
    const user = (await newUser('sessions@example.com'))!;
    const tokens = await Promise.all([
      sessions.create(user.id),
      sessions.create(user.id),
      sessions.create(user.id),
    ]);
    const kept = (await sessions.resolve(tokens[0]!))!;
    // Resolved once already, so the revocation must also reach the in-memory session cache.
    for (const token of tokens) expect(await sessions.resolve(token)).not.toBeNull();
    await sessions.revokeAllForUser(user.id, kept.sessionId);
    expect(await sessions.resolve(tokens[0]!)).not.toBeNull();
    expect(await sessions.resolve(tokens[1]!)).toBeNull();
    expect(await sessions.resolve(tokens[2]!)).toBeNull();
  });

  it('refuses a cached session at once after logout, deletion or expiry', async () => {
    const { users, sessions, clock } = stores();
    const user = (await newUser('cached-sessions@example.com'))!;
    const [loggedOut, deleted] = await Promise.all([sessions.create(user.id), sessions.create(user.id)]);
    const session = (await sessions.resolve(loggedOut))!;
    expect((await sessions.resolve(loggedOut))?.sessionId).toBe(session.sessionId);
    await sessions.revoke(session.sessionId);
    expect(await sessions.resolve(loggedOut)).toBeNull();

    expect(await sessions.resolve(deleted)).not.toBeNull();
    await users.delete(user.id);
    sessions.forgetUser(user.id);
    expect(await sessions.resolve(deleted)).toBeNull();

    const other = (await newUser('expiring-session@example.com'))!;
    const expiring = await sessions.create(other.id);
    expect(await sessions.resolve(expiring)).not.toBeNull();
    clock.advance(SESSION_LIFETIME_MS + 1);
    expect(await sessions.resolve(expiring)).toBeNull();
  });

  it('replaces a pending code when a new one is issued', async () => {
    const { codes } = stores();
    const user = (await newUser('codes@example.com'))!;
    const first = await codes.issue(user.id);
    const second = await codes.issue(user.id);
    if (first !== second) expect(await codes.check(user.id, first)).toBe('wrong');
    expect(await codes.check(user.id, second)).toBe('ok');
    expect(await codes.check(user.id, second)).toBe('missing');
  });
}

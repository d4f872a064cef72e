import { describe, expect, it } from 'vitest';
import { deleteUser } from '@server/accounts/use-cases/delete-user';
import { accountFakes, anAccount } from '../../../support/fakes/accounts/account-fakes';

describe('deleteUser', () => {
  it('deletes the account, which ends its sessions at once', async () => {
    const fakes = accountFakes();
    const admin = await anAccount(fakes, { admin: true });
    const victim = await anAccount(fakes);
    const session = await fakes.sessions.create(victim.id);
    expect(await deleteUser(fakes, { adminId: admin.id, userId: victim.id })).toEqual({
      ok: true,
      value: { message: `User ${victim.id} deleted.` },
    });
    expect(await fakes.users.findById(victim.id)).toBeUndefined();
    expect(await fakes.sessions.resolve(session)).toBeNull();
  });

  it('refuses an unknown user and the asking admin', async () => {
    const fakes = accountFakes();
    const admin = await anAccount(fakes, { admin: true });
    expect(await deleteUser(fakes, { adminId: admin.id, userId: 404 })).toEqual({
      ok: false,
      error: { kind: 'not_found', message: 'User 404 does not exist.' },
    });
    expect(await deleteUser(fakes, { adminId: admin.id, userId: admin.id })).toEqual({
      ok: false,
      error: { kind: 'invalid', message: 'You cannot delete your own account from the admin page.' },
    });
    expect(await fakes.users.findById(admin.id)).toBeDefined();
  });

  it('never deletes the last admin', async () => {
    const fakes = accountFakes();
    const admin = await anAccount(fakes, { admin: true });
    const other = await anAccount(fakes, { admin: true });
    expect(await deleteUser(fakes, { adminId: admin.id, userId: other.id })).toMatchObject({ ok: true });
    // Only reachable when the asker lost the role meanwhile: the store's check is the last word.
    expect(await deleteUser(fakes, { adminId: other.id, userId: admin.id })).toEqual({
      ok: false,
      error: { kind: 'conflict', message: 'You cannot delete the last admin account.' },
    });
    expect(await fakes.users.findById(admin.id)).toBeDefined();
  });

  it("removes the deleted user's files, and nobody's when the deletion is refused", async () => {
    const fakes = accountFakes();
    const admin = await anAccount(fakes, { admin: true });
    const victim = await anAccount(fakes);
    fakes.ownedFiles.files.set(victim.id, ['a.png', 'b.mp4']);
    fakes.ownedFiles.files.set(admin.id, ['c.png']);
    expect(await deleteUser(fakes, { adminId: admin.id, userId: admin.id })).toMatchObject({ ok: false });
    expect(await deleteUser(fakes, { adminId: victim.id, userId: admin.id })).toMatchObject({ ok: false });
    expect(fakes.ownedFiles.removed).toEqual([]);
    expect(await deleteUser(fakes, { adminId: admin.id, userId: victim.id })).toMatchObject({ ok: true });
    expect(fakes.ownedFiles.removed).toEqual(['a.png', 'b.mp4']);
  });
});

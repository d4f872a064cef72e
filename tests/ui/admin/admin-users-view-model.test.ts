import { describe, expect, it } from 'vitest';
import { FakeAdminGateway, fakeAdminUsers } from '@adapters/fake/fake-admin-gateway';
import { FakeAuthGateway } from '@adapters/fake/fake-auth-gateway';
import {
  ADMIN_LAST_ADMIN_MESSAGE,
  ADMIN_SELF_DELETE_MESSAGE,
  type AdminUserRow,
  type AdminUsersPage,
} from '@domain/accounts/account-contracts';
import type { AdminGateway } from '@domain/ports/browser/admin-gateway';
import type { RemoteResult } from '@domain/ports/browser/remote-result';
import { AuthStore } from '@shared/auth/auth-store';
import {
  ADMIN_LOAD_FAILED,
  AdminUsersViewModel,
  adminDeleteFailed,
} from '../../../src/features/admin/admin-users-view-model';

/** An auth store signed in as the fake admin (user 2). */
async function signedInAdmin(): Promise<AuthStore> {
  const gateway = new FakeAuthGateway();
  await gateway.login('admin@chartpulse.test', 'Admin-pass1');
  const auth = new AuthStore(gateway);
  await auth.checkSession();
  return auth;
}

async function loaded(gateway: AdminGateway = new FakeAdminGateway()) {
  const vm = new AdminUsersViewModel(gateway, await signedInAdmin());
  await vm.load(1);
  return vm;
}

const userOf = (vm: AdminUsersViewModel, id: number): AdminUserRow => {
  const user = vm.users.find((candidate) => candidate.user_id === id);
  if (!user) throw new Error(`user ${id} is not on this page`);
  return user;
};

describe('AdminUsersViewModel on the fake admin gateway', () => {
  it('shows the users a page at a time, with every column the table needs', async () => {
    const vm = await loaded();
    expect(vm.status).toBe('ready');
    expect(vm.total).toBe(42);
    expect(vm.users).toHaveLength(25);
    expect(vm.totalPages).toBe(2);
    expect(vm.users[0]).toEqual(fakeAdminUsers()[0]);
    vm.goToPage(2);
    await Promise.resolve();
    expect(vm.page).toBe(2);
    expect(vm.users.map((user) => user.user_id)[0]).toBe(26);
    expect(vm.users).toHaveLength(17);
    vm.goToPage(3);
    expect(vm.page).toBe(2);
  });

  it('asks before deleting, with the exact question, and Cancel deletes nothing', async () => {
    const gateway = new FakeAdminGateway();
    const vm = await loaded(gateway);
    vm.requestDelete(userOf(vm, 5));
    expect(vm.confirmation).toBe('Are you sure you wish to delete user 5?');
    vm.cancelDelete();
    expect(vm.confirmation).toBeNull();
    expect(gateway.userIds()).toContain(5);
  });

  it('deletes a confirmed user, says so and reloads the page', async () => {
    const gateway = new FakeAdminGateway();
    const vm = await loaded(gateway);
    vm.requestDelete(userOf(vm, 5));
    await vm.confirmDelete();
    expect(gateway.userIds()).not.toContain(5);
    expect(vm.notice).toBe('User 5 deleted.');
    expect(vm.error).toBeNull();
    expect(vm.total).toBe(41);
    expect(vm.users.some((user) => user.user_id === 5)).toBe(false);
    expect(vm.pendingDelete).toBeNull();
  });

  it("knows the admin's own row and shows the server's refusal to delete it", async () => {
    const vm = await loaded();
    const self = userOf(vm, 2);
    expect(vm.isSelf(self)).toBe(true);
    expect(vm.isSelf(userOf(vm, 1))).toBe(false);
    vm.requestDelete(self);
    await vm.confirmDelete();
    expect(vm.error).toBe(ADMIN_SELF_DELETE_MESSAGE);
    expect(vm.notice).toBeNull();
    vm.dismissError();
    expect(vm.error).toBeNull();
  });

  it('shows the refusal to delete the last admin', async () => {
    const users = fakeAdminUsers(3);
    const vm = await loaded(new FakeAdminGateway({ users, selfId: 99 }));
    vm.requestDelete(userOf(vm, 2));
    await vm.confirmDelete();
    expect(vm.error).toBe(ADMIN_LAST_ADMIN_MESSAGE);
  });

  it('puts fetch errors in the error box, with the generic text when the server gave none', async () => {
    const refused = await loaded(
      new FakeAdminGateway({ failWith: { error: 'Admin access required.', status: 403 } }),
    );
    expect(refused.status).toBe('error');
    expect(refused.loadError).toBe('Admin access required.');
    const offline = await loaded(new FakeAdminGateway({ failWith: { error: null, status: null } }));
    expect(offline.loadError).toBe(ADMIN_LOAD_FAILED);
  });

  it('names the user when a delete fails without a server text', async () => {
    const gateway = new FakeAdminGateway();
    const vm = await loaded(gateway);
    gateway.deleteUser = async () => ({ ok: false, error: null, status: null });
    vm.requestDelete(userOf(vm, 7));
    await vm.confirmDelete();
    expect(vm.error).toBe(adminDeleteFailed(7));
  });

  it('moves back a page when deleting empties the last one', async () => {
    const gateway = new FakeAdminGateway({ users: fakeAdminUsers(24) });
    const vm = await loaded(gateway);
    vm.goToPage(2);
    await Promise.resolve();
    expect(vm.users.map((user) => user.user_id)).toEqual([26]);
    vm.requestDelete(userOf(vm, 26));
    await vm.confirmDelete();
    await Promise.resolve();
    expect(vm.page).toBe(1);
    expect(vm.users).toHaveLength(25);
  });

  it('keeps only the answer to the latest request', async () => {
    const slow: Array<(answer: RemoteResult<AdminUsersPage>) => void> = [];
    const gateway: AdminGateway = {
      listUsers: () => new Promise((resolve) => slow.push(resolve)),
      deleteUser: async () => ({ ok: true, value: undefined }),
      dataSources: async () => ({ ok: true, value: { success: true, services: [] } }),
      watched: async () => ({ ok: false, error: 'not asked', status: null }),
      pauseWatching: async () => ({ ok: false, error: 'not asked', status: null }),
    };
    const vm = new AdminUsersViewModel(gateway, await signedInAdmin());
    const first = vm.load(1);
    const second = vm.load(2);
    const page = (n: number): RemoteResult<AdminUsersPage> => ({
      ok: true,
      value: { success: true, users: fakeAdminUsers().slice(n, n + 1), total: 42, page: n, limit: 25 },
    });
    slow[1]?.(page(2));
    slow[0]?.(page(1));
    await Promise.all([first, second]);
    expect(vm.page).toBe(2);
    expect(vm.users[0]?.user_id).toBe(3);
  });
});

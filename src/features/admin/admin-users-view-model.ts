import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminUserRow,
  deleteUserConfirmation,
} from '@domain/accounts/account-contracts';
import { AdminGateway } from '@domain/ports/browser/admin-gateway';
import { type PaginationSlot, paginationWindow } from '@domain/search/paging';
import { AuthStore } from '@shared/auth/auth-store';

export const ADMIN_LOAD_FAILED = 'Failed to load users. Please try again.';
export const adminDeleteFailed = (userId: number): string => `Failed to delete user ${userId}.`;

export type AdminStatus = 'loading' | 'error' | 'ready';

/** `/admin`: one page of users at a time, and deleting a user after an explicit confirmation. */
@injectable()
export class AdminUsersViewModel {
  status: AdminStatus = 'loading';
  users: readonly AdminUserRow[] = [];
  total = 0;
  page = 1;
  readonly pageSize = ADMIN_USERS_PAGE_SIZE;
  /** Why the last fetch failed (status 'error'); shown in the error box with a retry. */
  loadError: string | null = null;
  /** Why the last delete failed; shown in the error box. */
  error: string | null = null;
  notice: string | null = null;
  /** The user whose deletion awaits the admin's answer. */
  pendingDelete: AdminUserRow | null = null;
  isDeleting = false;
  private requestNumber = 0;

  constructor(
    @inject(AdminGateway) private readonly admin: AdminGateway,
    @inject(AuthStore) private readonly auth: AuthStore,
  ) {
    makeAutoObservable<AdminUsersViewModel, 'admin' | 'auth' | 'requestNumber'>(
      this,
      { admin: false, auth: false, requestNumber: false },
      { autoBind: true },
    );
  }

  get totalPages(): number {
    return Math.max(1, Math.ceil(this.total / this.pageSize));
  }

  get pageWindow(): PaginationSlot[] {
    return paginationWindow(this.page, this.totalPages);
  }

  get confirmation(): string | null {
    return this.pendingDelete ? deleteUserConfirmation(this.pendingDelete.user_id) : null;
  }

  /** The signed-in admin's own row (the server refuses deleting it; the button says so first). */
  isSelf(user: AdminUserRow): boolean {
    return this.auth.user?.id === user.user_id;
  }

  /** Loads `page`; only the answer to the latest request is kept. */
  async load(page = this.page): Promise<void> {
    const request = ++this.requestNumber;
    this.status = 'loading';
    this.page = page;
    const answer = await this.admin.listUsers(page, this.pageSize);
    if (request !== this.requestNumber) return;
    runInAction(() => {
      if (!answer.ok) {
        this.status = 'error';
        this.loadError = answer.error ?? ADMIN_LOAD_FAILED;
        return;
      }
      this.loadError = null;
      this.users = answer.value.users;
      this.total = answer.value.total;
      this.status = 'ready';
      // A page emptied by deletions: show the last page that has users.
      if (this.users.length === 0 && page > 1 && this.total > 0) void this.load(this.totalPages);
    });
  }

  goToPage(page: number): void {
    if (page < 1 || page > this.totalPages || page === this.page) return;
    void this.load(page);
  }

  requestDelete(user: AdminUserRow): void {
    this.pendingDelete = user;
  }

  cancelDelete(): void {
    if (!this.isDeleting) this.pendingDelete = null;
  }

  async confirmDelete(): Promise<void> {
    const user = this.pendingDelete;
    if (!user || this.isDeleting) return;
    this.isDeleting = true;
    const answer = await this.admin.deleteUser(user.user_id);
    runInAction(() => {
      this.isDeleting = false;
      this.pendingDelete = null;
      if (!answer.ok) {
        this.error = answer.error ?? adminDeleteFailed(user.user_id);
        this.notice = null;
        return;
      }
      this.error = null;
      this.notice = `User ${user.user_id} deleted.`;
    });
    if (answer.ok) await this.load();
  }

  dismissError(): void {
    this.error = null;
  }

  dismissNotice(): void {
    this.notice = null;
  }
}

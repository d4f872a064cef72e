// JSON shapes of the account API (docs/product.md §3, §7).

export type UserType = 'admin' | 'user';

/** `POST /api/login`. */
export interface LoginResponse {
  readonly success: true;
  readonly user_id: number;
  readonly token: string;
  readonly verified: boolean;
  readonly userType: UserType;
}

/** `GET /api/get-current-user` → `data`. */
export interface CurrentUser {
  readonly user_id: number;
  readonly email: string;
  readonly verified: boolean;
  readonly user_type: UserType;
  readonly created_at: string;
}

/** `GET /api/user_settings` → `settings` (1/0 flags, docs/product.md §3). */
export interface UserSettings {
  readonly email_notifications: 0 | 1;
  readonly telegram_notifications: 0 | 1;
  readonly informed_updates: 0 | 1;
}

/** `GET /api/get-user-location`: ISO 3166-1 alpha-2 country and subdivision code, or null when unknown. */
export interface UserLocation {
  readonly country: string | null;
  readonly subdivision: string | null;
}

/** One row of `GET /api/admin/users` (docs/product.md §3 "Admin user row", plus what an admin decides by). */
export interface AdminUserRow {
  readonly user_id: number;
  readonly email: string;
  readonly verified: boolean;
  readonly user_type: UserType;
  readonly created_at: string;
  /** Artists, tracks and playlists the user tracks. */
  readonly tracked_items: number;
}

/** `GET /api/admin/users?page={n}&limit={size}`: one page of users, oldest account first. */
export interface AdminUsersPage {
  readonly success: true;
  readonly users: readonly AdminUserRow[];
  /** Users in all pages. */
  readonly total: number;
  /** 1-based. */
  readonly page: number;
  readonly limit: number;
}

/** Rows per admin page unless the request asks for another size (at most {@link ADMIN_USERS_MAX_LIMIT}). */
export const ADMIN_USERS_PAGE_SIZE = 25;
export const ADMIN_USERS_MAX_LIMIT = 100;

/** Why `DELETE /api/admin/users/{id}` refuses (the server's texts, shown as they come). */
export const ADMIN_SELF_DELETE_MESSAGE = 'You cannot delete your own account from the admin page.';
export const ADMIN_LAST_ADMIN_MESSAGE = 'You cannot delete the last admin account.';

/** The admin page's delete confirmation (docs/product.md §2 Admin). */
export function deleteUserConfirmation(userId: number): string {
  return `Are you sure you wish to delete user ${userId}?`;
}

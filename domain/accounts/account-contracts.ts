// JSON shapes of the account API (SPEC §3, §7).

export type UserType = 'admin' | 'user';

/** Every failure answer of the API (DESIGN §4). */
export interface ApiFailure {
  readonly success: false;
  readonly error: string;
}

/** `POST /api/login`. */
export interface LoginResponse {
  readonly success: true;
  readonly user_id: number;
  readonly token: string;
  readonly verified: boolean;
  readonly userType: UserType;
}

/** `POST /api/register`. */
export interface RegisterResponse {
  readonly success: true;
  readonly message: string;
  readonly userID: number;
}

/** `GET /api/get-current-user` → `data`. */
export interface CurrentUser {
  readonly user_id: number;
  readonly email: string;
  readonly verified: boolean;
  readonly user_type: UserType;
  readonly created_at: string;
}

/** `GET /api/user_settings` → `settings` (1/0 flags, SPEC §3). */
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

export interface AdminUserRow {
  readonly user_id: number;
  readonly email: string;
}

import type { AdminUsersPage } from '../../accounts/account-contracts';
import type { DataSourcesResponse } from '../../data-sources/data-sources-contracts';
import type { WatchOverview } from '../../tracking/watch-opened';
import type { PortToken } from './port-token';
import type { RemoteResult } from './remote-result';

/** The admin's user management calls (docs/product.md §7 `GET /admin/users`, `DELETE /admin/users/{id}`). */
export interface AdminGateway {
  /** One page (1-based) of `limit` users, with the total over all pages. */
  listUsers(page: number, limit: number): Promise<RemoteResult<AdminUsersPage>>;
  /** Refused (with the server's reason) for the admin's own account and for the last admin. */
  deleteUser(userId: number): Promise<RemoteResult<void>>;
  /** `GET /api/admin/data-sources`: what each music service gives, its calls and failures. */
  dataSources(): Promise<RemoteResult<DataSourcesResponse>>;
  /** `GET /api/admin/watched`: what the install watches because people opened it, and its cost. */
  watched(): Promise<RemoteResult<WatchOverview>>;
  /** `PUT /api/admin/watched`: the admin's pause of watching; answers the view afterwards. */
  pauseWatching(paused: boolean): Promise<RemoteResult<WatchOverview>>;
}

export const AdminGateway: PortToken<AdminGateway> = Symbol.for('AdminGateway');

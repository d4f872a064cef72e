import type { AdminUsersPage } from '../../accounts/account-contracts';
import type { DataSourcesResponse } from '../../data-sources/data-sources-contracts';
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
}

export const AdminGateway: PortToken<AdminGateway> = Symbol.for('AdminGateway');

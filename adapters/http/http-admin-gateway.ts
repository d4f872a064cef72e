import type { AxiosInstance } from 'axios';
import type { AdminUsersPage } from '@domain/accounts/account-contracts';
import type { DataSourcesResponse } from '@domain/data-sources';
import type { AdminGateway } from '@domain/ports/browser/admin-gateway';
import type { RemoteResult } from '@domain/ports/browser/remote-result';
import type { WatchOverview } from '@domain/tracking/watch-opened';
import { attempt } from './api-failure';

/** AdminGateway over the JSON API (`/api/admin/users`, `/api/admin/data-sources`, `/api/admin/watched`). */
export class HttpAdminGateway implements AdminGateway {
  constructor(private readonly api: AxiosInstance) {}

  listUsers(page: number, limit: number): Promise<RemoteResult<AdminUsersPage>> {
    return attempt(async () => {
      const { data } = await this.api.get<AdminUsersPage>('/admin/users', { params: { page, limit } });
      return data;
    });
  }

  deleteUser(userId: number): Promise<RemoteResult<void>> {
    return attempt(async () => {
      await this.api.delete(`/admin/users/${encodeURIComponent(userId)}`);
    });
  }

  dataSources(): Promise<RemoteResult<DataSourcesResponse>> {
    return attempt(async () => (await this.api.get<DataSourcesResponse>('/admin/data-sources')).data);
  }

  watched(): Promise<RemoteResult<WatchOverview>> {
    return attempt(async () => (await this.api.get<WatchOverview>('/admin/watched')).data);
  }

  pauseWatching(paused: boolean): Promise<RemoteResult<WatchOverview>> {
    return attempt(async () => (await this.api.put<WatchOverview>('/admin/watched', { paused })).data);
  }
}

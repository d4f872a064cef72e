import {
  ADMIN_LAST_ADMIN_MESSAGE,
  ADMIN_SELF_DELETE_MESSAGE,
  type AdminUserRow,
  type AdminUsersPage,
} from '@domain/accounts/account-contracts';
import { ALL_CAPABILITIES, type DataSourcesResponse } from '@domain/data-sources';
import type { AdminGateway } from '@domain/ports/browser/admin-gateway';
import type { RemoteResult } from '@domain/ports/browser/remote-result';
import type { WatchOverview } from '@domain/tracking/watch-opened';
import { PLAYLIST_IDS } from './catalog-fixtures';

export interface FakeAdminOptions {
  /** The accounts, oldest first; defaults to the fake demo user, the fake admin and 40 listeners. */
  readonly users?: readonly AdminUserRow[];
  /** The signed-in admin (who may not delete themself); defaults to the first admin. */
  readonly selfId?: number;
  /** The services the panel lists; defaults to the demo catalog. */
  readonly dataSources?: DataSourcesResponse['services'];
  /** Every call fails like a server that is down, to exercise the error box. */
  readonly failWith?: { readonly error: string | null; readonly status: number | null };
}

const row = (user_id: number, email: string, user_type: AdminUserRow['user_type']): AdminUserRow => ({
  user_id,
  email,
  verified: user_id % 7 !== 0,
  user_type,
  created_at: new Date(Date.UTC(2024, 0, user_id)).toISOString(),
  tracked_items: (user_id * 3) % 11,
});

/** The demo accounts of the fake backend (the same ids as FakeAuthGateway's), then many listeners. */
export function fakeAdminUsers(listeners = 40): AdminUserRow[] {
  const users = [row(1, 'demo@chartpulse.test', 'user'), row(2, 'admin@chartpulse.test', 'admin')];
  for (let id = 3; id < 3 + listeners; id += 1) users.push(row(id, `listener${id}@example.com`, 'user'));
  return users;
}

/** Two playlists visitors opened lately, one read twice. */
const FAKE_WATCHING: WatchOverview = {
  enabled: true,
  paused: false,
  budget: { max_items: 2000, readings_per_day: 5000, window_days: 30 },
  totals: { items: 2, readings_today: 2, readings_this_month: 3 },
  items: [
    {
      kind: 'playlist',
      id: PLAYLIST_IDS.boosted,
      name: 'Viral Hits 2024',
      first_opened: '2026-11-27T18:04:00.000Z',
      last_opened: '2026-11-29T08:12:00.000Z',
      days_opened: 2,
      readings: 2,
      last_read: '2026-11-29T05:00:00.000Z',
    },
    {
      kind: 'artist',
      id: '4Z8W4fKeB5YxbusRsdQVPb',
      name: 'Aurora Vale',
      first_opened: '2026-11-28T21:40:00.000Z',
      last_opened: '2026-11-28T21:40:00.000Z',
      days_opened: 1,
      readings: 1,
      last_read: '2026-11-29T05:00:00.000Z',
    },
  ],
};

/** An in-memory AdminGateway with the server's rules: no deleting yourself or the last admin. */
export class FakeAdminGateway implements AdminGateway {
  private users: AdminUserRow[];
  private readonly selfId: number | undefined;
  private readonly failWith: FakeAdminOptions['failWith'];
  private readonly sources: DataSourcesResponse['services'];
  private watching: WatchOverview = FAKE_WATCHING;

  constructor(options: FakeAdminOptions = {}) {
    this.users = [...(options.users ?? fakeAdminUsers())];
    this.selfId = options.selfId ?? this.users.find((user) => user.user_type === 'admin')?.user_id;
    this.failWith = options.failWith;
    this.sources = options.dataSources ?? [
      {
        service: 'spotify',
        label: 'Demo catalog',
        source: 'demo',
        capabilities: ALL_CAPABILITIES,
        probed_at: '2026-01-01T00:00:00.000Z',
        calls: {
          calls_today: 0,
          failures_today: 0,
          calls_since_start: 0,
          failures_since_start: 0,
          since: '2026-01-01T00:00:00.000Z',
        },
      },
    ];
  }

  async dataSources(): Promise<RemoteResult<DataSourcesResponse>> {
    if (this.failWith) return { ok: false, ...this.failWith };
    return { ok: true, value: { success: true, services: this.sources } };
  }

  /** Test helper: the ids still present. */
  userIds(): number[] {
    return this.users.map((user) => user.user_id);
  }

  async listUsers(page: number, limit: number): Promise<RemoteResult<AdminUsersPage>> {
    if (this.failWith) return { ok: false, ...this.failWith };
    const start = (page - 1) * limit;
    return {
      ok: true,
      value: {
        success: true,
        users: this.users.slice(start, start + limit),
        total: this.users.length,
        page,
        limit,
      },
    };
  }

  async deleteUser(userId: number): Promise<RemoteResult<void>> {
    if (this.failWith) return { ok: false, ...this.failWith };
    const user = this.users.find((candidate) => candidate.user_id === userId);
    if (!user) return { ok: false, error: `User ${userId} does not exist.`, status: 404 };
    if (userId === this.selfId) return { ok: false, error: ADMIN_SELF_DELETE_MESSAGE, status: 400 };
    const admins = this.users.filter((candidate) => candidate.user_type === 'admin').length;
    if (user.user_type === 'admin' && admins <= 1) {
      return { ok: false, error: ADMIN_LAST_ADMIN_MESSAGE, status: 409 };
    }
    this.users = this.users.filter((candidate) => candidate.user_id !== userId);
    return { ok: true, value: undefined };
  }

  async watched(): Promise<RemoteResult<WatchOverview>> {
    if (this.failWith) return { ok: false, ...this.failWith };
    return { ok: true, value: this.watching };
  }

  async pauseWatching(paused: boolean): Promise<RemoteResult<WatchOverview>> {
    if (this.failWith) return { ok: false, ...this.failWith };
    this.watching = { ...this.watching, paused };
    return { ok: true, value: this.watching };
  }
}

import type { ShareLinkExpiry, SharedReportLink } from '../../reports/report-contracts';
import type { PortToken } from './port-token';
import type { RemoteResult } from './remote-result';

/** Share links of a tracked playlist's report: the signed-in user's own (docs/http-api.md). */
export interface ReportsGateway {
  /** A new link that works for `expiresInDays` (null: until revoked). */
  create(playlistId: string, expiresInDays?: ShareLinkExpiry): Promise<RemoteResult<SharedReportLink>>;
  list(playlistId: string): Promise<RemoteResult<readonly SharedReportLink[]>>;
  revoke(token: string): Promise<RemoteResult<void>>;
}

export const ReportsGateway: PortToken<ReportsGateway> = Symbol.for('ReportsGateway');

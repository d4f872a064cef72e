import { curatorPath, itemPath } from '@domain/links';
import type { AxiosInstance } from 'axios';
import type { PlacementsGateway } from '@domain/ports/browser/placements-gateway';
import type { RemoteResult } from '@domain/ports/browser/remote-result';
import { type CuratorAnswer, readCuratorAnswer } from '@domain/tracking/curator-contracts';
import type { Placement } from '@domain/tracking/placements';
import { readPlacements } from '@domain/tracking/read-placements';
import { attempt } from './api-failure';

const UNREADABLE = 'The server sent placements in an unexpected format';

/** PlacementsGateway over `GET /api/{artist,track}/{id}/placements` and `GET /api/curator/{id}`. */
export class HttpPlacementsGateway implements PlacementsGateway {
  constructor(private readonly api: AxiosInstance) {}

  async placements(kind: 'artist' | 'track', spotifyId: string): Promise<RemoteResult<readonly Placement[]>> {
    const answer = await attempt(async () => {
      const { data } = await this.api.get<unknown>(`${itemPath(kind, spotifyId)}/placements`);
      return readPlacements(data);
    });
    if (!answer.ok) return answer;
    if (answer.value === null) return { ok: false, error: UNREADABLE, status: null };
    return { ok: true, value: answer.value };
  }

  async curator(ownerKey: string): Promise<RemoteResult<CuratorAnswer>> {
    const answer = await attempt(async () =>
      readCuratorAnswer((await this.api.get<unknown>(curatorPath(ownerKey))).data),
    );
    if (!answer.ok) return answer;
    if (answer.value === null)
      return { ok: false, error: 'The server sent a curator in an unexpected format', status: null };
    return { ok: true, value: answer.value };
  }
}

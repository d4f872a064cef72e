import type { AxiosInstance } from 'axios';
import type { ItemLinkAnswer, ItemLinkResponse, LinkedKind } from '@domain/item-links';
import type { ItemLinksGateway } from '@domain/ports/browser/item-links-gateway';
import type { RemoteResult } from '@domain/ports/browser/remote-result';
import { attempt } from './api-failure';

/** ItemLinksGateway over `/api/item-links`. */
export class HttpItemLinksGateway implements ItemLinksGateway {
  constructor(private readonly api: AxiosInstance) {}

  link(kind: LinkedKind, key: string): Promise<RemoteResult<ItemLinkResponse>> {
    return attempt(async () => {
      const path = `/item-links/${encodeURIComponent(kind)}/${encodeURIComponent(key)}`;
      return (await this.api.get<ItemLinkResponse>(path)).data;
    });
  }

  setLink(kind: LinkedKind, key: string, deezer: string): Promise<RemoteResult<ItemLinkAnswer>> {
    return attempt(async () => {
      const { data } = await this.api.put<{ link: ItemLinkAnswer }>('/item-links', { kind, key, deezer });
      return data.link;
    });
  }

  rejectLink(kind: LinkedKind, key: string): Promise<RemoteResult<{ readonly message: string }>> {
    return attempt(async () => {
      const { data } = await this.api.delete<{ message: string }>('/item-links', { data: { kind, key } });
      return { message: data.message };
    });
  }
}

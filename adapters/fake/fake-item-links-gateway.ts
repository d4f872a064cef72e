import {
  type ItemLinkAnswer,
  type ItemLinkResponse,
  type LinkedKind,
  parseDeezerTwinInput,
} from '@domain/item-links';
import type { ItemLinksGateway } from '@domain/ports/browser/item-links-gateway';
import type { RemoteResult } from '@domain/ports/browser/remote-result';
import { ARTIST_IDS } from './catalog-fixtures';

export interface FakeItemLinksOptions {
  /** False: the installation has no Deezer (pages show nothing about links). Default true. */
  readonly linking?: boolean;
  /** Links by `kind:key`; defaults to the Development Mode artist linked to its Deezer twin. */
  readonly links?: readonly ItemLinkAnswer[];
}

/** The Development Mode artist's Deezer twin, whose fans stand in for the followers Spotify withholds. */
export const FAKE_DEEZER_TWIN: ItemLinkAnswer = {
  kind: 'artist',
  spotify_key: ARTIST_IDS.devMode,
  deezer_key: 'deezer:27',
  path: '/deezer/artist/27',
  method: 'artist_tracks',
  confirmed: false,
  figures: [{ label: 'Deezer fans', value: 1_234_567 }],
};

/** An in-memory ItemLinksGateway with the server's rules (rejections, Deezer id parsing). */
export class FakeItemLinksGateway implements ItemLinksGateway {
  private readonly links = new Map<string, ItemLinkAnswer>();
  private readonly linking: boolean;

  constructor(options: FakeItemLinksOptions = {}) {
    this.linking = options.linking ?? true;
    for (const link of options.links ?? [FAKE_DEEZER_TWIN])
      this.links.set(`${link.kind}:${link.spotify_key}`, link);
  }

  async link(kind: LinkedKind, key: string): Promise<RemoteResult<ItemLinkResponse>> {
    const link = this.linking ? (this.links.get(`${kind}:${key}`) ?? null) : null;
    return { ok: true, value: { success: true, linking: this.linking, link } };
  }

  async setLink(kind: LinkedKind, key: string, deezer: string): Promise<RemoteResult<ItemLinkAnswer>> {
    if (!this.linking) return { ok: false, error: 'Not found', status: 404 };
    const id = parseDeezerTwinInput(deezer, kind);
    if (id === null) return { ok: false, error: `Please enter a Deezer ${kind} link or id.`, status: 400 };
    const link: ItemLinkAnswer = {
      kind,
      spotify_key: key,
      deezer_key: `deezer:${id}`,
      path: `/deezer/${kind}/${id}`,
      method: 'user',
      confirmed: true,
      figures: [],
    };
    this.links.set(`${kind}:${key}`, link);
    return { ok: true, value: link };
  }

  async rejectLink(kind: LinkedKind, key: string): Promise<RemoteResult<{ readonly message: string }>> {
    if (!this.links.delete(`${kind}:${key}`))
      return { ok: false, error: 'This item has no Deezer link.', status: 404 };
    return { ok: true, value: { message: 'Thanks: this link is removed and will not be made again.' } };
  }
}

import { inject, injectable } from 'inversify';
import { makeObservable, observable, computed, action, runInAction } from 'mobx';
import type { ItemLinkAnswer, LinkedFigure, LinkedKind } from '@domain/item-links';
import { ItemLinksGateway } from '@domain/ports/browser/item-links-gateway';
import { AuthStore } from '@shared/auth/auth-store';

export const LINK_SAVE_FAILED = 'Failed to save the Deezer link. Please try again.';

/**
 * "Also on Deezer" on an item page: the item's Deezer twin when one is known (with the figures that
 * stand in for what Spotify withholds), and a signed-in user's corrections. Says nothing when the
 * installation has no Deezer, or when the link cannot be read (it is an extra, never a blocker).
 */
abstract class ItemLinkViewModel {
  linking = false;
  link: ItemLinkAnswer | null = null;
  editing = false;
  draft = '';
  busy = false;
  error: string | null = null;
  notice: string | null = null;
  private key: string | null = null;
  private requestNumber = 0;

  constructor(
    private readonly gateway: ItemLinksGateway,
    private readonly auth: AuthStore,
    readonly kind: LinkedKind,
  ) {
    makeObservable<ItemLinkViewModel, 'key'>(this, {
      linking: observable,
      link: observable,
      editing: observable,
      draft: observable,
      busy: observable,
      error: observable,
      notice: observable,
      key: observable,
      canEdit: computed,
      standIn: computed,
      startEditing: action,
      cancelEditing: action,
      setDraft: action,
      dismissNotice: action,
    });
  }

  /** Signed-in users correct links; visitors only see them. */
  get canEdit(): boolean {
    return this.linking && this.auth.isAuthenticated;
  }

  /** The twin's first figure ("Deezer fans"), shown where Spotify withholds the number. */
  get standIn(): LinkedFigure | null {
    return this.link?.figures[0] ?? null;
  }

  async load(key: string): Promise<void> {
    const request = ++this.requestNumber;
    runInAction(() => {
      this.key = key;
      this.editing = false;
      this.error = null;
      this.notice = null;
      if (this.link?.spotify_key !== key) this.link = null;
    });
    const answer = await this.gateway.link(this.kind, key);
    runInAction(() => {
      if (request !== this.requestNumber) return;
      this.linking = answer.ok && answer.value.linking;
      this.link = answer.ok ? answer.value.link : null;
    });
  }

  startEditing(): void {
    this.editing = true;
    this.draft = '';
    this.error = null;
  }

  cancelEditing(): void {
    this.editing = false;
    this.error = null;
  }

  setDraft(value: string): void {
    this.draft = value;
  }

  dismissNotice(): void {
    this.notice = null;
  }

  async save(): Promise<void> {
    const key = this.key;
    if (!key || this.busy) return;
    runInAction(() => {
      this.busy = true;
      this.error = null;
    });
    const answer = await this.gateway.setLink(this.kind, key, this.draft);
    runInAction(() => {
      this.busy = false;
      if (key !== this.key) return;
      if (!answer.ok) {
        this.error = answer.error ?? LINK_SAVE_FAILED;
        return;
      }
      this.link = answer.value;
      this.editing = false;
      this.notice = 'Saved: this item now links to the Deezer item you gave.';
    });
    if (answer.ok) await this.load(key);
  }

  /** "This link is wrong": removed, and never made again. */
  async reject(): Promise<void> {
    const key = this.key;
    if (!key || this.busy) return;
    runInAction(() => {
      this.busy = true;
      this.error = null;
    });
    const answer = await this.gateway.rejectLink(this.kind, key);
    runInAction(() => {
      this.busy = false;
      if (key !== this.key) return;
      if (!answer.ok) {
        this.error = answer.error ?? LINK_SAVE_FAILED;
        return;
      }
      this.link = null;
      this.notice = answer.value.message;
    });
  }
}

@injectable()
export class ArtistLinkViewModel extends ItemLinkViewModel {
  constructor(@inject(ItemLinksGateway) gateway: ItemLinksGateway, @inject(AuthStore) auth: AuthStore) {
    super(gateway, auth, 'artist');
  }
}

@injectable()
export class TrackLinkViewModel extends ItemLinkViewModel {
  constructor(@inject(ItemLinksGateway) gateway: ItemLinksGateway, @inject(AuthStore) auth: AuthStore) {
    super(gateway, auth, 'track');
  }
}

export type { ItemLinkViewModel };

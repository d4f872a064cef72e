import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  LANDING_DELETE_CONFIRMATION,
  type LandingClickStats,
  type LandingPageRecord,
  type UserFileLibrary,
} from '@domain/landing';
import { LandingPagesGateway } from '@domain/ports/browser/landing-pages-gateway';
import { LandingPageEditorViewModel } from './landing-page-editor-view-model';
import { DELETE_FAILED, FILES_LOAD_FAILED, PAGES_LOAD_FAILED, STATS_LOAD_FAILED } from './landing-messages';

export type ManagerStatus = 'loading' | 'error' | 'ready';
/** A page's click counts: loading, failed (with the message to show), or read. */
export type StatsState = 'loading' | { readonly error: string } | LandingClickStats;

/**
 * `/landing-pages`: the user's pages with their click counts, their file library, the create/edit
 * form (the editor) and deleting after a confirmation.
 */
@injectable()
export class LandingPagesViewModel {
  status: ManagerStatus = 'loading';
  pages: readonly LandingPageRecord[] = [];
  library: UserFileLibrary = { images: [], videos: [] };
  /** The list's and the library's load failures, shown in error boxes. */
  loadErrors: string[] = [];
  stats = new Map<string, StatsState>();
  notice: string | null = null;
  error: string | null = null;
  /** The page whose deletion awaits the user's answer. */
  pendingDelete: LandingPageRecord | null = null;
  isDeleting = false;
  readonly deleteConfirmation = LANDING_DELETE_CONFIRMATION;
  private requestNumber = 0;

  constructor(
    @inject(LandingPagesGateway) private readonly gateway: LandingPagesGateway,
    @inject(LandingPageEditorViewModel) readonly editor: LandingPageEditorViewModel,
  ) {
    makeAutoObservable<LandingPagesViewModel, 'gateway' | 'requestNumber'>(
      this,
      { gateway: false, editor: false, requestNumber: false },
      { autoBind: true },
    );
  }

  /** Reads the pages and the library together, then each page's click counts; stale answers are dropped. */
  async load(): Promise<void> {
    const request = ++this.requestNumber;
    this.status = 'loading';
    const [pages, files] = await Promise.all([this.gateway.list(), this.gateway.userFiles()]);
    if (request !== this.requestNumber) return;
    runInAction(() => {
      this.loadErrors = [];
      if (pages.ok) this.pages = pages.value;
      else this.loadErrors.push(PAGES_LOAD_FAILED);
      if (files.ok) this.library = files.value;
      else this.loadErrors.push(FILES_LOAD_FAILED);
      this.editor.setLibrary(this.library);
      this.status = pages.ok ? 'ready' : 'error';
    });
    if (pages.ok) await this.loadStats(request);
  }

  /** Saves the form; on success the list and the library are read again. */
  async save(): Promise<void> {
    const saved = await this.editor.save();
    if (!saved) return;
    // After an await the action has ended: MobX's strict mode wants the change in one.
    runInAction(() => {
      this.notice = saved;
    });
    await this.load();
  }

  edit(page: LandingPageRecord): void {
    this.notice = null;
    this.editor.startEdit(page);
  }

  requestDelete(page: LandingPageRecord): void {
    this.pendingDelete = page;
  }

  cancelDelete(): void {
    if (!this.isDeleting) this.pendingDelete = null;
  }

  async confirmDelete(): Promise<void> {
    const page = this.pendingDelete;
    if (!page || this.isDeleting) return;
    this.isDeleting = true;
    const deleted = await this.gateway.delete(page.slug);
    runInAction(() => {
      this.isDeleting = false;
      this.pendingDelete = null;
      this.error = deleted.ok ? null : deleted.error ? `${DELETE_FAILED}: ${deleted.error}` : DELETE_FAILED;
      this.notice = deleted.ok ? `Landing page "${page.title}" deleted` : null;
      if (deleted.ok && this.editor.form.editingSlug === page.slug) this.editor.startCreate();
    });
    if (deleted.ok) await this.load();
  }

  dismissNotice(): void {
    this.notice = null;
  }

  dismissError(): void {
    this.error = null;
  }

  private async loadStats(request: number): Promise<void> {
    const slugs = this.pages.map((page) => page.slug);
    this.stats = new Map(slugs.map((slug) => [slug, 'loading']));
    await Promise.all(
      slugs.map(async (slug) => {
        const answer = await this.gateway.stats(slug);
        if (request !== this.requestNumber) return;
        runInAction(() => this.stats.set(slug, answer.ok ? answer.value : { error: STATS_LOAD_FAILED }));
      }),
    );
  }
}

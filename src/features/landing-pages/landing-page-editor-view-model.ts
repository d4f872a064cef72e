import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { landingPageProblems, type UserFileLibrary } from '@domain/landing';
import { LandingPagesGateway } from '@domain/ports/browser/landing-pages-gateway';
import { LandingPageFormState } from './landing-page-form-state';
import { saveFailureMessage } from './landing-messages';

const EMPTY_LIBRARY: UserFileLibrary = { images: [], videos: [] };

/**
 * The create/edit form of the manager: checks it with the landing-page rules the server also runs
 * (every failing check shown beside its field, in the form state), sends it with upload progress,
 * and says what went wrong on the server.
 */
@injectable()
export class LandingPageEditorViewModel {
  readonly form = new LandingPageFormState();
  library: UserFileLibrary = EMPTY_LIBRARY;
  isSaving = false;
  /** Share of the request body sent (0 to 1) while a save with an upload runs; null otherwise. */
  progress: number | null = null;
  /** Why the server did not save (the form's own checks are shown beside their fields instead). */
  error: string | null = null;

  constructor(@inject(LandingPagesGateway) private readonly pages: LandingPagesGateway) {
    makeAutoObservable<LandingPageEditorViewModel, 'pages'>(this, { pages: false }, { autoBind: true });
  }

  /** The MP4 fallback input shows only while the chosen video is WebM. */
  get needsFallback(): boolean {
    return this.form.video.isWebm(this.library.videos);
  }

  get progressPercent(): number | null {
    return this.progress === null ? null : Math.round(this.progress * 100);
  }

  setLibrary(library: UserFileLibrary): void {
    this.library = library;
  }

  startCreate(): void {
    this.form.startCreate();
    this.showError(null);
  }

  startEdit(...page: Parameters<LandingPageFormState['startEdit']>): void {
    this.form.startEdit(...page);
    this.showError(null);
  }

  dismissError(): void {
    this.showError(null);
  }

  /** Saves the form; answers the server's confirmation, or null (with `error` set) when nothing was saved. */
  async save(): Promise<string | null> {
    if (this.isSaving) return null;
    const { form } = this;
    const problems = landingPageProblems({
      ...form.draft(),
      fallbackVideo: this.needsFallback ? form.videoMp4.choice : null,
    });
    form.showProblems(problems);
    if (problems.length > 0) {
      this.showError(null);
      return null;
    }
    const mode = form.mode;
    const submission = form.submission(this.library);
    const uploads = [submission.image, submission.video, submission.videoMp4].some(
      (media) => media?.kind === 'upload',
    );
    this.isSaving = true;
    this.showError(null);
    this.progress = uploads ? 0 : null;
    const onProgress = uploads ? this.setProgress : undefined;
    const saved =
      mode === 'edit' && form.editingSlug
        ? await this.pages.update(form.editingSlug, submission, onProgress)
        : await this.pages.create(submission, onProgress);
    runInAction(() => {
      this.isSaving = false;
      this.progress = null;
      if (!saved.ok) this.error = saveFailureMessage(mode, saved);
    });
    if (!saved.ok) return null;
    this.startCreate();
    return mode === 'edit'
      ? `Landing page "${saved.value.title}" updated`
      : `Landing page "${saved.value.title}" created`;
  }

  private showError(error: string | null): void {
    this.error = error;
  }

  private setProgress(fraction: number): void {
    this.progress = fraction;
  }
}
